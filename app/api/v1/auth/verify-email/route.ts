import { verifyEmailLink, type VerifyLinkResult } from "@/lib/auth/accounts";
import { rememberLoginClient } from "@/lib/auth/login-budgets";
import { rateLimit } from "@/lib/http/auth-responses";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { LOGIN_PATH } from "@/lib/auth/routes";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/route";
import { VERIFIED_LANDING_PATH } from "@/lib/placement/paths";
import { clientIp } from "@/lib/rate-limit/client-ip";

/** The login page's `verified` parameter for a link that did not verify (the page shows the message). */
const OUTCOME_PARAM: Record<Exclude<VerifyLinkResult, "verified">, string> = {
  "already-verified": "already",
  invalid: "invalid",
};

/**
 * GET /api/v1/auth/verify-email?email=…&token=…: the link in the verification
 * e-mail. The link that verifies the address (once, within the hour) also
 * signs this browser in, as the e-mailed sign-in link does, and lands on the
 * vocabulary test, the new learner's first step (its page goes on to review
 * when a result taken before sign-up is waiting). A used or expired link, or
 * one for an address verified since, lands on the login page with a message,
 * the address filled in and, when it failed, an offer to send a new one.
 */
async function verifyEmail(request: Request) {
  const limited = await rateLimit(request, "verify-link", { perClient: AUTH_RATE_LIMITS.verifyLinkPerClient });
  if (limited) return limited;

  const params = new URL(request.url).searchParams;
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const outcome = email && token ? await verifyEmailLink({ email, token }) : ({ result: "invalid" } as const);

  if (outcome.result === "verified") {
    const { user } = outcome;
    // This client is the account's, as after a password login (lib/auth/login-budgets.ts).
    await rememberLoginClient(user.email, clientIp(request.headers));
    const headers = new Headers({ location: new URL(VERIFIED_LANDING_PATH, env().APP_URL).toString(), "cache-control": "no-store" });
    await startSessionCookie(request, headers, user);
    return new Response(null, { status: 303, headers });
  }

  const target = new URL(LOGIN_PATH, env().APP_URL);
  target.searchParams.set("verified", OUTCOME_PARAM[outcome.result]);
  // The address, which came from the link itself, fills in the login form
  // (and lets the page offer a new link when this one failed).
  if (email) target.searchParams.set("email", email);
  return Response.redirect(target, 303);
}

export const GET = apiRoute({ user: "none" }, ({ request }) => verifyEmail(request));
