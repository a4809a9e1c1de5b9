import "server-only";
import webpush, { WebPushError } from "web-push";
import type { VapidConfig } from "@/lib/production-config";
import type { PushMessage } from "./payload";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent; gone: the push service says the subscription no longer exists (404, 410: forget it); failed: anything else (try again later). */
export type PushOutcome = "sent" | "gone" | "failed";

/** A reminder is stale after half a day: the push service drops it undelivered after that. */
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** Sends one encrypted push (RFC 8291) signed with the VAPID keys (RFC 8292). Never throws. */
export async function sendPush(subscription: StoredSubscription, message: PushMessage, vapid: VapidConfig): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        // A newer reminder replaces one still waiting on the push service.
        topic: "lexi-reminder",
        urgency: "normal",
        timeout: TIMEOUT_MS,
      },
    );
    return "sent";
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
    const status = error instanceof WebPushError ? `${error.statusCode}` : error instanceof Error ? error.message : String(error);
    console.error(`push: sending to ${new URL(subscription.endpoint).host} failed (${status})`);
    return "failed";
  }
}
