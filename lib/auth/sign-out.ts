import "server-only";
import type { JWT } from "next-auth/jwt";
import { userStore } from "@/lib/users/user-store";
import { endSessionsAfter } from "./session-version";

/**
 * Ends the session a signed-out cookie carries, for every copy of it: its id
 * is revoked until the cookie would expire (next-auth's signOut event; the
 * cookie itself is cleared by next-auth). A cookie without a readable session
 * has nothing to end.
 */
export async function revokeSignedOutSession(token: JWT | null | undefined): Promise<void> {
  const userId = token?.sub;
  const sessionId = token?.sid;
  const expiresAt = token?.exp;
  if (!userId || typeof sessionId !== "string" || typeof expiresAt !== "number") return;
  await endSessionsAfter(userId, () => userStore().revokeSession(userId, sessionId, new Date(expiresAt * 1000)));
}

/** "Log out of all devices": every session of the user ends, this browser's included. @throws UserNotFoundError */
export async function signOutEverywhere(userId: string): Promise<void> {
  await endSessionsAfter(userId, () => userStore().endAllSessions(userId));
}
