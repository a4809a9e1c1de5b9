// Preloaded into the servers the bench starts when BENCH_GC_LOG names a folder
// (scripts/bench/servers.ts): each garbage collection becomes a line of
// BENCH_GC_LOG_FILE, `<start, ms since the epoch> <kind> <pause ms>`, and a full
// collection adds ` <live heap MB>` after it. Plain JavaScript, so Node loads it
// before any TypeScript loader; scripts/bench/gc-figures.ts reads the lines.
import { appendFileSync } from "node:fs";
import { PerformanceObserver, constants, performance } from "node:perf_hooks";
import v8 from "node:v8";

const file = process.env.BENCH_GC_LOG_FILE;
if (file) {
  const kinds = new Map([
    [constants.NODE_PERFORMANCE_GC_MAJOR, "major"],
    [constants.NODE_PERFORMANCE_GC_MINOR, "minor"],
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL, "incremental"],
    [constants.NODE_PERFORMANCE_GC_WEAKCB, "weak"],
  ]);
  let lines = [];
  const flush = () => {
    if (lines.length === 0) return;
    appendFileSync(file, `${lines.join("\n")}\n`);
    lines = [];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds.get(entry.detail?.kind) ?? "other";
      const live = kind === "major" ? ` ${Math.round(v8.getHeapStatistics().used_heap_size / 1048576)}` : "";
      lines.push(`${(performance.timeOrigin + entry.startTime).toFixed(1)} ${kind} ${entry.duration.toFixed(2)}${live}`);
    }
  }).observe({ entryTypes: ["gc"] });
  // Written once a second, not per collection: the file's writes stay off the calls being measured.
  setInterval(flush, 1000).unref();
  process.on("exit", flush);
}
