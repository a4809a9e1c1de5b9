import { requestPasswordReset } from "@/lib/auth/accounts";
import { jsonError } from "@/lib/http/json";
import { rateLimit } from "@/lib/http/auth-responses";
import { MailSendError } from "@/lib/mail/send-mail";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { normalizeEmail } from "@/lib/users/email";
import { emailOnlySchema } from "@/lib/auth/schema";
import { apiRoute } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/client-ip";

/**
 * POST /api/v1/auth/forgot-password: { email }. The answer is the same whether
 * or not the address has an account: 200 when the e-mail (a link and a 6-digit
 * code) was sent or there is no account, 503 when mail cannot be sent now
 * (lib/auth/accounts.ts, requestPasswordReset).
 */
export const POST = apiRoute({ user: "none", body: emailOnlySchema }, async ({ request, data }) => {
  const email = normalizeEmail(data.email);

  const limited = await rateLimit(request, "reset-mail", {
    perClient: AUTH_RATE_LIMITS.mailPerClient,
    perAccount: { email, budget: AUTH_RATE_LIMITS.mailPerAccount },
  });
  if (limited) return limited;

  try {
    await requestPasswordReset(email, clientIp(request.headers));
  } catch (error) {
    // Logged with its message id where it failed (lib/mail/send-mail.ts).
    if (error instanceof MailSendError) return jsonError(503, AUTH_MESSAGES.mailSendFailed);
    throw error;
  }
  return Response.json({ message: AUTH_MESSAGES.resetLinkSent });
});
