import { exchangeResetCode } from "@/lib/auth/accounts";
import { jsonError } from "@/lib/http/json";
import { internalError, rateLimit } from "@/lib/http/auth-responses";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS, RESET_CODE_ATTEMPTS } from "@/lib/auth/rate-limits";
import { normalizeEmail } from "@/lib/users/email";
import { resetCodeSchema } from "@/lib/auth/schema";
import { apiRoute } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/client-ip";

/**
 * POST /api/v1/auth/reset-code: { email, code } → { token } for the
 * new-password form. A code works once; a client's fifth wrong code burns the
 * account's codes for that client (400 saying to ask for a new one; other
 * clients' codes keep working), and an account gets at most
 * RESET_CODE_ATTEMPTS tries an hour (429 with Retry-After) whatever the number
 * of new codes, so guessing one of a million codes is hopeless.
 */
export const POST = apiRoute({ user: "none", body: resetCodeSchema }, async ({ request, data }) => {
  const email = normalizeEmail(data.email);

  const limited = await rateLimit(request, "reset-code", {
    perClient: AUTH_RATE_LIMITS.resetPerClient,
    perAccount: { email, budget: RESET_CODE_ATTEMPTS },
  });
  if (limited) return limited;

  try {
    const result = await exchangeResetCode({ email, code: data.code, client: clientIp(request.headers) });
    if ("token" in result) return Response.json({ token: result.token });
    return jsonError(400, result.refused === "burnt" ? AUTH_MESSAGES.resetCodeBurnt : AUTH_MESSAGES.resetCodeInvalid);
  } catch (error) {
    return internalError("reset code", error);
  }
});
