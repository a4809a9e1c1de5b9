import { registerAccount } from "@/lib/auth/accounts";
import { internalError, rateLimit } from "@/lib/http/auth-responses";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { registerBodySchema } from "@/lib/account/schema";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/auth/register: { username, email, password, confirmPassword } →
 * 201 { message, email, mailSent }, for a new address and for one that already
 * has an account alike (that owner is e-mailed instead). The account exists either way; when the
 * verification e-mail could not be sent, mailSent is false and the message says
 * so (the form then offers to send it again).
 */
export const POST = apiRoute({ user: "none", body: registerBodySchema }, async ({ request, data }) => {
  const limited = await rateLimit(request, "register", { perClient: AUTH_RATE_LIMITS.registerPerClient });
  if (limited) return limited;

  try {
    const { email, mailSent } = await registerAccount(data);
    const message = mailSent ? AUTH_MESSAGES.checkEmail : AUTH_MESSAGES.verificationMailFailed;
    return Response.json({ message, email, mailSent }, { status: 201 });
  } catch (error) {
    return internalError("register", error);
  }
});
