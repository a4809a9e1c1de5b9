// The bench's timed calls, on a thread of their own (./callers.ts starts it and
// sends it the calls). A thread is a V8 isolate with its own heap: the bench's
// process holds Playwright, the report and the fixtures' data (some 70 MB), and
// each of its full collections stopped every call in flight for up to 60 ms,
// time the calls' figures then counted as the server's. This thread holds only
// the callers, so its collections are short and the main thread's no longer
// pause a timed call.
import { parentPort, workerData } from "node:worker_threads";
import { load, loadWithCpu } from "./api";
import { measureChallengePlay, measureLeaderboard } from "./challenges";
import { measureKnownPairs, measurePlacement } from "./level-learners";
import { firstPracticeCall, loadCalls, measureDatabaseFloor, measureFloorSequence, measurePractice } from "./practice";

export const TIMED_CALLS = {
  load,
  loadWithCpu,
  loadCalls,
  firstPracticeCall,
  measurePractice,
  measureDatabaseFloor,
  measureFloorSequence,
  measurePlacement,
  measureKnownPairs,
  measureChallengePlay,
  measureLeaderboard,
};
export type TimedCalls = typeof TIMED_CALLS;

/** What the main thread sends: a call to make, or "close" (end the thread, its GC log written). */
export type CallerRequest = { id: number; name: keyof TimedCalls; args: unknown[] } | "close";
export type CallerReply = { id: number; result: unknown } | { id: number; error: string };

const port = parentPort;
if (port) {
  const { gcLogFile } = workerData as { gcLogFile: string | null };
  if (gcLogFile) {
    // A thread's environment is its own copy: gc-log.mjs reads its file from it, as the servers' do.
    process.env.BENCH_GC_LOG_FILE = gcLogFile;
    await import("./gc-log.mjs");
  }
  port.on("message", (request: CallerRequest) => {
    if (request === "close") process.exit(0);
    const call = TIMED_CALLS[request.name] as (...args: unknown[]) => Promise<unknown>;
    call(...request.args).then(
      (result) => port.postMessage({ id: request.id, result } satisfies CallerReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies CallerReply),
    );
  });
}
