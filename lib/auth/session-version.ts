import "server-only";
import { userStore } from "@/lib/users/user-store";

// A session lives while the session version in its cookie equals the user's
// stored one (lib/auth/session-token.ts). Every read of the stored version
// goes through currentSessionVersion(), and every change that ends sessions
// (a password change or reset, an e-mail change, deleting the account)
// through endSessionsAfter(): the two places a per-user cache of versions
// (issue 16) fills and clears.

/** The user's stored session version; null when the user no longer exists. */
export function currentSessionVersion(userId: string): Promise<number | null> {
  return userStore().getSessionVersion(userId);
}

/**
 * Runs `change`, which ends `userId`'s sessions (it increments their session
 * version or removes the user), and returns what it returns. Nothing is
 * cached yet; a cache of versions clears the user's entry here.
 */
export async function endSessionsAfter<T>(_userId: string, change: () => Promise<T>): Promise<T> {
  return change();
}
