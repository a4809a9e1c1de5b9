// What the reminder settings, the digest, the push and the unsubscribe page say. Browser-safe.
import type { PushMessage } from "@/lib/push/payload";

export const REVIEW_PATH = "/review";
export const UNSUBSCRIBE_PAGE_PATH = "/reminders/unsubscribe";
export const UNSUBSCRIBE_API_PATH = "/api/v1/reminders/unsubscribe";

/** The hour a learner who turns reminders on gets unless they pick another. */
export const DEFAULT_REMINDER_HOUR = 18;

export const REMINDER_MESSAGES = {
  saved: "Your reminder settings are saved.",
  unsubscribed: "You are unsubscribed: Lexi will not e-mail you reminders any more.",
  alreadyUnsubscribed: "You are already unsubscribed from reminder e-mails.",
  linkExpired: "This unsubscribe link has expired. You can turn reminders off on your account page.",
  linkInvalid: "This unsubscribe link is not valid. You can turn reminders off on your account page.",
  tooMany: "Too many requests. Please try again later.",
  pushBlocked: "Notifications are blocked for Lexi in this browser. Allow them in the site settings, then try again.",
  pushUnavailable: "This browser could not turn on push notifications. Try again, or use e-mail reminders.",
} as const;

/** The digest's subject: "1 word is due for review", "12 words are due for review". */
export function digestSubject(due: number): string {
  return due === 1 ? "1 word is due for review" : `${due} words are due for review`;
}

/** An hour of the day as the form shows it: 7 → "07:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** The push reminder: the digest's subject as its title, and /review. */
export function reminderPushMessage(due: number): PushMessage {
  return { title: digestSubject(due), body: "A few minutes now keeps them fresh.", url: REVIEW_PATH };
}
