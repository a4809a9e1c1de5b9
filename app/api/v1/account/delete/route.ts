import { deleteAccount } from "@/lib/account/delete-account";
import { fieldError, limitPasswordChecks, userGone, wrongPassword } from "@/lib/account/http";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { apiRoute } from "@/lib/http/route";
import { deleteBodySchema } from "@/lib/account/schema";

/**
 * POST /api/v1/account/delete { password, email } → { message }: deletes the
 * account and everything of the learner's (lib/account/delete-account.ts),
 * ends every session and clears this browser's cookie. The password and the
 * address typed out confirm it.
 */
export const POST = apiRoute({ body: deleteBodySchema }, async ({ userId, data, request }) => {
  const limited = await limitPasswordChecks(userId);
  if (limited) return limited;

  const result = await deleteAccount(userId, data);
  if (result === null) return userGone();
  if (result === "wrong") return wrongPassword();
  if (result === "email-mismatch") return fieldError("email", ACCOUNT_MESSAGES.deleteEmailMismatch);
  const response = Response.json({ message: ACCOUNT_MESSAGES.accountDeleted });
  clearSessionCookies(request, response.headers);
  return response;
});
