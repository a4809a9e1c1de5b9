import { fieldError } from "@/lib/account/http";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { renameUser } from "@/lib/account/profile";
import { renewSessionCookie } from "@/lib/auth/session-cookie";
import { apiRoute } from "@/lib/http/route";
import { UserNotFoundError } from "@/lib/users/errors";
import { nameBodySchema } from "@/lib/account/schema";

/** POST /api/v1/account/name { name } → { message, name }: the display name, also in 'Register User Data'; this browser's session carries it from now on. */
export const POST = apiRoute({ body: nameBodySchema }, async ({ userId, data, request }) => {
  try {
    const user = await renameUser(userId, data.name);
    const response = Response.json({ message: ACCOUNT_MESSAGES.nameSaved, name: user.name });
    await renewSessionCookie(request, response.headers, { name: user.name });
    return response;
  } catch (error) {
    if (error instanceof UserNotFoundError) return fieldError("userId", "Please log in first.");
    throw error;
  }
});
