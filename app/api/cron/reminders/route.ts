import { jsonError, jsonHandler } from "@/lib/http/json";
import { cronSecret, hasCronSecret } from "@/lib/reminders/cron-auth";
import { sendDueReminders } from "@/lib/reminders/send-reminders";

// Thousands of learners: a run may take minutes (Vercel's limit for the function).
export const maxDuration = 300;

/** GET /api/cron/reminders, called hourly by Vercel Cron (vercel.json) → { considered, sent, failed, skipped, batches } */
export const GET = jsonHandler(async (request) => {
  const secret = cronSecret();
  if (!secret) return jsonError(503, "CRON_SECRET is not set: no reminders are sent.");
  if (!hasCronSecret(request.headers.get("authorization"), secret)) return jsonError(401, "Unauthorized.");
  return Response.json(await sendDueReminders());
});
