import "server-only";
import { getSessionUser } from "@/lib/auth/session";

// The one place the marks and words API learns who is signed in. Everything
// else in lib/marks and the /api/v1 word and mark handlers goes through here.

/** The id of the request's signed-in user (a valid session cookie), or null. */
export async function sessionUserId(request: Request): Promise<string | null> {
  const user = await getSessionUser(request);
  return user?.id ? user.id : null;
}
