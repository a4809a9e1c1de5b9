import "server-only";
import { timingSafeEqual } from "node:crypto";

// Vercel Cron calls its path with `Authorization: Bearer $CRON_SECRET`.

/** CRON_SECRET, or null when unset (the cron route then sends nothing). */
export function cronSecret(): string | null {
  return process.env.CRON_SECRET?.trim() || null;
}

/** Whether the Authorization header carries `secret` as its bearer token, compared in constant time. */
export function hasCronSecret(authorization: string | null, secret: string): boolean {
  const given = Buffer.from(authorization ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
