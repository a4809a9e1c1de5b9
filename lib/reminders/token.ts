import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";
import { appLink } from "@/lib/auth/account-mail";
import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from "./messages";

// The unsubscribe link: the learner's id and their row's unsubscribe version,
// signed with AUTH_SECRET, so nobody can make one for another learner, and
// once used (the version moves on) it stops working.

/** The signature of (userId, version): 43 base64url characters. */
export function unsubscribeSignature(userId: string, version: number): string {
  return createHmac("sha256", authSecret()).update(`reminder-unsubscribe\n${userId}\n${version}`).digest("base64url");
}

/** Whether `signature` is the one of (userId, version), compared in constant time. */
export function isUnsubscribeSignature(userId: string, version: number, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(userId, version));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function linkQuery(userId: string, version: number): Record<string, string> {
  return { u: userId, v: String(version), t: unsubscribeSignature(userId, version) };
}

/** The page the digest links to (it asks the API when opened; a mail scanner's GET changes nothing). */
export function unsubscribePageLink(userId: string, version: number): string {
  return appLink(UNSUBSCRIBE_PAGE_PATH, linkQuery(userId, version));
}

/** The List-Unsubscribe URL, for the mail provider's one-click POST (RFC 8058). */
export function oneClickUnsubscribeLink(userId: string, version: number): string {
  return appLink(UNSUBSCRIBE_API_PATH, linkQuery(userId, version));
}
