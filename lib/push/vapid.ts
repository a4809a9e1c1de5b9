import "server-only";
import { vapidConfigFrom, type VapidConfig } from "@/lib/production-config";

/**
 * The VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT), or null
 * when push reminders are off (none set). Half set or malformed: production
 * does not start (lib/production-config.ts); elsewhere this throws, naming them.
 */
export function vapidConfig(): VapidConfig | null {
  return vapidConfigFrom(process.env);
}
