// `npm run bench -- export` (issue 15): "Download my data" for the heavy
// learner (20,000 review cards, 200,000 log rows, 2,000 notes), timed and with
// the server's peak memory, beside a `pg` COPY of the same rows in the same
// run (the database's own floor for reading them out).
import { readFileSync, writeFileSync } from "node:fs";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Browser } from "@playwright/test";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { signedInContext } from "./browser";
import type { Row } from "./report";
import { createHeavyDatabase, HEAVY_USER } from "./review-data";
import { startNext, stop } from "./servers";

/** The heavy learner's notes (the review data's learner has 200 from the bench user's seed). */
export const HEAVY_NOTES = 2_000;
/** What a streamed export may add to the server's memory: a whole-history array would be several times this. */
export const EXPORT_PEAK_BUDGET_MB = 100;

const MB = 1024 * 1024;

/** The same rows the JSON export reads, one COPY each. */
const COPIED = [
  "SELECT * FROM marks WHERE user_id = $1",
  "SELECT * FROM notes WHERE user_id = $1",
  "SELECT c.*, w.word FROM review_cards c LEFT JOIN words w ON w.index = c.word_index WHERE c.user_id = $1",
  "SELECT * FROM review_logs WHERE user_id = $1",
  "SELECT * FROM review_activity WHERE user_id = $1",
  "SELECT * FROM review_undos WHERE user_id = $1",
];

/** Resident memory of a process, now and at its peak since the last reset (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** Starts the peak (VmHWM) afresh at the current size, so it measures what comes next. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Reads a response to the end without keeping it: its size, and when its first bytes came (ms after `started`). */
async function drain(response: Response, started: number): Promise<{ bytes: number; firstByteMs: number }> {
  let bytes = 0;
  let firstByteMs = Number.NaN;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes, firstByteMs };
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
  }
}

async function copyRows(url: string, userId: string): Promise<{ ms: number; bytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let bytes = 0;
    const started = performance.now();
    for (const query of COPIED) {
      const literal = query.replace("$1", client.escapeLiteral(userId));
      await pipeline(
        client.query(copyTo(`COPY (${literal}) TO STDOUT`)),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      );
    }
    return { ms: performance.now() - started, bytes };
  } finally {
    await client.end();
  }
}

async function addNotes(url: string, userId: string, target: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO notes (id, user_id, word, type, definitions, example, breakdown, created_at, updated_at)
       SELECT gen_random_uuid(), $1, w.word, 'noun', w.details->0->>'definition', 'An example sentence for ' || w.word || '.',
              'A note of a few words on ' || w.word || '.', now() - (w.index || ' minutes')::interval, now()
       FROM words w ORDER BY w.index LIMIT greatest(0, $2 - (SELECT count(*) FROM notes WHERE user_id = $1))`,
      [userId, target],
    );
    const { rows } = await client.query<{ count: number }>("SELECT count(*)::integer AS count FROM notes WHERE user_id = $1", [userId]);
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

/**
 * Builds the heavy learner in a database of its own, serves it with `next
 * start` on `port`, and downloads the JSON (three times: the median) and the
 * CSV export as the learner, watching the server's resident memory; then
 * COPYs the same rows with `pg`.
 */
export async function measureExport({ browser, port, adminUrl, step }: { browser: Browser; port: number; adminUrl: string; step: (text: string) => void }) {
  const rows: Row[] = [];
  const notes: string[] = [];
  step("export: a heavy learner (20,000 cards, 200,000 log rows, 2,000 notes) in a database of its own");
  const heavy = await createHeavyDatabase(adminUrl);
  try {
    const noteCount = await addNotes(heavy.url, heavy.userId, HEAVY_NOTES);
    const server = await startNext({ port, env: { DATABASE_URL: heavy.url } });
    const context = await signedInContext(browser, server.url, HEAVY_USER);
    try {
      const cookie = (await context.cookies(server.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
      const pid = server.child.pid!;
      const download = async (format: "json" | "csv") => {
        const before = memoryOf(pid);
        const peakReset = resetPeak(pid);
        let sampledPeak = before.rssMb;
        const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid).rssMb)), 20);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/account/export?format=${format}`, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`export ${format}: HTTP ${response.status}`);
        const { bytes, firstByteMs } = await drain(response, started);
        const ms = performance.now() - started;
        clearInterval(sampler);
        const after = memoryOf(pid);
        const peakMb = Math.max(sampledPeak, peakReset ? after.peakMb : 0);
        return {
          ms,
          firstByteMs,
          bytes,
          beforeMb: before.rssMb,
          peakMb,
          growthMb: peakMb - before.rssMb,
          peakFrom: peakReset ? "VmHWM" : "sampled every 20 ms",
        };
      };

      step("export: GET /api/v1/account/export?format=json as the heavy learner, 1 warm-up and 3 timed");
      await download("json");
      const runs = [await download("json"), await download("json"), await download("json")].sort((a, b) => a.ms - b.ms);
      const json = runs[1]!;
      const worst = runs.reduce((max, run) => (run.growthMb > max.growthMb ? run : max));
      step("export: the CSV, and a pg COPY of the same rows");
      const csv = await download("csv");
      const copy = [await copyRows(heavy.url, heavy.userId), await copyRows(heavy.url, heavy.userId), await copyRows(heavy.url, heavy.userId)].sort(
        (a, b) => a.ms - b.ms,
      )[1]!;

      rows.push(
        {
          area: "export",
          figure: `JSON export, heavy learner (${heavy.cards} cards, ${heavy.logs} log rows, ${noteCount} notes): median time, first byte, size`,
          value: `${(json.ms / 1000).toFixed(2)} s, ${json.firstByteMs.toFixed(0)} ms, ${(json.bytes / MB).toFixed(1)} MB`,
          budget: "—",
          pass: null,
        },
        {
          area: "export",
          figure: "  server memory during the JSON export: RSS before → peak (growth), worst of 3",
          value: `${worst.beforeMb.toFixed(0)} → ${worst.peakMb.toFixed(0)} MB (+${worst.growthMb.toFixed(0)} MB)`,
          budget: `growth ≤ ${EXPORT_PEAK_BUDGET_MB} MB`,
          pass: worst.growthMb <= EXPORT_PEAK_BUDGET_MB,
        },
        {
          area: "export",
          figure: "  pg COPY of the same rows (text format), median of 3: time, size",
          value: `${(copy.ms / 1000).toFixed(2)} s, ${(copy.bytes / MB).toFixed(1)} MB`,
          budget: "—",
          pass: null,
        },
        { area: "export", figure: "  ratio JSON export / pg COPY (time)", value: (json.ms / copy.ms).toFixed(2), budget: "—", pass: null },
        {
          area: "export",
          figure: "CSV export (notes and favourites): time, size; server memory growth",
          value: `${(csv.ms / 1000).toFixed(2)} s, ${(csv.bytes / MB).toFixed(2)} MB; +${csv.growthMb.toFixed(0)} MB`,
          budget: `growth ≤ ${EXPORT_PEAK_BUDGET_MB} MB`,
          pass: csv.growthMb <= EXPORT_PEAK_BUDGET_MB,
        },
      );
      notes.push(
        `Export: the server's peak memory is its ${json.peakFrom} (the peak is reset before each download where /proc allows), against its RSS just before; the COPY reads the same tables' rows for the learner with \`pg\` and pg-copy-streams into a sink.`,
      );
    } finally {
      await context.close();
      await stop(server.child);
    }
  } finally {
    await heavy.drop();
  }
  return { rows, notes };
}
