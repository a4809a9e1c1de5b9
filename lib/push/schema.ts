import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";

const OBJECT_ERROR = { error: "Expected a JSON object." };
/** Push services' URLs are a few hundred characters; this bounds what is stored and fetched. */
export const MAX_ENDPOINT_LENGTH = 1024;

const endpointSchema = z
  .string({ error: "endpoint must be a string." })
  .max(MAX_ENDPOINT_LENGTH, `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "endpoint must be an https:// URL.");

/**
 * The browsers' push services (Chrome and Edge: FCM; Firefox: Mozilla's
 * autopush; Safari: Apple's; old Edge: WNS). The reminder run POSTs to every
 * saved endpoint, so one pointing anywhere else would make Lexi's server send
 * requests to a host a learner chose (an internal one, say).
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"];

/** Whether `endpoint` is a URL of a browser push service, on its default port. */
export function isPushServiceUrl(endpoint: string): boolean {
  try {
    const { hostname, port } = new URL(endpoint);
    return port === "" && (PUSH_SERVICE_HOSTS.includes(hostname) || PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(domain)));
  } catch {
    return false;
  }
}

/** POST /api/v1/account/reminders/push: PushSubscription.toJSON() (expirationTime ignored) and the claim. */
export const pushSubscriptionBodySchema = z.object(
  {
    endpoint: endpointSchema.refine(isPushServiceUrl, "endpoint must be a browser push service's URL."),
    keys: z.object(
      {
        // The browser's P-256 public key, uncompressed (65 bytes: 0x04 first, so "B" in base64url).
        p256dh: z.string({ error: "keys.p256dh must be a string." }).regex(/^B[A-Za-z0-9_-]{86}$/, "keys.p256dh must be a P-256 public key in base64url."),
        // The 16-byte authentication secret.
        auth: z.string({ error: "keys.auth must be a string." }).regex(/^[A-Za-z0-9_-]{22}$/, "keys.auth must be 16 bytes in base64url."),
      },
      { error: "keys must be an object with p256dh and auth." },
    ),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

/** DELETE /api/v1/account/reminders/push: the subscription to forget. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);
