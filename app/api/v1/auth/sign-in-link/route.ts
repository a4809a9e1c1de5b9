import { rememberLoginClient } from "@/lib/auth/login-budgets";
import { redeemSignInLink } from "@/lib/auth/login-link";
import { rateLimit } from "@/lib/http/auth-responses";
import { AUTH_RATE_LIMITS } from "@/lib/auth/rate-limits";
import { LOGIN_PATH, RETURN_PATH_COOKIE, SIGN_IN_LINK_PARAM, safeReturnPath } from "@/lib/auth/routes";
import { startSessionCookie } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/route";
import { clientIp } from "@/lib/rate-limit/client-ip";

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.split("=");
    if (key?.trim() === name) return decodeURIComponent(rest.join("=").trim());
  }
  return undefined;
}

/**
 * GET /api/v1/auth/sign-in-link?email=…&token=…: the link in the sign-in
 * e-mail (lib/auth/login-link.ts). A live link signs this browser in (the
 * session cookie a login sets) and lands on the remembered return path or /;
 * this client is remembered as the account's, as after a password login. A
 * used, expired or unknown link lands on /login with a message.
 */
async function signInWithLink(request: Request) {
  const limited = await rateLimit(request, "sign-in-link", { perClient: AUTH_RATE_LIMITS.loginLinkUsePerClient });
  if (limited) return limited;

  const params = new URL(request.url).searchParams;
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const user = email && token ? await redeemSignInLink({ email, token }) : null;

  if (!user) {
    const target = new URL(LOGIN_PATH, env().APP_URL);
    target.searchParams.set(SIGN_IN_LINK_PARAM, "invalid");
    if (email) target.searchParams.set("email", email);
    return Response.redirect(target, 303);
  }

  await rememberLoginClient(user.email, clientIp(request.headers));
  const target = new URL(safeReturnPath(cookieValue(request, RETURN_PATH_COOKIE)) ?? "/", env().APP_URL);
  const headers = new Headers({ location: target.toString(), "cache-control": "no-store" });
  await startSessionCookie(request, headers, user);
  // Used once: the learner is where they wanted to be.
  headers.append("set-cookie", `${RETURN_PATH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return new Response(null, { status: 303, headers });
}

export const GET = apiRoute({ user: "none" }, ({ request }) => signInWithLink(request));
