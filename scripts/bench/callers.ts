// The bench's timed calls as the main thread makes them: each is sent to the
// callers' thread (./callers-thread.ts, which says why) and its figures come
// back. Same names and signatures as the functions they stand for.
import { Worker } from "node:worker_threads";
import type { CallerReply, CallerRequest, TimedCalls } from "./callers-thread";
import { gcLogFile } from "./servers";

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
const pending = new Map<number, Pending>();
let nextId = 0;
let thread: Worker | undefined;

/** Where the callers' thread logs its collections, when the bench logs them (BENCH_GC_LOG). */
const callersGcLog = process.env.BENCH_GC_LOG ? gcLogFile("callers") : null;

function callersThread(): Worker {
  if (thread) return thread;
  // tsx loads the thread's TypeScript, however the bench itself was started (as the Lighthouse child is: ./lighthouse.ts).
  const started = new Worker(new URL("./callers-thread.ts", import.meta.url), { execArgv: ["--import", "tsx"], workerData: { gcLogFile: callersGcLog } });
  started.on("message", (reply: CallerReply) => {
    const call = pending.get(reply.id)!;
    pending.delete(reply.id);
    if ("error" in reply) call.reject(new Error(`On the callers' thread: ${reply.error}`));
    else call.resolve(reply.result);
    // Idle, it keeps the bench running no longer than its own work does.
    if (pending.size === 0) started.unref();
  });
  started.on("error", (error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    thread = undefined;
  });
  thread = started;
  return started;
}

function onCallersThread<K extends keyof TimedCalls>(name: K): TimedCalls[K] {
  return ((...args: unknown[]) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const worker = callersThread();
      worker.ref();
      worker.postMessage({ id, name, args } satisfies CallerRequest);
    })) as TimedCalls[K];
}

/** Ends the callers' thread (its GC log written); the next call starts another. */
export async function closeCallers(): Promise<void> {
  if (!thread) return;
  const ending = thread;
  thread = undefined;
  const exited = new Promise((resolve) => ending.once("exit", resolve));
  ending.postMessage("close" satisfies CallerRequest);
  await exited;
}

export const load = onCallersThread("load");
export const loadWithCpu = onCallersThread("loadWithCpu");
export const loadCalls = onCallersThread("loadCalls");
export const firstPracticeCall = onCallersThread("firstPracticeCall");
export const measurePractice = onCallersThread("measurePractice");
export const measureDatabaseFloor = onCallersThread("measureDatabaseFloor");
export const measureFloorSequence = onCallersThread("measureFloorSequence");
export const measurePlacement = onCallersThread("measurePlacement");
export const measureKnownPairs = onCallersThread("measureKnownPairs");
export const measureChallengePlay = onCallersThread("measureChallengePlay");
export const measureLeaderboard = onCallersThread("measureLeaderboard");
