// What a visitor did before having an account
// (docs/product.md#nothing-lost-at-sign-up): the marks they pressed, the notes
// they saved, their vocabulary test's result and the challenges they finished,
// kept in the browser until they sign in and then applied once to their
// account. This module is the pure part (no storage, no requests), so its rules
// are unit tested: ./client-store.ts stores it, and
// components/site/apply-pending.ts sends it.
import { CHALLENGE_ID_PATTERN } from "@/lib/challenges/id";
import { NOTE_FIELDS, NOTE_LIMITS, emptyNoteFields, type NoteField } from "@/lib/notes/fields";

/** The marks a visitor can press: the card's three marks, and Add to review. */
export const PENDING_MARK_KINDS = ["favourite", "remember", "unremember", "review"] as const;
export type PendingMarkKind = (typeof PENDING_MARK_KINDS)[number];

export type PendingMark = {
  kind: PendingMarkKind;
  wordIndex: number;
  /** The mark's name as a signed-in press would send it (e.g. Flashcards-Seen). */
  name?: string;
};

export type PendingNote = Record<NoteField, string>;

export type Pending = {
  marks: PendingMark[];
  notes: PendingNote[];
  /** A finished vocabulary test: its sealed result (lib/placement/tokens.ts), the newest kept. */
  placement?: string;
  /** Challenges finished as a visitor (their ids), each claimed for the account (POST /api/v1/challenges/claim). */
  challenges?: string[];
};

export const EMPTY_PENDING: Pending = Object.freeze({ marks: [], notes: [] }) as Pending;

/** Bounds on what one browser keeps, so storage cannot grow without end; the newest are kept. */
export const PENDING_CAPS = { marks: 50, notes: 20, challenges: 10 } as const;

/** Remember and Not remembered exclude each other, so the later press replaces the earlier. */
function slot(kind: PendingMarkKind): string {
  return kind === "unremember" ? "remember" : kind;
}

function sameSlot(a: PendingMark, b: PendingMark): boolean {
  return a.wordIndex === b.wordIndex && slot(a.kind) === slot(b.kind);
}

function isMark(value: unknown): value is PendingMark {
  if (typeof value !== "object" || value === null) return false;
  const mark = value as Partial<PendingMark>;
  return (
    (PENDING_MARK_KINDS as readonly unknown[]).includes(mark.kind) &&
    Number.isSafeInteger(mark.wordIndex) &&
    (mark.wordIndex as number) >= 0 &&
    (mark.name === undefined || typeof mark.name === "string")
  );
}

function isNote(value: unknown): value is PendingNote {
  if (typeof value !== "object" || value === null) return false;
  return NOTE_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === "string");
}

/** A sealed placement result as the placement API gives it (base64url). */
function isPlacementToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{40,4000}$/.test(value);
}

function isChallengeId(value: unknown): value is string {
  return typeof value === "string" && CHALLENGE_ID_PATTERN.test(value);
}

/** Each id once, the newest place kept, the oldest dropped past the cap. */
function keptChallenges(ids: readonly string[]): string[] {
  return ids.filter((id, index) => ids.lastIndexOf(id) === index).slice(-PENDING_CAPS.challenges);
}

/** A note the server's create would take: every field filled and within its limit. */
export function noteCanBeKept(note: PendingNote): boolean {
  return emptyNoteFields(note, NOTE_FIELDS).length === 0 && NOTE_FIELDS.every((field) => note[field].trim().length <= NOTE_LIMITS[field]);
}

/** The stored text, read defensively: anything malformed is dropped, and the caps hold even for a hand-edited value. */
export function parsePending(raw: string | null): Pending {
  if (!raw) return EMPTY_PENDING;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_PENDING;
  }
  if (typeof value !== "object" || value === null) return EMPTY_PENDING;
  const { marks, notes, placement, challenges } = value as { marks?: unknown; notes?: unknown; placement?: unknown; challenges?: unknown };
  const pending: Pending = {
    marks: (Array.isArray(marks) ? marks.filter(isMark) : []).map(({ kind, wordIndex, name }) =>
      name === undefined ? { kind, wordIndex } : { kind, wordIndex, name },
    ),
    notes: (Array.isArray(notes) ? notes.filter(isNote) : []).map(
      (note) => Object.fromEntries(NOTE_FIELDS.map((field) => [field, note[field]])) as PendingNote,
    ),
  };
  const kept: Pending = { marks: pending.marks.slice(-PENDING_CAPS.marks), notes: pending.notes.slice(-PENDING_CAPS.notes) };
  if (isPlacementToken(placement)) kept.placement = placement;
  const challengeIds = keptChallenges(Array.isArray(challenges) ? challenges.filter(isChallengeId) : []);
  if (challengeIds.length > 0) kept.challenges = challengeIds;
  return kept;
}

export function isEmpty(pending: Pending): boolean {
  return pending.marks.length === 0 && pending.notes.length === 0 && pending.placement === undefined && (pending.challenges ?? []).length === 0;
}

/** Adds a mark press: one per word and slot (the newest wins), the oldest dropped past the cap. */
export function withMark(pending: Pending, mark: PendingMark): Pending {
  const marks = [...pending.marks.filter((kept) => !sameSlot(kept, mark)), mark].slice(-PENDING_CAPS.marks);
  return { ...pending, marks };
}

/** Keeps a finished test's sealed result: a newer test replaces it. */
export function withPlacement(pending: Pending, placement: string): Pending {
  return { ...pending, placement };
}

