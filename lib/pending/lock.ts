import "client-only";

// The lock under which what a visitor kept is applied (components/site/apply-pending.ts),
// shared by every tab of this browser, and taken by a page that sends one of the
// kept items itself (the challenge page's claim), so the two never send it both.
const LOCK_NAME = "lexi:pending-apply";

/** Runs `task` holding the lock (Web Locks where the browser has them; otherwise at once). */
export async function withPendingLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request(LOCK_NAME, task);
  return task();
}
