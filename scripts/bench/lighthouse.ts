// The bench's Lighthouse audits (./lighthouse-audits.ts), run in a process of
// their own: Lighthouse's modules are some 175 MB of heap, which the process
// that times the API calls would otherwise hold, and mark on every full
// collection, through every later section (its pauses are in the time of
// every call it has in flight).
import { fork } from "node:child_process";
import type { LighthouseSummary, Spread } from "./lighthouse-stats";

/** Runs per page: enough for a median that one slow run cannot move, and for an intermittent shift to show. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export type LighthousePage = { url: string; headers?: Record<string, string> };

export type LighthouseResult = { pages: (LighthousePage & { summary: LighthouseSummary })[]; benchmarkIndex: Spread };

/** Each page audited `runs` times (./lighthouse-audits.ts), in a child process. */
export function runLighthouse(pages: readonly LighthousePage[], runs = LIGHTHOUSE_RUNS): Promise<LighthouseResult> {
  const child = fork(new URL("./lighthouse-audits.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let result: LighthouseResult | undefined;
    child.once("message", (message) => {
      result = message as LighthouseResult;
    });
    child.once("error", reject);
    child.once("exit", (code) => (result ? resolve(result) : reject(new Error(`the Lighthouse audits exited (${code}) with no figures`))));
    child.send({ pages, runs });
  });
}
