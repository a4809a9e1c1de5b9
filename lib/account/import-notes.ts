import "server-only";
import { parse, type CsvError } from "csv-parse";
import { sql } from "kysely";
import { kyselyIn, transactionLock, type Transaction } from "@/lib/db";
import { NOTES_FULL_MESSAGE } from "@/lib/notes/cap";
import { lockNoteRoom } from "@/lib/notes/room";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { cardKey, cardProblem, favouriteCard, noteCard, noteFromCard, type Card, type NoteText } from "./cards";
import { unprotectCell } from "./csv-cells";
import { favouriteBatches, noteBatches } from "./user-rows";

// "Import notes from CSV": the columns of the export (front, back; Anki's
// and Quizlet's two-column files too). Parsed by csv-parse, checked row by
// row, and the good rows written in one transaction: all of them or none.
// Rows past the cap on notes (lib/notes/cap.ts) are refused, by line.
//
// A row is skipped, not added again, when it is a card the account already
// has: equal (cardKey: trimmed, whitespace collapsed, case ignored) to one of
// the rows exporting the account would write (a note or a favourite), or to
// an earlier row of the same file. So importing an export, once or twice,
// adds nothing.

/** The largest file, in bytes of UTF-8. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The JSON body around a file of IMPORT_MAX_BYTES: room for escaping its quotes and line breaks. */
export const IMPORT_BODY_MAX_BYTES = 2 * IMPORT_MAX_BYTES + 64 * 1024;
/** Refused rows listed in the report; the count covers all of them. */
export const REPORTED_REFUSALS = 500;
/** Characters handed to the parser at a time (a few milliseconds of parsing). */
const PARSE_SLICE_CHARS = 16 * 1024;
/** The longest stretch of work between turns of the event loop, so other requests are served meanwhile. */
const TURN_BUDGET_MS = 10;

/** Lets other requests run: long work on one request must not hold the instance. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A check to call between small steps of a long loop: it yields to the event
 * loop once TURN_BUDGET_MS have passed since the last turn, and costs a clock
 * read otherwise. A count of rows would not do: rows differ in length, and a
 * loaded machine takes longer for the same rows.
 */
function turnTaker(): () => Promise<void> {
  let turnStarted = performance.now();
  return async () => {
    if (performance.now() - turnStarted < TURN_BUDGET_MS) return;
    await yieldToEventLoop();
    turnStarted = performance.now();
  };
}

/** Rows per INSERT inside the transaction: five array parameters whatever the count. */
const INSERT_ROWS = 1000;

export interface ImportReport {
  added: number;
  /** Rows that were already in the account (or earlier in the file). */
  skipped: number;
  refusedCount: number;
  /** The first REPORTED_REFUSALS refused rows: the line each starts on, and why. */
  refused: { line: number; reason: string }[];
}

interface ParsedRow {
  line: number;
  card: Card;
}

