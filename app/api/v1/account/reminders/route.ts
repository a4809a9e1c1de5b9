import { apiRoute } from "@/lib/http/route";
import { remindersBodySchema } from "@/lib/reminders/schema";
import { updateReminderSettings } from "@/lib/reminders/settings";

/** POST /api/v1/account/reminders { email, hour, timeZone?, userId } → { email, hour, timeZone } */
export const POST = apiRoute({ body: remindersBodySchema }, async ({ userId, data }) => {
  const { email, hour, timeZone } = data;
  return Response.json(await updateReminderSettings(userId, { email, hour, timeZone }));
});
