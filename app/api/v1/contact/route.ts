import { CONTACT_RATE_LIMIT, CONTACT_SUCCESS_MESSAGE, submitContactMessage } from "@/lib/contact/submit-contact-message";
import { readJsonBody } from "@/lib/http/read-json-body";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { contactSchema } from "@/lib/validations/contact";
import { jsonHandler } from "@/lib/http/json";

// Well above the largest valid message (5,554 characters, even \u-escaped).
const MAX_BODY_BYTES = 64 * 1024;

/** POST /api/v1/contact: public, so no session; JSON → zod → lib/contact → JSON. */
export const POST = jsonHandler("POST /api/v1/contact", async (request) => {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });

  const parsed = contactSchema.safeParse(body.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return Response.json({ error: "Invalid contact message.", issues }, { status: 400 });
  }

  // Counted after validation, so a typo does not use up the visitor's allowance.
  const rate = await consumeRateLimit({ key: `contact:${clientIp(request.headers)}`, ...CONTACT_RATE_LIMIT });
  if (!rate.allowed) {
    return Response.json({ error: "Too many messages. Please try again later." }, { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } });
  }

  await submitContactMessage(parsed.data);
  return Response.json({ message: CONTACT_SUCCESS_MESSAGE });
});
