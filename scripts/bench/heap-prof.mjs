// Preloaded into the app's servers the bench starts when BENCH_HEAP_PROF names a
// folder (scripts/bench/servers.ts): V8's sampling heap profiler runs from start
// to exit, keeping the objects the collector has since freed, so the profile
// says what each function allocates (what keeps the collector busy under load),
// not only what is still alive; written to BENCH_HEAP_PROF_FILE, a
// .heapprofile that Chrome DevTools' Memory tab opens. Plain JavaScript, so Node
// loads it before any TypeScript loader.
import { writeFileSync } from "node:fs";
import inspector from "node:inspector";

/** Bytes between samples on average: fine enough for a call's few hundred KB, light enough to leave the figures near. */
const SAMPLING_INTERVAL = 64 * 1024;

const file = process.env.BENCH_HEAP_PROF_FILE;
if (file) {
  const session = new inspector.Session();
  session.connect();
  session.post("HeapProfiler.startSampling", {
    samplingInterval: SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  // A session in the process itself answers at once: the profile is written before the process ends.
  process.on("exit", () => {
    session.post("HeapProfiler.stopSampling", (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
