// What the account page says after an import: the toast, whose tone matches
// the result (never a green "Imported 0 notes" beside refused rows), and the
// report's sentences. Pure, for the form and its tests.
import type { ImportFormat, Refusal } from "./import-formats";

/** The answer of POST /api/v1/account/import (lib/account/import-notes.ts). */
export interface ImportReport {
  /** How the file was read. */
  format: ImportFormat;
  added: number;
  /** Rows that were already in the account (or earlier in the file). */
  skipped: number;
  refusedCount: number;
  /** The first refused rows (REPORTED_REFUSALS): the line each starts on, and why. */
  refused: Refusal[];
  /** With addToReview: the file's words put in the review deck, those already there, and those not in Lexi's word set (kept as notes only). */
  review?: { added: number; alreadyInDeck: number; notInWordSet: number };
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en")} ${count === 1 ? one : many}`;
}

/** The toast: success when every row went in (or was there already), a warning when some were refused, an error when none went in and some were refused. */
export function importToast(report: ImportReport): { tone: "success" | "warning" | "error"; message: string } {
  const { added, skipped, refusedCount } = report;
  const refused = `${plural(refusedCount, "row was", "rows were")} refused (see the report).`;
  if (added === 0 && refusedCount > 0) return { tone: "error", message: `No notes were imported: ${refused}` };
  if (added === 0 && skipped === 0) return { tone: "error", message: "The file has no cards." };
  if (added === 0) return { tone: "success", message: `Nothing new: ${plural(skipped, "card is", "cards are")} already in your notes.` };
  const imported = `Imported ${plural(added, "note", "notes")}.`;
  return refusedCount > 0 ? { tone: "warning", message: `${imported} ${refused}` } : { tone: "success", message: imported };
}

/** The report's sentence on review, with addToReview. */
export function reviewSummary({ added, alreadyInDeck, notInWordSet }: NonNullable<ImportReport["review"]>): string {
  let text = `Added ${plural(added, "word", "words")} to your review deck`;
  text += alreadyInDeck > 0 ? ` (${plural(alreadyInDeck, "was", "were")} there already).` : ".";
  if (notInWordSet > 0) text += ` ${plural(notInWordSet, "word is", "words are")} not in Lexi's word set: kept as notes only.`;
  return text;
}

/** How a refused row is named: by its line in a text file, by its place among the notes of Lexi's JSON export. */
export function refusalPlace(format: ImportReport["format"], line: number): string {
  return format === "lexi-json" ? `Note ${line}` : `Line ${line}`;
}

/** Up to this many refused rows, the list is open; past it, folded under its count. */
export const OPEN_REFUSALS = 10;
