import { exchangeResetCode } from "@/lib/auth/accounts";
import { internalError, jsonError, parseBody, rateLimit } from "@/lib/auth/http";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS, RESET_CODE_ATTEMPTS } from "@/lib/auth/rate-limits";
import { normalizeEmail } from "@/lib/users/email";
import { resetCodeSchema } from "@/lib/validations/auth";
import { jsonHandler } from "@/lib/http/json";

/**
 * POST /api/v1/auth/reset-code: { email, code } → { token } for the
 * new-password form. A code works once; five attempts per account use up the
 * code's window (429 with Retry-After), so guessing one of a million codes is hopeless.
 */
export const POST = jsonHandler("POST /api/v1/auth/reset-code", async (request) => {
  const body = await parseBody(request, resetCodeSchema);
  if ("response" in body) return body.response;
  const email = normalizeEmail(body.data.email);

  const limited = await rateLimit(request, "reset-code", {
    perClient: AUTH_RATE_LIMITS.resetPerClient,
    perAccount: { email, budget: RESET_CODE_ATTEMPTS },
  });
  if (limited) return limited;

  try {
    const token = await exchangeResetCode({ email, code: body.data.code });
    return token ? Response.json({ token }) : jsonError(400, AUTH_MESSAGES.resetCodeInvalid);
  } catch (error) {
    return internalError("reset code", error);
  }
});
