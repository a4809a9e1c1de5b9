import { jsonHandler } from "@/lib/http/json";
import { userBody, userQuery } from "@/lib/http/user-request";
import { reviewSettings, settingsView, updateReviewSettings } from "@/lib/review/settings";
import { settingsBodySchema, userQuerySchema } from "@/lib/validations/review";

/** GET /api/v1/review/settings → { desiredRetention, newPerDay, timeZone, personalParameters, optimizedAt, optimizedOn } */
export const GET = jsonHandler("GET /api/v1/review/settings", async (request) => {
  const input = await userQuery(request, userQuerySchema);
  if ("response" in input) return input.response;
  return Response.json(settingsView(await reviewSettings(input.userId)));
});

/** POST /api/v1/review/settings { desiredRetention?, newPerDay?, timeZone?, resetParameters? } → the settings as GET answers them. */
export const POST = jsonHandler("POST /api/v1/review/settings", async (request) => {
  const input = await userBody(request, settingsBodySchema);
  if ("response" in input) return input.response;
  const { desiredRetention, newPerDay, timeZone, resetParameters } = input.data;
  const settings = await updateReviewSettings(input.userId, {
    desiredRetention,
    newPerDay,
    timeZone,
    ...(resetParameters && { parameters: { weights: [], optimizedOn: null } }),
  });
  return Response.json(settingsView(settings));
});
