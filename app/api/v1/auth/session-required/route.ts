import { NextResponse } from "next/server";
import { RETURN_PATH_COOKIE, RETURN_PATH_MAX_AGE_SECONDS, loginUrlFor, safeReturnPath } from "@/lib/auth/routes";
import { getSessionUser, isSecureRequest } from "@/lib/auth/session";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/route";

/**
 * GET /api/v1/auth/session-required?callbackUrl=/mynotes: where a protected
 * page (requirePageUser) sends a request without a valid session. If the
 * session is in fact valid, straight back; otherwise the session cookie is
 * cleared (it may be one a password change has ended, which middleware cannot
 * tell) and the browser goes to the login page, which returns to callbackUrl.
 */
async function sessionRequired(request: Request) {
  const returnPath = safeReturnPath(new URL(request.url).searchParams.get("callbackUrl"));
  const base = env().APP_URL;

  if (await getSessionUser(request)) return NextResponse.redirect(new URL(returnPath ?? "/", base), 303);

  const response = NextResponse.redirect(new URL(loginUrlFor(returnPath), base), 303);
  const secure = isSecureRequest(request);
  if (returnPath) {
    response.cookies.set(RETURN_PATH_COOKIE, returnPath, { path: "/", maxAge: RETURN_PATH_MAX_AGE_SECONDS, sameSite: "lax", secure });
  }
  // After cookies.set(), which rewrites the Set-Cookie headers from its own list.
  clearSessionCookies(request, response.headers);
  return response;
}

export const GET = apiRoute({ user: "none" }, ({ request }) => sessionRequired(request));
