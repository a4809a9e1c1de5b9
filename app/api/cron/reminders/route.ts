import { jsonError, jsonHandler } from "@/lib/http/json";
import { cronSecret, hasCronSecret } from "@/lib/reminders/cron-auth";
import { sendDueReminders } from "@/lib/reminders/send-reminders";

// Thousands of learners: a run may take minutes. Past RUN_MS no new batch
// starts, so the function ends within Vercel's limit; the rest are the next run's.
export const maxDuration = 300;
const RUN_MS = 240_000;

/** GET /api/cron/reminders, called once a day by Vercel Cron (vercel.json; a Hobby plan allows no more) → { considered, sent, failed, skipped, pushed, pushFailed, pushGone, batches, complete } */
export const GET = jsonHandler(async (request) => {
  const secret = cronSecret();
  if (!secret) return jsonError(503, "CRON_SECRET is not set: no reminders are sent.");
  if (!hasCronSecret(request.headers.get("authorization"), secret)) return jsonError(401, "Unauthorized.");
  return Response.json(await sendDueReminders({ stopAfterMs: RUN_MS }));
});
