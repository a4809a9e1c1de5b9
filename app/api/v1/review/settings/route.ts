import { apiRoute } from "@/lib/http/route";
import { newPerDayForGoal } from "@/lib/review/goal-data";
import { reviewSettings, settingsView, updateReviewSettings } from "@/lib/review/settings";
import { settingsBodySchema, userQuerySchema } from "@/lib/review/schema";

/** GET /api/v1/review/settings → { desiredRetention, newPerDay, timeZone, personalParameters, optimizedAt, optimizedOn, goalMinutes, streakEnabled } */
export const GET = apiRoute({ query: userQuerySchema }, async ({ userId }) => {
  return Response.json(settingsView(await reviewSettings(userId)));
});

/**
 * POST /api/v1/review/settings { desiredRetention?, newPerDay?, timeZone?, goalMinutes?, streakEnabled?, resetParameters? }
 * → the settings as GET answers them. A goal in minutes sets the new cards a day it allows (lib/review/goal.ts), at most 25 in the
 * learner's first week and 50 after, unless newPerDay is given with it.
 */
export const POST = apiRoute({ body: settingsBodySchema }, async ({ userId, data }) => {
  const { desiredRetention, newPerDay, timeZone, goalMinutes, streakEnabled, resetParameters } = data;
  const change = {
    desiredRetention,
    newPerDay,
    timeZone,
    goalMinutes,
    streakEnabled,
    ...(resetParameters && { parameters: { weights: [], optimizedOn: null } }),
  };
  // A number of new words the learner types stays theirs; a goal sets it only when none is given.
  if (typeof goalMinutes === "number" && newPerDay === undefined) {
    // The figure from the settings the rest of this change leaves (a new retention changes the forecast).
    const current = await reviewSettings(userId);
    const forecastSettings = { ...current, ...(desiredRetention !== undefined && { desiredRetention }), ...(resetParameters && { parameters: [] }) };
    change.newPerDay = await newPerDayForGoal(userId, forecastSettings, goalMinutes);
  }
  return Response.json(settingsView(await updateReviewSettings(userId, change)));
});
