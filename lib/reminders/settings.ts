import "server-only";
import { sql } from "kysely";
import { kysely, kyselyIn } from "@/lib/db";
import { reviewSettings, updateReviewSettings } from "@/lib/review/settings";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { DEFAULT_REMINDER_HOUR } from "./messages";

// A learner's reminder settings. No row: reminders off. Only the e-mail
// channel exists; web push would be one more boolean beside it.

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

export async function updateReminderSettings(userId: string, change: ReminderChange): Promise<ReminderSettings> {
  checkedUserId(userId);
  if (change.timeZone !== undefined) await updateReviewSettings(userId, { timeZone: change.timeZone });
  const values = { email: change.email, hour: change.hour };
  await writeUserData(userId, (tx) =>
    kyselyIn(tx)
      .insertInto("reminders")
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .execute(),
  );
  return reminderSettings(userId);
}
