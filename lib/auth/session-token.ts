import "server-only";
import type { User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { currentSessionVersion } from "./session-version";

/**
 * auth.ts's jwt callback. At login it records the user's session version in
 * the token; on every later read it compares that with the stored version and
 * rejects the token (null: next-auth clears the cookie) when they differ, so
 * a password change ends every session issued before it, or when the user no
 * longer exists.
 */
export async function checkSessionToken({ token, user }: { token: JWT; user?: User | undefined }): Promise<JWT | null> {
  if (user?.id) {
    return { ...token, sub: user.id, sv: user.sessionVersion ?? 0 };
  }
  if (!token.sub || typeof token.sv !== "number") return null;
  const current = await currentSessionVersion(token.sub, token.sv);
  return current === token.sv ? token : null;
}
