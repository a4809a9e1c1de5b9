import { connection } from "next/server";
import type { ReactNode } from "react";

// The learning pages depend on the signed-in user, so they render per request,
// their scripts carrying the request's CSP nonce (middleware.ts).
export default async function LearnLayout({ children }: Readonly<{ children: ReactNode }>) {
  await connection();
  return children;
}
