import "server-only";
import { consumeRateLimit, forgetRateLimit } from "./rate-limit";

// "One at a time" across app instances, for work too heavy to run twice at
// once for one learner (the optimizer's fit, an import). A lease is a
// rate-limit counter with a budget of one: taken by the atomic upsert,
// deleted when the work ends. Its window is its longest life, so work that
// dies with its instance frees it by itself; pick one longer than the work
// can run.

export type Leased<T> = { ran: true; value: T } | { ran: false };

/** Runs `work` holding the lease `key`; `{ ran: false }` without running it while another holder has it. */
export async function withLease<T>(key: string, seconds: number, work: () => Promise<T>): Promise<Leased<T>> {
  const lease = await consumeRateLimit({ key, limit: 1, windowSeconds: seconds });
  if (!lease.allowed) return { ran: false };
  try {
    return { ran: true, value: await work() };
  } finally {
    await forgetRateLimit(key);
  }
}
