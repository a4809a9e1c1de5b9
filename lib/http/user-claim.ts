import "server-only";
import { NOT_SIGNED_IN, jsonError } from "@/lib/http/json";
import { getSessionUser } from "@/lib/auth/session";

// The session side of apiRoute (lib/http/route.ts): who is asking, and
// whether the id the request claims is theirs.

/** The id of the request's signed-in user (a valid session cookie), or null. */
export async function sessionUserId(request: Request): Promise<string | null> {
  const user = await getSessionUser(request);
  return user?.id ? user.id : null;
}

export { NOT_SIGNED_IN };
const NOT_YOUR_ACCOUNT = "userId does not match the signed-in user.";

/**
 * The session user, checked against the id the request claims (`userId` or
 * `authUserId`, kept for the original client; null when it claims none).
 * - signed in, claim absent or equal: the user's id;
 * - signed in, another id claimed: 403;
 * - signed out: 401 if an id is claimed (acting as a user needs that user's
 *   session), else null (anonymous use; apiRoute has answered 401 already
 *   where a session is required).
 */
export function checkClaim(sessionId: string | null, claimedId: string | null): { userId: string | null } | { response: Response } {
  if (sessionId === null) return claimedId === null ? { userId: null } : { response: jsonError(401, NOT_SIGNED_IN) };
  if (claimedId !== null && claimedId !== sessionId) return { response: jsonError(403, NOT_YOUR_ACCOUNT) };
  return { userId: sessionId };
}
