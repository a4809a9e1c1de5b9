import type { Metadata } from "next";
import type { ReactNode } from "react";

// Account pages are for people, not search engines.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export default function AuthLayout({ children }: Readonly<{ children: ReactNode }>) {
  return children;
}
