// The printed summary of a load run: requests, failures, latency and the mix;
// what the reviewers did.
import type { ReviewingUser } from "./reviewing-user";
import type { CallRecord } from "./simulated-user";

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Prints one line of figures and the mix; returns the failed calls (no answer or ≥ 400, not abandoned on purpose). */
export function summarise(label: string, calls: CallRecord[], seconds: number): CallRecord[] {
  const ms = calls.map((call) => call.ms).sort((a, b) => a - b);
  const failed = calls.filter((call) => !call.abandoned && (call.status === 0 || call.status >= 400));
  console.log(
    `${label}: ${calls.length} requests in ${seconds.toFixed(1)} s (${(calls.length / seconds).toFixed(0)} req/s), ` +
      `${failed.length} failed; latency p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(ms, 99).toFixed(1)} ms, max ${percentile(ms, 100).toFixed(0)} ms`,
  );
  const byCall = new Map<string, number>();
  for (const call of calls) {
    const name = call.abandoned ? `${call.call} (abandoned)` : call.call;
    byCall.set(name, (byCall.get(name) ?? 0) + 1);
  }
  console.log(`  mix: ${[...byCall].map(([name, n]) => `${name} ${n}`).join(", ")}`);
  return failed;
}

export function reviewSummary(label: string, users: ReviewingUser[]): void {
  const total = (key: keyof ReviewingUser["tally"]) => users.reduce((sum, user) => sum + user.tally[key], 0);
  const acknowledged = users.reduce((sum, user) => sum + user.expected.acknowledged.size, 0);
  const undone = users.reduce((sum, user) => sum + [...user.expected.acknowledged.values()].filter((grade) => grade.undone).length, 0);
  const uncertain = users.reduce((sum, user) => sum + user.expected.uncertainGrades.size + user.expected.uncertainUndos.size, 0);
  console.log(
    `${label}: ${users.length} reviewers graded ${total("grades")} times (${acknowledged} acknowledged, ${undone} of them undone, ${uncertain} uncertain); ` +
      `lost answers: ${total("duplicatesAtOnce")} sent twice at once, ${total("abandonedThenResent")} abandoned and sent again, ${total("deliveredTwice")} delivered twice; ` +
      `${total("retriedAfterFailure")} retried after a failure; ${total("undos")} undos; ` +
      `${users.reduce((sum, user) => sum + user.stuckCalls, 0)} client calls never settled and were given up`,
  );
}
