import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { reviewSettings, updateReviewSettings } from "@/lib/review/settings";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { DEFAULT_REMINDER_HOUR } from "./messages";
import { currentSlotSql } from "./slot";

// A learner's reminder settings. No row: reminders off. The e-mail channel
// is `email`; the push channel is the learner's push_subscriptions (one per
// browser, lib/reminders/push-subscriptions.ts), at the same hour.

export interface ReminderSettings {
  email: boolean;
  /** 0–23, in timeZone. */
  hour: number;
  /** The learner's zone (review_settings.time_zone), which the hour is in. */
  timeZone: string;
}

export async function reminderSettings(userId: string): Promise<ReminderSettings> {
  const [row, review] = await Promise.all([
    kysely().selectFrom("reminders").select(["email", "hour"]).where("user_id", "=", checkedUserId(userId)).executeTakeFirst(),
    reviewSettings(userId),
  ]);
  return { email: row?.email ?? false, hour: row?.hour ?? DEFAULT_REMINDER_HOUR, timeZone: review.timeZone };
}

export interface ReminderChange {
  email: boolean;
  hour: number;
  /** The browser's zone, saved with the review settings when it differs. */
  timeZone?: string;
}

/**
 * Saves the channel and the hour. The slot in progress counts as sent
 * (send-reminders.ts): turned on at 05:30 for 07:00, the first digest comes
 * at 07:00, not at the next run; a new hour never brings a second one that day.
 */
export async function updateReminderSettings(userId: string, change: ReminderChange, now = new Date()): Promise<ReminderSettings> {
  checkedUserId(userId);
  if (change.timeZone !== undefined) await updateReviewSettings(userId, { timeZone: change.timeZone });
  const values = { email: change.email, hour: change.hour };
  const slot = sql<Date>`${currentSlotSql(now, userId, change.hour)}`;
  await writeUserData(userId, async (tx) => {
    // The push channel's slot in progress counts as sent too.
    await tx
      .updateTable("push_subscriptions")
      .set({ last_sent_day: sql<Date>`greatest(last_sent_day, ${slot})` })
      .where("user_id", "=", userId)
      .execute();
    await tx
      .insertInto("reminders")
      .values({ user_id: userId, ...values, last_sent_day: slot })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({
          ...values,
          last_sent_day: sql<Date>`greatest(reminders.last_sent_day, ${slot})`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
  });
  return reminderSettings(userId);
}
