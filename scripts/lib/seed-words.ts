// Loads the learner word set (prisma/data/words.jsonl, line number = index)
// into the words table. Idempotent: rows that already match are not touched,
// so a second run writes nothing. A rebuilt set that moved words carries the
// learners' rows over to the words' new indices first (./word-index-remap.ts),
// in the same transaction.
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { remapWordIndices } from "./word-index-remap";

export const WORDS_FILE = path.resolve(import.meta.dirname, "../../prisma/data/words.jsonl");

// Rows per statement: few round trips, each statement's parameters a few MB at most.
const BATCH_SIZE = 1000;

export interface SeedResult {
  words: number;
  written: number;
  removed: number;
  /** Words now at another index, their learners' rows carried over. */
  moved: number;
  /** Words no longer in the set, their learners' rows removed. */
  left: number;
}

interface WordRow {
  index: number;
  word: string;
  ipa: string | null;
  details: string;
}

export async function readWordRows(file = WORDS_FILE): Promise<WordRow[]> {
  const text = await readFile(file, "utf8");
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line, index) => {
      const record = JSON.parse(line) as { word: string; ipa?: string | null; details: unknown };
      return { index, word: record.word, ipa: record.ipa ?? null, details: JSON.stringify(record.details) };
    });
}

export async function seedWords(databaseUrl: string, file = WORDS_FILE): Promise<SeedResult> {
  const rows = await readWordRows(file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { moved, left } = await remapWordIndices(
      client,
      rows.map((row) => row.word),
    );
    // Moved words would trip the unique word key row by row: replace the set.
    if (moved + left > 0) await client.query("DELETE FROM words");
    const written = await upsertRows(client, rows);
    const removed = await client.query("DELETE FROM words WHERE index >= $1", [rows.length]);
    await client.query("COMMIT");
    return { words: rows.length, written, removed: removed.rowCount ?? 0, moved, left };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function upsertRows(client: pg.Client, rows: WordRow[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const result = await client.query(
      `INSERT INTO words (index, word, ipa, details)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::jsonb[])
       ON CONFLICT (index) DO UPDATE SET word = EXCLUDED.word, ipa = EXCLUDED.ipa, details = EXCLUDED.details
       WHERE words.word IS DISTINCT FROM EXCLUDED.word OR words.ipa IS DISTINCT FROM EXCLUDED.ipa OR words.details IS DISTINCT FROM EXCLUDED.details`,
      [batch.map((row) => row.index), batch.map((row) => row.word), batch.map((row) => row.ipa), batch.map((row) => row.details)],
    );
    written += result.rowCount ?? 0;
  }
  return written;
}
