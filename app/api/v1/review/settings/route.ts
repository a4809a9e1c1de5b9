import { apiRoute } from "@/lib/http/route";
import { reviewSettings, settingsView, updateReviewSettings } from "@/lib/review/settings";
import { settingsBodySchema, userQuerySchema } from "@/lib/review/schema";

/** GET /api/v1/review/settings → { desiredRetention, newPerDay, timeZone, personalParameters, optimizedAt, optimizedOn } */
export const GET = apiRoute({ query: userQuerySchema }, async ({ userId }) => {
  return Response.json(settingsView(await reviewSettings(userId)));
});

/** POST /api/v1/review/settings { desiredRetention?, newPerDay?, timeZone?, resetParameters? } → the settings as GET answers them. */
export const POST = apiRoute({ body: settingsBodySchema }, async ({ userId, data }) => {
  const { desiredRetention, newPerDay, timeZone, resetParameters } = data;
  const settings = await updateReviewSettings(userId, {
    desiredRetention,
    newPerDay,
    timeZone,
    ...(resetParameters && { parameters: { weights: [], optimizedOn: null } }),
  });
  return Response.json(settingsView(settings));
});
