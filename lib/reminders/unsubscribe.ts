import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { isUnsubscribeSignature } from "./token";

/** What became of an unsubscribe link. */
export type UnsubscribeOutcome = "unsubscribed" | "already" | "expired" | "invalid";

/**
 * Turns the learner's e-mail reminders off if the link is genuine and still
 * current: one conditional UPDATE, which also moves the version on, so the
 * same link a second time (or twice at once) finds nothing to change.
 */
export async function unsubscribe(userId: string, version: number, signature: string): Promise<UnsubscribeOutcome> {
  if (!isUnsubscribeSignature(userId, version, signature)) return "invalid";
  const changed = await kysely()
    .updateTable("reminders")
    .set({ email: false, unsubscribe_version: sql<number>`unsubscribe_version + 1`, updated_at: sql<Date>`now()` })
    .where("user_id", "=", userId)
    .where("unsubscribe_version", "=", version)
    .where("email", "=", true)
    .returning("user_id")
    .executeTakeFirst();
  if (changed) return "unsubscribed";
  const row = await kysely().selectFrom("reminders").select("email").where("user_id", "=", userId).executeTakeFirst();
  // Reminders on again since this link was sent (or used): it no longer speaks for the learner.
  return row?.email ? "expired" : "already";
}
