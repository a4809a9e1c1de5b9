import { limitPasswordChecks, userGone, wrongPassword } from "@/lib/account/http";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { changePassword } from "@/lib/account/profile";
import { renewSessionCookie } from "@/lib/auth/session-cookie";
import { jsonHandler } from "@/lib/http/json";
import { userBody } from "@/lib/http/user-request";
import { passwordBodySchema } from "@/lib/validations/account";

/**
 * POST /api/v1/account/password { currentPassword, password, confirmPassword }
 * → { message }. The new password must be Strong; every other session ends,
 * and this browser gets a renewed cookie, so it stays logged in.
 */
export const POST = jsonHandler("POST /api/v1/account/password", async (request) => {
  const input = await userBody(request, passwordBodySchema);
  if ("response" in input) return input.response;
  const limited = await limitPasswordChecks(input.userId);
  if (limited) return limited;

  const result = await changePassword(input.userId, input.data.currentPassword, input.data.password);
  if (result === null) return userGone();
  if (result === "wrong") return wrongPassword("currentPassword");
  const response = Response.json({ message: ACCOUNT_MESSAGES.passwordChanged });
  await renewSessionCookie(request, response.headers, { sv: result.sessionVersion });
  return response;
});
