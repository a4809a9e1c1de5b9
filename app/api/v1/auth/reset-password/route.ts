import { resetPassword } from "@/lib/auth/accounts";
import { jsonError } from "@/lib/http/json";
import { internalError, rateLimit } from "@/lib/http/auth-responses";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/auth/reset-password: { email, token, password, confirmPassword }.
 * The token comes from the e-mailed link or from a code exchanged at
 * /api/v1/auth/reset-code. Only a Strong password is accepted. A reset ends
 * every session of the user.
 */
export const POST = apiRoute({ user: "none", body: resetPasswordSchema }, async ({ request, data }) => {
  const limited = await rateLimit(request, "reset-password", { perClient: AUTH_RATE_LIMITS.resetPerClient });
  if (limited) return limited;

  try {
    const done = await resetPassword(data);
    return done ? Response.json({ message: AUTH_MESSAGES.resetDone }) : jsonError(400, AUTH_MESSAGES.resetLinkInvalid);
  } catch (error) {
    return internalError("reset password", error);
  }
});
