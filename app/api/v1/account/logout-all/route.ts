import { userGone } from "@/lib/account/http";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { signOutEverywhere } from "@/lib/auth/sign-out";
import { apiRoute } from "@/lib/http/route";
import { removeAllPushSubscriptions } from "@/lib/reminders/push-subscriptions";
import { UserNotFoundError } from "@/lib/users/errors";
import { logoutAllBodySchema } from "@/lib/account/schema";

/**
 * POST /api/v1/account/logout-all {} → { message }: "Log out of all devices".
 * Every session of the learner ends, this browser's too (its cookie is
 * cleared); a stolen or forgotten cookie anywhere stops working. No browser
 * keeps getting their push reminders (a device left signed in somewhere
 * would otherwise go on showing what is due).
 */
export const POST = apiRoute({ body: logoutAllBodySchema }, async ({ userId, request }) => {
  try {
    await signOutEverywhere(userId);
    await removeAllPushSubscriptions(userId);
  } catch (error) {
    if (error instanceof UserNotFoundError) return userGone();
    throw error;
  }
  const response = Response.json({ message: ACCOUNT_MESSAGES.loggedOutEverywhere });
  clearSessionCookies(request, response.headers);
  return response;
});
