import { requestSignInLink } from "@/lib/auth/login-link";
import { jsonError } from "@/lib/http/json";
import { rateLimit } from "@/lib/http/auth-responses";
import { MailSendError } from "@/lib/mail/send-mail";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { normalizeEmail } from "@/lib/users/email";
import { emailOnlySchema } from "@/lib/auth/schema";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/auth/login-link: { email }. E-mails a single-use sign-in link
 * (lib/auth/login-link.ts). The answer is the same whether or not the address
 * has an account: 200 when the e-mail was sent or there is no account, 503
 * when mail cannot be sent now; 429 per client and per address, counted for
 * every address, so it says nothing about which have accounts.
 */
export const POST = apiRoute({ user: "none", body: emailOnlySchema }, async ({ request, data }) => {
  const email = normalizeEmail(data.email);

  const limited = await rateLimit(request, "login-link", {
    perClient: AUTH_RATE_LIMITS.loginLinkPerClient,
    perAccount: { email, budget: AUTH_RATE_LIMITS.loginLinkPerAccount },
  });
  if (limited) return limited;

  try {
    await requestSignInLink(email);
  } catch (error) {
    // Logged with its message id where it failed (lib/mail/send-mail.ts).
    if (error instanceof MailSendError) return jsonError(503, AUTH_MESSAGES.mailSendFailed);
    throw error;
  }
  return Response.json({ message: AUTH_MESSAGES.signInLinkSent });
});
