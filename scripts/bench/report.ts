// The bench's table: one row per figure with its budget and PASS/FAIL,
// printed, and written into docs/performance.md between two markers (the
// rest of that file, the history of changes, is left as it is).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/child-process";
import type { LoadResult } from "./api";
import type { CallFigures } from "./practice";

export type Row = { area: string; figure: string; value: string; budget: string; pass: boolean | null };

/** An autocannon run's failures: errors and answers other than 2xx. */
export const loadFailures = (result: LoadResult): number => result.errors + result.non2xx;

const failures = (failed: number) => (failed ? `, ${failed} failed` : "");

/** An autocannon run's value: req/s, p50, p99, the server's CPU a call where measured, failures. */
export function loadValue(result: LoadResult & { cpuMsPerCall?: number }): string {
  const cpu = result.cpuMsPerCall === undefined ? "" : `; ${result.cpuMsPerCall.toFixed(2)} ms CPU`;
  return `${result.requestsPerSecond.toFixed(0)} req/s, ${result.p50Ms} ms, ${result.p99Ms} ms${cpu}${failures(loadFailures(result))}`;
}

/** A run of callers each waiting for its answer: calls, p50, p99, the server's CPU a call, failures. */
export function callersValue(figures: CallFigures): string {
  const failure = figures.failure === undefined ? "" : ` (the first: ${figures.failure})`;
  const runs = figures.runsP99Ms && figures.runsP99Ms.length > 1 ? ` (each run's: ${figures.runsP99Ms.map(Math.round).join(", ")})` : "";
  return `${figures.calls} calls, ${Math.round(figures.p50Ms)} ms, ${Math.round(figures.p99Ms)} ms${runs}; ${figures.cpuMsPerCall.toFixed(2)} ms CPU${failures(figures.failed)}${failure}`;
}

/** Whether a callers' run failed: a call failed, or none answered. */
export const callersFailed = (figures: CallFigures): boolean => figures.failed > 0 || figures.calls === 0;

export const DOC = path.join(ROOT, "docs", "performance.md");
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

export function verdict(pass: boolean | null): string {
  return pass === null ? "info" : pass ? "PASS" : "FAIL";
}

export function markdownTable(rows: readonly Row[]): string {
  const lines = ["| area | figure | value | budget | result |", "| --- | --- | --- | --- | --- |"];
  for (const row of rows) lines.push(`| ${row.area} | ${row.figure} | ${row.value} | ${row.budget} | ${verdict(row.pass)} |`);
  return lines.join("\n");
}

export function printTable(rows: readonly Row[]) {
  const cells = rows.map((row) => [row.area, row.figure, row.value, row.budget, verdict(row.pass)]);
  const header = ["area", "figure", "value", "budget", "result"];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) => cell.map((text, column) => text.padEnd(widths[column]!)).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const cell of cells) console.log(line(cell));
}

/** Replaces the bench section of docs/performance.md with this run's table. */
export function writeDoc(rows: readonly Row[], notes: readonly string[], date: string) {
  const section = [
    START,
    `## Latest run: ${date}`,
    "",
    "Written by `npm run bench`; do not edit by hand.",
    "",
    markdownTable(rows),
    "",
    ...notes.map((note) => `- ${note}`),
    END,
  ].join("\n");
  const current = existsSync(DOC) ? readFileSync(DOC, "utf8") : `# Performance\n\n${START}\n${END}\n`;
  const next =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) + section + current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, next);
}
