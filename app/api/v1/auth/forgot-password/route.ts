import { requestPasswordReset } from "@/lib/auth/accounts";
import { parseBody, rateLimit } from "@/lib/auth/http";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { normalizeEmail } from "@/lib/users/email";
import { emailOnlySchema } from "@/lib/validations/auth";
import { jsonHandler } from "@/lib/http/json";

/**
 * POST /api/v1/auth/forgot-password: { email }. The answer, and its timing,
 * are the same whether or not the address has an account: the e-mail (a link
 * and a 6-digit code) is prepared and sent after the response.
 */
export const POST = jsonHandler("POST /api/v1/auth/forgot-password", async (request) => {
  const body = await parseBody(request, emailOnlySchema);
  if ("response" in body) return body.response;
  const email = normalizeEmail(body.data.email);

  const limited = await rateLimit(request, "reset-mail", {
    perClient: AUTH_RATE_LIMITS.mailPerClient,
    perAccount: { email, budget: AUTH_RATE_LIMITS.mailPerAccount },
  });
  if (limited) return limited;

  requestPasswordReset(email);
  return Response.json({ message: AUTH_MESSAGES.resetLinkSent });
});
