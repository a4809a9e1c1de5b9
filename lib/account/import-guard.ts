import "server-only";
import { jsonError } from "@/lib/http/json";
import { NOTES_FULL_MESSAGE } from "@/lib/notes/cap";
import { isAccountFull } from "@/lib/notes/room";
import { withLease } from "@/lib/rate-limit/lease";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { userRateLimitKey } from "./user-data";

// How many imports a learner may run: one at a time, and IMPORT_BUDGET an
// hour. An import parses up to 5 MB and writes up to the cap's worth of
// notes in one transaction; a learner (or a script in a loop) must not run
// many at once or back to back.

/**
 * Imports per learner per hour. A learner imports a file or two and retries a
 * few after fixing refused rows; ten leaves room for that, and bounds one
 * account's parsing at 50 MB an hour.
 */
export const IMPORT_BUDGET = { limit: 10, windowSeconds: 60 * 60 };

/** Longer than an import can run (its transaction's 120 s timeout, plus parsing), so a crashed instance's lease runs out by itself. */
export const IMPORT_LEASE_SECONDS = 180;

export const IMPORT_MESSAGES = {
  running: "An import of yours is already running. Please wait for it to finish.",
  tooMany: (minutes: number) => `You can import ${IMPORT_BUDGET.limit} files an hour. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} as const;

/** The lease held while the learner's import runs (`:user:<id>`, so deleting the account removes it). */
export function importLeaseKey(userId: string): string {
  return userRateLimitKey("notes-import-running", userId);
}

/** The learner's hourly count of imports. */
export function importBudgetKey(userId: string): string {
  return userRateLimitKey("notes-import", userId);
}

/**
 * Runs `importing` as the learner's only import, counted against the hourly
 * budget. Another import of theirs running: 409, not counted; an account
 * that holds the most notes it can: 409 with the cap's message, not counted
 * (its file could add nothing, so it is not parsed); the budget used up: 429
 * with Retry-After.
 */
export async function runAsOnlyImport(userId: string, importing: () => Promise<Response>): Promise<Response> {
  const outcome = await withLease(importLeaseKey(userId), IMPORT_LEASE_SECONDS, async () => {
    if (await isAccountFull(userId)) return jsonError(409, NOTES_FULL_MESSAGE);
    const budget = await consumeRateLimit({ key: importBudgetKey(userId), ...IMPORT_BUDGET });
    if (!budget.allowed) {
      const minutes = Math.ceil(budget.retryAfterSeconds / 60);
      return jsonError(429, IMPORT_MESSAGES.tooMany(minutes), { headers: { "Retry-After": String(budget.retryAfterSeconds) } });
    }
    return importing();
  });
  return outcome.ran ? outcome.value : jsonError(409, IMPORT_MESSAGES.running);
}
