import { registerAccount } from "@/lib/auth/accounts";
import { internalError, jsonError, parseBody, rateLimit } from "@/lib/auth/http";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { EmailInUseError } from "@/lib/users/user-store";
import { registerSchema } from "@/lib/validations/auth";
import { jsonHandler } from "@/lib/http/json";

/**
 * POST /api/v1/auth/register: { username, email, password, confirmPassword } →
 * 201 { message, email, mailSent }. The account exists either way; when the
 * verification e-mail could not be sent, mailSent is false and the message says
 * so (the form then offers to send it again).
 */
export const POST = jsonHandler("POST /api/v1/auth/register", async (request) => {
  const body = await parseBody(request, registerSchema);
  if ("response" in body) return body.response;

  const limited = await rateLimit(request, "register", { perClient: AUTH_RATE_LIMITS.registerPerClient });
  if (limited) return limited;

  try {
    const { user, mailSent } = await registerAccount(body.data);
    const message = mailSent ? AUTH_MESSAGES.checkEmail : AUTH_MESSAGES.verificationMailFailed;
    return Response.json({ message, email: user.email, mailSent }, { status: 201 });
  } catch (error) {
    if (error instanceof EmailInUseError) return jsonError(409, error.message);
    return internalError("register", error);
  }
});
