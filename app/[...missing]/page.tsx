import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";

// Any path without a page, rendered per request: the not-found page then
// carries the request's CSP nonce like every page middleware.ts gives one, and
// the header's client parts (the learning bar under /flashcards/…) render on
// the server for the requested path, as they will in the browser. Misses
// under /words (dynamicParams = false there) get the prerendered not-found
// page instead, with its hash policy.
// The not-found page's title (Next adds noindex to every 404 itself).
export const metadata: Metadata = { title: "Page Not Found" };

export default async function MissingPage(): Promise<never> {
  await connection();
  notFound();
}
