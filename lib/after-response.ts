import "server-only";
import { after } from "next/server";

const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the response has been sent (Next's after(): on Vercel the
 * function stays alive for it): upkeep the answer does not depend on, which
 * one caller should not wait for on behalf of all (the rate limits' prune).
 * Failures are logged, never thrown.
 * Outside a Next request (tests, scripts) after() throws; then the task starts
 * at once and settleBackgroundTasks() waits for it.
 */
export function runAfterResponse(label: string, task: () => Promise<void>): void {
  const run = () => task().catch((error: unknown) => console.error(`${label} failed`, error));
  try {
    after(run);
    return;
  } catch {
    // Not inside a request scope.
  }
  const promise = run().finally(() => pending.delete(promise));
  pending.add(promise);
}

/** Waits for the tasks runAfterResponse() started outside a request scope (tests). */
export async function settleBackgroundTasks(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