/** Keeps a challenge finished as a visitor: once (a second finish moves it to the newest), the oldest dropped past the cap. */
export function withChallenge(pending: Pending, challengeId: string): Pending {
  if (!isChallengeId(challengeId)) return pending;
  return { ...pending, challenges: keptChallenges([...(pending.challenges ?? []), challengeId]) };
}

/** Forgets a kept challenge (the challenge page claimed it itself). */
export function withoutChallenge(pending: Pending, challengeId: string): Pending {
  const next: Pending = { ...pending, challenges: (pending.challenges ?? []).filter((id) => id !== challengeId) };
  if (next.challenges!.length === 0) delete next.challenges;
  return next;
}

function sameNote(a: PendingNote, b: PendingNote): boolean {
  return NOTE_FIELDS.every((field) => a[field].trim() === b[field].trim());
}

/** Adds a saved note (a second Save of the same note is one note), the oldest dropped past the cap. */
export function withNote(pending: Pending, note: PendingNote): Pending {
  const notes = [...pending.notes.filter((kept) => !sameNote(kept, note)), note].slice(-PENDING_CAPS.notes);
  return { ...pending, notes };
}

/** The words of a list of marks, each once (a favourite and a Remember on one word are one word). */
export function wordCount(marks: readonly PendingMark[]): number {
  return new Set(marks.map((mark) => mark.wordIndex)).size;
}

/**
 * "your note and 2 words", "3 notes", "1 word", "2 words and your test result", "your challenge result":
 * what is waiting or was saved. `oneNote` names a single note ("your note", or "1 note" where it was refused).
 */
export function describePending(notes: number, words: number, oneNote = "your note", placement = false, challenges = 0): string {
  const noteText = notes === 1 ? oneNote : notes > 1 ? `${notes} notes` : null;
  const wordText = words === 1 ? "1 word" : words > 1 ? `${words} words` : null;
  const placementText = placement ? "your test result" : null;
  const challengeText = challenges === 1 ? "your challenge result" : challenges > 1 ? `${challenges} challenge results` : null;
  const parts = [noteText, wordText, placementText, challengeText].filter((part) => part !== null);
  return parts.length > 2 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts.join(" and ");
}

/** What one applied item came to: taken by the server, refused by it (dropped), or not tried for want of a session (kept). */
export type SendOutcome = "saved" | "refused" | "signed-out";

export type PendingSenders = {
  mark: (mark: PendingMark) => Promise<SendOutcome>;
  note: (note: PendingNote) => Promise<SendOutcome>;
  placement: (placement: string) => Promise<SendOutcome>;
  /** Claims a challenge played as a visitor in this browser. */
  challenge: (challengeId: string) => Promise<SendOutcome>;
};

export type ApplyReport = {
  saved: Pending;
  refused: Pending;
  /** What was not sent because the session had ended: to keep for the next sign-in. */
  unsent: Pending;
};

/**
 * Sends each item once, in the order pressed (notes first: they are what the
 * visitor typed). What the server refuses is dropped and reported, never
 * retried; once the server answers that nobody is signed in, the rest is
 * returned unsent.
 */
export async function applyPending(pending: Pending, send: PendingSenders): Promise<ApplyReport> {
  const report: ApplyReport = { saved: { marks: [], notes: [] }, refused: { marks: [], notes: [] }, unsent: { marks: [], notes: [] } };
  let signedOut = false;
  for (const note of pending.notes) {
    const outcome: SendOutcome = signedOut ? "signed-out" : await send.note(note);
    signedOut = outcome === "signed-out";
    report[outcome === "saved" ? "saved" : outcome === "refused" ? "refused" : "unsent"].notes.push(note);
  }
  for (const mark of pending.marks) {
    const outcome: SendOutcome = signedOut ? "signed-out" : await send.mark(mark);
    signedOut = outcome === "signed-out";
    report[outcome === "saved" ? "saved" : outcome === "refused" ? "refused" : "unsent"].marks.push(mark);
  }
  if (pending.placement !== undefined) {
    const outcome: SendOutcome = signedOut ? "signed-out" : await send.placement(pending.placement);
    signedOut = outcome === "signed-out";
    report[outcome === "saved" ? "saved" : outcome === "refused" ? "refused" : "unsent"].placement = pending.placement;
  }
  for (const challengeId of pending.challenges ?? []) {
    const outcome: SendOutcome = signedOut ? "signed-out" : await send.challenge(challengeId);
    signedOut = outcome === "signed-out";
    const part = report[outcome === "saved" ? "saved" : outcome === "refused" ? "refused" : "unsent"];
    part.challenges = [...(part.challenges ?? []), challengeId];
  }
  return report;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The one toast after applying: "Saved your note and 2 words from before you
 * signed up.", and what could not be saved. Null when nothing was sent.
 */
export function applySummary(report: ApplyReport): { text: string; ok: boolean } | null {
  const describe = (part: Pending, oneNote: string) =>
    describePending(part.notes.length, wordCount(part.marks), oneNote, part.placement !== undefined, part.challenges?.length ?? 0);
  const saved = describe(report.saved, "your note");
  const refused = describe(report.refused, "1 note");
  if (!saved && !refused) return null;
  const parts = [saved ? `Saved ${saved} from before you signed in.` : null, refused ? `${capitalized(refused)} could not be saved.` : null];
  return { text: parts.filter((part) => part !== null).join(" "), ok: !refused };
}
