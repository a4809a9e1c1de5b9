import "server-only";
import { randomUUID } from "node:crypto";
import type { User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { currentSessionState } from "./session-version";

/**
 * auth.ts's jwt callback. At login it records the user's session version in
 * the token and gives the session an id of its own (`sid`); on every later
 * read it rejects the token (null: next-auth clears the cookie and renews
 * nothing) when the stored version differs (a password change, "Log out of
 * all devices"), when the session was signed out (its id is revoked), or when
 * the user no longer exists. A token without an id predates revocation and is
 * refused too: it could not be signed out.
 */
export async function checkSessionToken({ token, user }: { token: JWT; user?: User | undefined }): Promise<JWT | null> {
  if (user?.id) {
    return { ...token, sub: user.id, sv: user.sessionVersion ?? 0, sid: randomUUID() };
  }
  if (!token.sub || typeof token.sv !== "number" || typeof token.sid !== "string") return null;
  const current = await currentSessionState(token.sub, token.sv);
  return current !== null && current.version === token.sv && !current.revoked.has(token.sid) ? token : null;
}
