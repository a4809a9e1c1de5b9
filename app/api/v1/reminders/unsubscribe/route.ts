import { jsonError, parseBody, parseQuery } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { REMINDER_MESSAGES } from "@/lib/reminders/messages";
import { unsubscribeSchema } from "@/lib/reminders/schema";
import { unsubscribe } from "@/lib/reminders/unsubscribe";

const RATE_LIMIT = { limit: 20, windowSeconds: 600 };

/**
 * POST /api/v1/reminders/unsubscribe, no session: the unsubscribe page sends
 * { u, v, t } as JSON; a mail provider's one-click POST (RFC 8058: a form body
 * `List-Unsubscribe=One-Click`, no Origin header) goes to the List-Unsubscribe
 * URL, whose query holds them. → { outcome, message }; 403 for a forged link.
 */
export const POST = apiRoute({ user: "none" }, async ({ request }) => {
  const json = request.headers.get("content-type")?.toLowerCase().startsWith("application/json") ?? false;
  const input = json ? await parseBody(request, unsubscribeSchema) : parseQuery(request, unsubscribeSchema);
  if ("response" in input) return input.response;

  const { u, v, t } = input.data;
  const outcome = await unsubscribe(u, v, t);
  // Only forgeries are counted (a forged link is refused before any read): a mail provider's one-click POSTs come
  // from a few shared addresses, and a genuine link must never be refused.
  if (outcome === "invalid") {
    const rate = await consumeRateLimit({ key: `reminders-unsubscribe:${clientIp(request.headers)}`, ...RATE_LIMIT });
    if (!rate.allowed) return jsonError(429, REMINDER_MESSAGES.tooMany, { headers: { "Retry-After": String(rate.retryAfterSeconds) } });
    return jsonError(403, REMINDER_MESSAGES.linkInvalid);
  }
  const message = { unsubscribed: REMINDER_MESSAGES.unsubscribed, already: REMINDER_MESSAGES.alreadyUnsubscribed, expired: REMINDER_MESSAGES.linkExpired }[
    outcome
  ];
  return Response.json({ outcome, message });
});
