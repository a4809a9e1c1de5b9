import { fieldError, limitPasswordChecks, limitPerUser, userGone, wrongPassword } from "@/lib/account/http";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { requestEmailChange } from "@/lib/account/profile";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { MailSendError } from "@/lib/mail/send-mail";
import { normalizeEmail } from "@/lib/users/email";
import { emailBodySchema } from "@/lib/account/schema";

/**
 * POST /api/v1/account/email { email, password } → { message }: e-mails the
 * new address a link that moves the account there (app/api/v1/account/confirm-email).
 * 409 when the address has an account; 503 when the e-mail could not be sent.
 */
export const POST = apiRoute({ body: emailBodySchema }, async ({ userId, data }) => {
  const limited = (await limitPasswordChecks(userId)) ?? (await limitPerUser("email-change", userId, AUTH_RATE_LIMITS.emailChangePerUser));
  if (limited) return limited;

  try {
    const result = await requestEmailChange(userId, data.password, data.email);
    if (result === null) return userGone();
    if (result === "wrong") return wrongPassword();
    if (result === "current") return fieldError("email", ACCOUNT_MESSAGES.emailIsCurrent);
    if (result === "in-use") return jsonError(409, ACCOUNT_MESSAGES.emailInUse);
    return Response.json({ message: ACCOUNT_MESSAGES.emailLinkSent(normalizeEmail(data.email)) });
  } catch (error) {
    // Logged with its message id where it failed (lib/mail/send-mail.ts).
    if (error instanceof MailSendError) return jsonError(503, ACCOUNT_MESSAGES.mailSendFailed);
    throw error;
  }
});
