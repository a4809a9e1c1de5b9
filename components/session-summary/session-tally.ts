// What one study session on /flashcards or /review added up to:
// words seen, words remembered, words new in the review deck. Pure: the
// screens feed it events (components/session-summary/use-session-summary.ts
// keeps it in session storage and shows it), tests/unit/session-tally.test.ts
// checks every rule.

/** A summary comes up after this many words, and again after each further this many. */
export const SUMMARY_EVERY = 20;

export interface SessionTally {
  /** Whose session it is (null: a visitor); another user's tally is never continued. */
  userId: string | null;
  /** Distinct words studied: turned over (flashcards), marked or graded. */
  seen: readonly number[];
  /** Distinct words the learner said they remember (Remember, or a grade above Again). */
  remembered: readonly number[];
  /** Distinct words that joined the review deck (flashcards) or were reviewed for the first time (review). */
  newInReview: readonly number[];
  /** How many words `seen` held when the last summary was shown. */
  summarisedAt: number;
}

export type TallyEvent =
  | { type: "seen"; wordIndex: number }
  | { type: "remembered"; wordIndex: number; on: boolean }
  | { type: "newInReview"; wordIndex: number; on: boolean }
  /** An undone grade: the word counts as if it had not been graded. */
  | { type: "forget"; wordIndex: number };

export interface TallyCounts {
  seen: number;
  remembered: number;
  newInReview: number;
}

export function emptyTally(userId: string | null): SessionTally {
  return { userId, seen: [], remembered: [], newInReview: [], summarisedAt: 0 };
}

function withWord(list: readonly number[], wordIndex: number, on: boolean): readonly number[] {
  const has = list.includes(wordIndex);
  if (on) return has ? list : [...list, wordIndex];
  return has ? list.filter((entry) => entry !== wordIndex) : list;
}

export function recordTally(tally: SessionTally, event: TallyEvent): SessionTally {
  switch (event.type) {
    case "seen":
      return { ...tally, seen: withWord(tally.seen, event.wordIndex, true) };
    case "remembered":
      return { ...tally, remembered: withWord(tally.remembered, event.wordIndex, event.on) };
    case "newInReview":
      return { ...tally, newInReview: withWord(tally.newInReview, event.wordIndex, event.on) };
    case "forget":
      return {
        ...tally,
        seen: withWord(tally.seen, event.wordIndex, false),
        remembered: withWord(tally.remembered, event.wordIndex, false),
        newInReview: withWord(tally.newInReview, event.wordIndex, false),
      };
  }
}

export function tallyCounts(tally: SessionTally): TallyCounts {
  return { seen: tally.seen.length, remembered: tally.remembered.length, newInReview: tally.newInReview.length };
}

/** Whether SUMMARY_EVERY more words have been seen since the last summary. */
export function summaryDue(tally: SessionTally): boolean {
  return tally.seen.length >= tally.summarisedAt + SUMMARY_EVERY;
}

export function markSummarised(tally: SessionTally): SessionTally {
  return { ...tally, summarisedAt: tally.seen.length };
}

/** Whether there is anything to sum up. */
export function hasActivity(tally: SessionTally): boolean {
  return tally.seen.length > 0 || tally.remembered.length > 0 || tally.newInReview.length > 0;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "12 words seen · 4 remembered · 3 new in review" (a visitor, who can mark nothing, hears only the first). */
export function summaryLine(counts: TallyCounts, signedIn: boolean): string {
  const seen = plural(counts.seen, "word seen", "words seen");
  return signedIn ? `${seen} · ${counts.remembered} remembered · ${counts.newInReview} new in review` : seen;
}

/** A stored tally, checked: session storage is the browser's to change. */
export function parseTally(raw: string | null, userId: string | null): SessionTally {
  if (!raw) return emptyTally(userId);
  try {
    const value = JSON.parse(raw) as Partial<SessionTally>;
    const list = (field: unknown) => (Array.isArray(field) && field.every((entry) => Number.isInteger(entry)) ? (field as number[]) : null);
    const [seen, remembered, newInReview] = [list(value.seen), list(value.remembered), list(value.newInReview)];
    if (value.userId !== userId || !seen || !remembered || !newInReview) return emptyTally(userId);
    const summarisedAt = Number.isInteger(value.summarisedAt) ? Math.min(Math.max(0, value.summarisedAt!), seen.length) : 0;
    return { userId, seen, remembered, newInReview, summarisedAt };
  } catch {
    return emptyTally(userId);
  }
}
