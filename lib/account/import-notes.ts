import "server-only";
import { sql } from "kysely";
import { transactionLock, type Transaction } from "@/lib/db";
import { NOTES_FULL_MESSAGE } from "@/lib/notes/cap";
import { lockNoteRoom } from "@/lib/notes/room";
import { addWordsToDeck } from "@/lib/review/deck";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { wordSet } from "@/lib/words/word-set";
import { cardKey, cardProblem, favouriteCard, noteCard, noteFromCard, type Card, type NoteText } from "./cards";
import type { ImportFormat, ParsedRow, Refusal } from "./import-formats";
import type { ImportReport } from "./import-summary";
import { turnTaker } from "./turns";
import { favouriteBatches, noteBatches } from "./user-rows";

// "Import notes": the cards of a file (read by import-formats.ts) checked row
// by row, and the good rows written in one transaction: all of them or none.
// Rows past the cap on notes (lib/notes/cap.ts) are refused, by line. With
// addToReview, the words of the file that are in Lexi's word set become new
// review cards in the same transaction; the others stay notes and are counted.
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
/** Rows per INSERT inside the transaction: five array parameters whatever the count. */
const INSERT_ROWS = 1000;

export interface ImportOptions {
  addToReview: boolean;
  now?: Date;
}

/** Imports the cards of a file read by parseImportFile into the user's notes (and, if asked, its words into review). */
export async function importNotes(
  userId: string,
  file: { format: ImportFormat; rows: readonly ParsedRow[]; refused: readonly Refusal[] },
  { addToReview, now = new Date() }: ImportOptions,
): Promise<ImportReport> {
  checkedUserId(userId, "An import needs the id of a signed-in user.");
  const refused: Refusal[] = [...file.refused];
  const refuse = (line: number, reason: string) => refused.push({ line, reason });

  // Looked up before the transaction: the word set's first read (a 4 MB file) must not hold it open.
  const words = addToReview ? wordSet().byWord : null;
  const candidates: (ParsedRow & { note: NoteText; key: string; wordIndex: number | null })[] = [];
  // Built row by row with the candidates: a set of 100,000 keys made in one go held the event loop for 30 ms.
  const candidateKeys = new Set<string>();
  const takeTurn = turnTaker();
  for (const row of file.rows) {
    await takeTurn();
    const note = noteFromCard(row.card);
    const problem = cardProblem(note);
    if (problem) refuse(row.line, problem);
    else {
      const key = cardKey(row.card);
      candidates.push({ ...row, note, key, wordIndex: words?.get(note.word.toLowerCase())?.index ?? null });
      candidateKeys.add(key);
    }
  }

  // Under the learner's lock (lib/users/user-lock.ts), so nothing lands after the account is deleted. The
  // transaction may run again after a deadlock: it reports what it did rather than counting outside.
  const { added, skipped, overCap, review } = await writeUserData(
    userId,
    async (tx) => {
      // One import at a time per learner (until this transaction ends), so two
      // imports of one file cannot both find its rows new.
      await transactionLock(tx, `notes-import:${userId}`);
      const existing = await cardsAlreadyThere(tx, userId, candidateKeys);
      const fresh: typeof candidates = [];
      // Rows already in the account (or earlier in the file): not added again, but their words go to review too.
      const alreadyThere: typeof candidates = [];
      for (const candidate of candidates) {
        await takeTurn();
        if (existing.has(candidate.key)) alreadyThere.push(candidate);
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
      const review = addToReview ? await wordsIntoReview(tx, userId, [...alreadyThere, ...fresh.slice(0, room)], now) : undefined;
      return { added: adding.length, skipped: alreadyThere.length, overCap: fresh.slice(room), review };
    },
    // The lock may wait for another import of this learner's, which runs up to this long itself.
    { timeoutMs: 120_000 },
  );
  for (const { line } of overCap) refuse(line, NOTES_FULL_MESSAGE);
  refused.sort((a, b) => a.line - b.line);
  return {
    format: file.format,
    added,
    skipped,
    refusedCount: refused.length,
    refused: refused.slice(0, REPORTED_REFUSALS),
    ...(review ? { review } : {}),
  };
}

/** The imported notes' words that are in the word set (case ignored) as new review cards; the others counted. */
async function wordsIntoReview(
  tx: Transaction,
  userId: string,
  imported: readonly { note: NoteText; wordIndex: number | null }[],
  now: Date,
): Promise<NonNullable<ImportReport["review"]>> {
  const indexes = new Set<number>();
  const unknown = new Set<string>();
  for (const { note, wordIndex } of imported) {
    if (wordIndex === null) unknown.add(note.word.toLowerCase());
    else indexes.add(wordIndex);
  }
  const { added, already } = await addWordsToDeck(tx, userId, [...indexes], now);
  return { added, alreadyInDeck: already, notInWordSet: unknown.size };
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
  await tx
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
  for await (const rows of noteBatches(userId, { db: tx })) {
    for (const row of rows) {
      await takeTurn();
      consider(noteCard(row));
    }
  }
  for await (const rows of favouriteBatches(userId, { db: tx })) {
    for (const row of rows) {
      await takeTurn();
      consider(favouriteCard(row));
    }
  }
  return found;
}
