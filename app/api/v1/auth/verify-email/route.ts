import { verifyEmailLink, type VerifyLinkResult } from "@/lib/auth/accounts";
import { rateLimit } from "@/lib/http/auth-responses";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { LOGIN_PATH } from "@/lib/auth/routes";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/route";

/** The login page's `verified` parameter for each outcome (the page shows the message). */
const OUTCOME_PARAM: Record<VerifyLinkResult, string> = {
  verified: "1",
  "already-verified": "already",
  invalid: "invalid",
};

/**
 * GET /api/v1/auth/verify-email?email=…&token=…: the link in the verification
 * e-mail. Verifies the address (the token works once and expires) and lands on
 * the login page with a confirmation and the address filled in; an expired or
 * used link lands there with a message and an offer to send a new one.
 */
async function verifyEmail(request: Request) {
  const limited = await rateLimit(request, "verify-link", { perClient: AUTH_RATE_LIMITS.verifyLinkPerClient });
  if (limited) return limited;

  const params = new URL(request.url).searchParams;
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const outcome = email && token ? await verifyEmailLink({ email, token }) : "invalid";

  const target = new URL(LOGIN_PATH, env().APP_URL);
  target.searchParams.set("verified", OUTCOME_PARAM[outcome]);
  // The address, which came from the link itself, fills in the login form
  // (and lets the page offer a new link when this one failed).
  if (email) target.searchParams.set("email", email);
  return Response.redirect(target, 303);
}

export const GET = apiRoute({ user: "none" }, ({ request }) => verifyEmail(request));
