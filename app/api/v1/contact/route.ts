import { CONTACT_RATE_LIMIT, CONTACT_SUCCESS_MESSAGE, submitContactMessage } from "@/lib/contact/submit-contact-message";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { contactSchema } from "@/lib/contact/schema";
import { jsonError, zodIssues } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";

// Well above the largest valid message (5,554 characters, even \u-escaped).
const MAX_BODY_BYTES = 64 * 1024;

/** POST /api/v1/contact: public, so no session; JSON → zod → lib/contact → JSON. */
export const POST = apiRoute(
  {
    user: "none",
    body: contactSchema,
    maxBytes: MAX_BODY_BYTES,
    invalid: (error) => jsonError(400, "Invalid contact message.", { issues: zodIssues(error) }),
  },
  async ({ request, data }) => {
    // Counted after validation, so a typo does not use up the visitor's allowance.
    const rate = await consumeRateLimit({ key: `contact:${clientIp(request.headers)}`, ...CONTACT_RATE_LIMIT });
    if (!rate.allowed) {
      return Response.json(
        { error: "Too many messages. Please try again later." },
        { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } },
      );
    }

    await submitContactMessage(data);
    return Response.json({ message: CONTACT_SUCCESS_MESSAGE });
  },
);
