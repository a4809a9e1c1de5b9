import { apiRoute } from "@/lib/http/route";
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from "@/lib/push/schema";
import { removePushSubscription, savePushSubscription } from "@/lib/reminders/push-subscriptions";

/** POST /api/v1/account/reminders/push { endpoint, keys: { p256dh, auth }, userId } → { saved: true }: this browser gets push reminders. */
export const POST = apiRoute({ body: pushSubscriptionBodySchema }, async ({ userId, data }) => {
  await savePushSubscription(userId, { endpoint: data.endpoint, keys: data.keys });
  return Response.json({ saved: true });
});

/** DELETE /api/v1/account/reminders/push { endpoint, userId } → { removed }: false when the learner had no subscription there. */
export const DELETE = apiRoute({ body: pushUnsubscribeBodySchema }, async ({ userId, data }) => {
  return Response.json({ removed: await removePushSubscription(userId, data.endpoint) });
});
