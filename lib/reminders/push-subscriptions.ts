import "server-only";
import { sql } from "kysely";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { DEFAULT_REMINDER_HOUR } from "./messages";
import { currentSlotSql } from "./slot";

// A learner's browsers that get reminders by web push (push_subscriptions):
// one row per push endpoint, at the hour of the learner's reminder settings.

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves this browser's subscription for the learner, or replaces the keys of
 * one with the same endpoint (which then belongs to this learner: a shared
 * browser notifies whoever turned push on there last). Like saving the
 * settings, the slot in progress counts as sent: the first push comes when
 * the next one begins. A learner with no settings yet gets the default hour.
 */
export async function savePushSubscription(userId: string, { endpoint, keys }: PushSubscriptionInput, now = new Date()): Promise<void> {
  checkedUserId(userId);
  await writeUserData(userId, async (tx) => {
    await tx
      .insertInto("reminders")
      .values({ user_id: userId, email: false, hour: DEFAULT_REMINDER_HOUR })
      .onConflict((conflict) => conflict.column("user_id").doNothing())
      .execute();
    const { hour } = await tx.selectFrom("reminders").select("hour").where("user_id", "=", userId).executeTakeFirstOrThrow();
    const slot = sql<Date>`${currentSlotSql(now, userId, hour)}`;
    await tx
      .insertInto("push_subscriptions")
      .values({ endpoint, user_id: userId, p256dh: keys.p256dh, auth: keys.auth, last_sent_day: slot })
      .onConflict((conflict) =>
        conflict.column("endpoint").doUpdateSet({
          user_id: userId,
          p256dh: keys.p256dh,
          auth: keys.auth,
          // The same learner again: today's push, if sent, still counts.
          last_sent_day: sql<Date>`CASE WHEN push_subscriptions.user_id = ${userId} THEN greatest(push_subscriptions.last_sent_day, ${slot}) ELSE ${slot} END`,
        }),
      )
      .execute();
  });
}

/** Forgets the learner's subscription at `endpoint`; false when they have none there (another learner's stays). */
export async function removePushSubscription(userId: string, endpoint: string): Promise<boolean> {
  checkedUserId(userId);
  return writeUserData(userId, async (tx) => {
    const removed = await tx
      .deleteFrom("push_subscriptions")
      .where("user_id", "=", userId)
      .where("endpoint", "=", endpoint)
      .returning("endpoint")
      .executeTakeFirst();
    return removed !== undefined;
  });
}

/** Forgets every browser of the learner ("Log out of all devices": none of them keeps getting the learner's reminders). */
export async function removeAllPushSubscriptions(userId: string): Promise<number> {
  checkedUserId(userId);
  return writeUserData(userId, async (tx) => {
    const removed = await tx.deleteFrom("push_subscriptions").where("user_id", "=", userId).executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}
