import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";

// Account pages are for people, not search engines.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// Rendered per request: these pages depend on the visitor, and their scripts
// carry the request's CSP nonce (middleware.ts).
export default async function AuthLayout({ children }: Readonly<{ children: ReactNode }>) {
  await connection();
  return children;
}
