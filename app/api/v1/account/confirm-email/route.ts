import { ACCOUNT_PATH } from "@/lib/account/messages";
import { confirmEmailChange } from "@/lib/account/profile";
import { rateLimit } from "@/lib/http/auth-responses";
import { renewSessionCookie } from "@/lib/auth/session-cookie";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/route";

/**
 * GET /api/v1/account/confirm-email?user=…&email=…&token=…: the link sent to
 * a new address. Moves the account there (once; the link expires) and lands
 * on the account page, whose `email` parameter says how it went: changed,
 * invalid (used, expired or garbled) or in-use (taken meanwhile). A browser
 * signed in as that user gets its session renewed with the new address, so
 * the header's stored address (synced from the session) follows.
 */
async function confirmEmail(request: Request) {
  const limited = await rateLimit(request, "email-change-link", { perClient: AUTH_RATE_LIMITS.verifyLinkPerClient });
  if (limited) return limited;

  const params = new URL(request.url).searchParams;
  const [userId = "", email = "", token = ""] = ["user", "email", "token"].map((name) => params.get(name) ?? "");
  const result = userId && email && token ? await confirmEmailChange({ userId, email, token }) : { outcome: "invalid" as const };
  const { outcome } = result;

  const target = new URL(ACCOUNT_PATH, env().APP_URL);
  target.searchParams.set("email", outcome);
  const response = new Response(null, { status: 303, headers: { location: target.toString() } });
  if (result.outcome === "changed") await renewSessionCookie(request, response.headers, { email: result.user.email }, userId);
  return response;
}

export const GET = apiRoute({ user: "none" }, ({ request }) => confirmEmail(request));
