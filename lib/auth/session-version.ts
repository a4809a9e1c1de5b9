import "server-only";
import { userStore, type SessionState } from "@/lib/users/user-store";

// A session lives while the session version in its cookie equals the user's
// stored one and its id is not among the user's revoked sessions
// (lib/auth/session-token.ts). Every read of the stored state goes through
// currentSessionState(), and every change that ends sessions (a password
// change or reset, signing out, "Log out of all devices", deleting the
// account) through endSessionsAfter().
//
// Reading the state is a query on every signed-in API call, so a read is
// trusted for SESSION_VERSION_TTL_MS in this process. A change made here
// clears the user's entry, so this process refuses the ended sessions at
// once; another instance of the app cannot be told, and accepts them for at
// most SESSION_VERSION_TTL_MS more (docs/security.md).

/** How long a version read from the store is trusted without reading it again. */
export const SESSION_VERSION_TTL_MS = 5_000;
/** Entries are per user; past this many the oldest go first. */
const MAX_ENTRIES = 10_000;

type Entry = { state: SessionState | null; readAt: number };
type Remembered = {
  entries: Map<string, Entry>;
  // Bumped by every change that ends sessions: a read that was under way
  // while one happened may have seen the old version, so it is not kept.
  changes: number;
};
// On globalThis, one per process: Next loads this module once per route
// bundle, so a copy of its own would let a page keep a version that the
// password-change route handler had just cleared in its copy.
const globalForVersions = globalThis as unknown as { lexiSessionVersions?: Remembered };
const remembered = (globalForVersions.lexiSessionVersions ??= { entries: new Map(), changes: 0 });

/**
 * The user's stored session state (null when the user no longer exists), at
 * most SESSION_VERSION_TTL_MS old. `presented` is the version a session
 * cookie carries: versions only go up, so one above the remembered version
 * means that a change was made elsewhere (another instance renewed this
 * learner's own cookie after a password change), and the store is read again
 * rather than refusing the newer session.
 */
export async function currentSessionState(userId: string, presented?: number): Promise<SessionState | null> {
  // Monotonic, so a wall-clock step cannot stretch an entry's life.
  const now = performance.now();
  const known = remembered.entries.get(userId);
  const outdated = known?.state != null && presented !== undefined && presented > known.state.version;
  if (known && !outdated && now - known.readAt < SESSION_VERSION_TTL_MS) return known.state;
  remembered.entries.delete(userId);

  const changesBefore = remembered.changes;
  const state = await userStore().getSessionState(userId);
  if (remembered.changes === changesBefore) {
    // A Map keeps insertion order: the first key is the oldest entry.
    if (remembered.entries.size >= MAX_ENTRIES) remembered.entries.delete(remembered.entries.keys().next().value!);
    // Its age counts from before the read, so the bound holds however long the read took.
    remembered.entries.set(userId, { state, readAt: now });
  }
  return state;
}

/**
 * Runs `change`, which ends some or all of `userId`'s sessions (it revokes
 * one, increments their session version or removes the user), and returns
 * what it returns. The user's
 * remembered version is dropped before and after, so this process refuses
 * the ended sessions from the moment the change is written.
 */
export async function endSessionsAfter<T>(userId: string, change: () => Promise<T>): Promise<T> {
  forget(userId);
  try {
    return await change();
  } finally {
    forget(userId);
  }
}

function forget(userId: string): void {
  remembered.changes += 1;
  remembered.entries.delete(userId);
}