/** Imports `csv` into the user's notes. */
export async function importNotes(userId: string, csv: string): Promise<ImportReport> {
  checkedUserId(userId, "An import needs the id of a signed-in user.");
  const refused: ImportReport["refused"] = [];
  const refuse = (line: number, reason: string) => refused.push({ line, reason });

  const candidates: (ParsedRow & { note: NoteText; key: string })[] = [];
  // Built row by row with the candidates: a set of 100,000 keys made in one go held the event loop for 30 ms.
  const candidateKeys = new Set<string>();
  const takeTurn = turnTaker();
  for (const row of await parseRows(csv, refuse)) {
    await takeTurn();
    const note = noteFromCard(row.card);
    const problem = cardProblem(note);
    if (problem) refuse(row.line, problem);
    else {
      const key = cardKey(row.card);
      candidates.push({ ...row, note, key });
      candidateKeys.add(key);
    }
  }

  // Under the learner's lock (lib/users/user-lock.ts), so nothing lands after the account is deleted. The
  // transaction may run again after a deadlock: it reports what it did rather than counting outside.
  const { added, skipped, overCap } = await writeUserData(
    userId,
    async (tx) => {
      // One import at a time per learner (until this transaction ends), so two
      // imports of one file cannot both find its rows new.
      await transactionLock(tx, `notes-import:${userId}`);
      const existing = await cardsAlreadyThere(tx, userId, candidateKeys);
      const fresh: typeof candidates = [];
      let skipped = 0;
      for (const candidate of candidates) {
        await takeTurn();
        if (existing.has(candidate.key)) skipped += 1;
        else {
          existing.add(candidate.key);
          fresh.push(candidate);
        }
      }
      // The cap on notes: the first rows that fit go in, the rest are refused by line.
      const room = fresh.length > 0 ? await lockNoteRoom(tx, userId) : 0;
      const adding = fresh.slice(0, room).map((candidate) => candidate.note);
      for (let start = 0; start < adding.length; start += INSERT_ROWS) {
        await insertNotes(tx, userId, adding.slice(start, start + INSERT_ROWS));
      }
      return { added: adding.length, skipped, overCap: fresh.slice(room) };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  for (const { line } of overCap) refuse(line, NOTES_FULL_MESSAGE);
  refused.sort((a, b) => a.line - b.line);
  return { added, skipped, refusedCount: refused.length, refused: refused.slice(0, REPORTED_REFUSALS) };
}

/**
 * One INSERT of many notes, the columns as five arrays (unnest). Prisma's
 * createMany builds its statement in the query compiler, synchronously: about
 * half a second of blocked event loop per thousand rows.
 */
async function insertNotes(tx: Transaction, userId: string, notes: readonly NoteText[]): Promise<void> {
  const column = (field: keyof NoteText) => notes.map((note) => note[field]);
  const rows = sql<NoteText>`unnest(${column("word")}::text[], ${column("type")}::text[], ${column("definitions")}::text[],
    ${column("example")}::text[], ${column("breakdown")}::text[])`;
  await kyselyIn(tx)
    .insertInto("notes")
    .columns(["id", "user_id", "word", "type", "definitions", "example", "breakdown"])
    .expression((eb) =>
      eb
        .selectFrom(rows.as<"r">(sql`r(word, type, definitions, example, breakdown)`))
        .select([sql<string>`gen_random_uuid()`.as("id"), eb.val(userId).as("user_id"), "r.word", "r.type", "r.definitions", "r.example", "r.breakdown"]),
    )
    .execute();
}

/**
 * Of `wanted` (card keys), those the account's own CSV export would write: its
 * notes and favourites, read in batches (only matches are kept, so the set
 * is bounded by the file, not by the account).
 */
async function cardsAlreadyThere(tx: Transaction, userId: string, wanted: Set<string>): Promise<Set<string>> {
  const found = new Set<string>();
  const consider = (card: Card | null) => {
    const key = card && cardKey(card);
    if (key && wanted.has(key)) found.add(key);
  };
  const takeTurn = turnTaker();
  const db = kyselyIn(tx);
  for await (const rows of noteBatches(userId, { db })) {
    for (const row of rows) {
      await takeTurn();
      consider(noteCard(row));
    }
  }
  for await (const rows of favouriteBatches(userId, { db })) {
    for (const row of rows) {
      await takeTurn();
      consider(favouriteCard(row));
    }
  }
  return found;
}

/**
 * The file's cards with the line each starts on. Anki's header lines at the
 * top (#separator:…, #html:…, comments) are skipped, and so is a first row
 * that names the columns (front, back). A row that is not valid CSV is
 * refused; csv-parse goes on with the next.
 *
 * Parsed as a stream, a slice of the text at a time, with a turn of the event
 * loop between slices and whenever a row's checks have taken TURN_BUDGET_MS:
 * a 5 MB file parsed in one call held every other request of the instance
 * for seconds.
 */
async function parseRows(csv: string, refuse: (line: number, reason: string) => void): Promise<ParsedRow[]> {
  // Line breaks as \n everywhere (csv-parse counts lines wrongly with \r\n), and no BOM.
  let text = csv.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  let headerLines = 0;
  while (text.startsWith("#")) {
    const end = text.indexOf("\n");
    text = end < 0 ? "" : text.slice(end + 1);
    headerLines += 1;
  }
  const parser = parse({
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (error) refuse(headerLines + Number(error.lines ?? 0), csvErrorReason(error));
    },
  });
  const feeding = (async () => {
    for (let start = 0; start < text.length; start += PARSE_SLICE_CHARS) {
      parser.write(text.slice(start, start + PARSE_SLICE_CHARS));
      await yieldToEventLoop();
    }
    parser.end();
  })();

  const rows: ParsedRow[] = [];
  let index = 0;
  const takeTurn = turnTaker();
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    await takeTurn();
    // info.lines is the line a record ends on; its quoted line breaks say where it began.
    const line = headerLines + info.lines - record.reduce((breaks, field) => breaks + (field.match(/\n/g)?.length ?? 0), 0);
    const first = index === 0;
    index += 1;
    if (first && record.length >= 2 && record[0]!.trim().toLowerCase() === "front" && record[1]!.trim().toLowerCase() === "back") continue;
    if (record.length < 2) refuse(line, "The row has one column: a card needs a front and a back.");
    else rows.push({ line, card: { front: unprotectCell(record[0]!), back: unprotectCell(record[1]!) } });
  }
  await feeding;
  return rows;
}

function csvErrorReason(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "Not valid CSV: a quoted field is not closed.";
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'Not valid CSV: a quote inside a quoted field must be doubled ("").';
    default:
      return `Not valid CSV: ${error.message}`;
  }
}
