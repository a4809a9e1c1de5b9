import "server-only";
import { sql } from "kysely";
import type { Transaction } from "@/lib/db";
import { MAX_KEY_LENGTH } from "@/lib/rate-limit/rate-limit";
import { lockForDeletion } from "@/lib/users/user-lock";

// Where a learner's data lives in the app's PostgreSQL database, for the
// export and for deleting an account. tests/api/account-delete.test.ts
// compares this list (and the user store's tables) with the database's own
// catalogue, so a table added later that holds user ids fails that test until
// it is listed here.

/** The app's tables keyed by `user_id`, in an order that deletes referencing rows first (review_logs → review_cards). */
export const USER_DATA_TABLES = [
  "marks",
  "notes",
  "practice_questions",
  "review_logs",
  "review_undos",
  "review_activity",
  "review_cards",
  "review_settings",
  "placements",
  "known_words",
  "reminders",
  "push_subscriptions",
  "reader_texts",
  "readings",
  "reading_words",
  // A learner's plays of others' challenges, then the challenges they made (their players' rows and answers go with them).
  "challenge_players",
  "challenges",
] as const;

/**
 * Rate-limit counters name a user by id (`area:user:<id>`) or by address
 * (`area:account:<email>`, cut to MAX_KEY_LENGTH characters as stored).
 */
const ACCOUNT_KEY = ":account:";
const USER_KEY = ":user:";

/**
 * What removes the learner's app data in a transaction (UserStore.deleteUser
 * runs it first in its own): the learner's lock and tombstone, so that no
 * write under way lands after them (lib/users/user-lock.ts), then the DELETEs.
 */
export function appDataDeletion(userId: string, email: string): (tx: Transaction) => Promise<void> {
  return async (tx) => {
    await lockForDeletion(tx, userId);
    for (const table of USER_DATA_TABLES) await tx.deleteFrom(table).where("user_id", "=", userId).execute();
    await tx
      .deleteFrom("rate_limits")
      .where(
        sql<boolean>`(position(${ACCOUNT_KEY} in key) > 0
          AND split_part(key, ${ACCOUNT_KEY}, 2) = left(${email}, ${MAX_KEY_LENGTH} - position(${ACCOUNT_KEY} in key) + 1 - ${ACCOUNT_KEY.length}))
          OR (position(${USER_KEY} in key) > 0 AND split_part(key, ${USER_KEY}, 2) = ${userId})`,
      )
      .execute();
  };
}

/** The rate-limit key of `area` for this user, by id (removed with the account). */
export function userRateLimitKey(area: string, userId: string): string {
  return `${area}${USER_KEY}${userId}`;
}
