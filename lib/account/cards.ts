// A note or a favourite as a flashcard of the CSV (front, back), and a card
// read back into a note: the format the export writes and the import reads.
// Pure functions, shared by both and by their tests.
//
// Back of a note: "(type) definitions", then "Example: …" and "Breakdown: …"
// paragraphs when those fields are set. The import reads those parts back,
// so a note survives export and import whole; a back without them is all
// definitions (a card from Anki or Quizlet).

import { NOTE_LIMITS } from "@/lib/notes/fields";

/** What the JSON export says it is, and what the import looks for. */
export const EXPORT_FORMAT = { name: "lexi-export", version: 1 } as const;

export interface Card {
  front: string;
  back: string;
}

export interface NoteText {
  word: string;
  type: string;
  definitions: string;
  example: string;
  breakdown: string;
}

const EXAMPLE = "\n\nExample: ";
const BREAKDOWN = "\n\nBreakdown: ";
/** "(noun) …": a type of a few characters, without brackets or a line break. */
const TYPE_PREFIX = /^\(([^()\n]{1,50})\) /;

export function noteCard(note: NoteText): Card {
  const type = note.type.trim();
  let back = type ? `(${type}) ${note.definitions}` : note.definitions;
  if (note.example.trim()) back += `${EXAMPLE}${note.example}`;
  if (note.breakdown.trim()) back += `${BREAKDOWN}${note.breakdown}`;
  return { front: note.word, back };
}

/** A favourite word's card: its senses, one a line, as "(part of speech) definition". */
export function wordCard(word: string, senses: readonly { partOfSpeech?: string; definition?: string }[]): Card {
  const lines = senses
    .filter((sense) => sense.definition)
    .map((sense) => (sense.partOfSpeech ? `(${sense.partOfSpeech}) ${sense.definition}` : sense.definition!));
  return { front: word, back: lines.join("\n") };
}

/** A favourite's card: a word with its senses, a note favourite with its definitions; null for what has no meaning to show (a story title). */
export function favouriteCard(row: Record<string, unknown>): Card | null {
  const val = row.val as unknown;
  if (row.type === "words") {
    const word = typeof row.word === "string" ? row.word : typeof val === "string" ? val : null;
    const card = word ? wordCard(word, Array.isArray(row.details) ? row.details : []) : null;
    return card?.back ? card : null;
  }
  if (row.type === "notes" && val && typeof val === "object") {
    const { word, definitions } = val as { word?: unknown; definitions?: unknown };
    return typeof word === "string" && typeof definitions === "string" && word && definitions ? { front: word, back: definitions } : null;
  }
  return null;
}

/** The parts of a card's back, the inverse of noteCard() (anything else is all definitions). */
export function noteFromCard({ front, back }: Card): NoteText {
  let rest = back;
  let breakdown = "";
  let example = "";
  const breakdownAt = rest.lastIndexOf(BREAKDOWN);
  if (breakdownAt >= 0) {
    breakdown = rest.slice(breakdownAt + BREAKDOWN.length);
    rest = rest.slice(0, breakdownAt);
  }
  const exampleAt = rest.lastIndexOf(EXAMPLE);
  if (exampleAt >= 0) {
    example = rest.slice(exampleAt + EXAMPLE.length);
    rest = rest.slice(0, exampleAt);
  }
  const typed = TYPE_PREFIX.exec(rest);
  return {
    word: front.trim(),
    type: typed ? typed[1]!.trim() : "",
    definitions: (typed ? rest.slice(typed[0].length) : rest).trim(),
    example: example.trim(),
    breakdown: breakdown.trim(),
  };
}

/**
 * Why a card cannot become a note, or null. A note needs a word and
 * definitions; every field keeps the notes' limits (lib/notes/fields.ts), and
 * PostgreSQL text cannot hold NUL.
 */
export function cardProblem(note: NoteText): string | null {
  if (!note.word) return "The front (the word) is empty.";
  if (!note.definitions) return "The back (the meaning) is empty.";
  for (const field of ["word", "type", "definitions", "example", "breakdown"] as const) {
    if (note[field].includes("\u0000")) return "The row contains a NUL character.";
    const limit = NOTE_LIMITS[field];
    if (Array.from(note[field]).length > limit) return `The ${FIELD_NAMES[field]} is longer than ${limit.toLocaleString("en")} characters.`;
  }
  return null;
}

const FIELD_NAMES = { word: "word", type: "type", definitions: "meaning", example: "example", breakdown: "breakdown" } as const;

/**
 * A card's identity for the import's "already there": front and back
 * trimmed, runs of whitespace as one space, case ignored. Two cards that
 * differ only in that are one note.
 */
export function cardKey({ front, back }: Card): string {
  const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return `${normal(front)}\u0000${normal(back)}`;
}
