import { limitPasswordChecks, userGone, wrongPassword } from "@/lib/account/http";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { changePassword } from "@/lib/account/profile";
import { renewSessionCookie } from "@/lib/auth/session-cookie";
import { apiRoute } from "@/lib/http/route";
import { passwordBodySchema } from "@/lib/account/schema";

/**
 * POST /api/v1/account/password { currentPassword, password, confirmPassword }
 * → { message }. The new password must be Strong; every other session ends,
 * and this browser gets a renewed cookie, so it stays logged in.
 */
export const POST = apiRoute({ body: passwordBodySchema }, async ({ userId, data, request }) => {
  const limited = await limitPasswordChecks(userId);
  if (limited) return limited;

  const result = await changePassword(userId, data.currentPassword, data.password);
  if (result === null) return userGone();
  if (result === "wrong") return wrongPassword("currentPassword");
  const response = Response.json({ message: ACCOUNT_MESSAGES.passwordChanged });
  await renewSessionCookie(request, response.headers, { sv: result.sessionVersion });
  return response;
});
