import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { bandOf } from "@/lib/words/bands";
import { wordSet } from "@/lib/words/word-set";
import { isUncounted } from "./uncounted-words";
import { headwordOf, type Headword } from "./headword";
import { textTokens, type TextToken } from "./tokens";

// A text read with the learner's words: each running word's headword, its
// band and what the learner has of it (known, in review, or new), and the
// text's coverage. Known: marked "I already know this", or below the level
// the vocabulary test placed them at and not in their deck. A visitor's text
// has bands and no statuses. A learner's also says which words in review are
// due now and the band of their level, so a story can mark what to revise and
// what is new where they stand.

export type WordStatus = "known" | "review" | "new";

export type ReaderWord = {
  headword: string;
  index: number;
  band: number;
  status: WordStatus | null;
  /** In review and its recognition card is due now (always false for a visitor). */
  due: boolean;
};

export type BandCounts = { band: number; known: number; review: number; new: number; total: number };

export type AnalysedText = {
  /** Each running word that counts: [start, end) in the text and its headword's place in `words` (null: not in the word set). */
  tokens: [start: number, end: number, word: number | null][];
  /** The text's headwords, each once, in order of first use. */
  words: ReaderWord[];
  /** Running words counted, and of them those known, in review, new and outside the word set (names, rare words). */
  coverage: { counted: number; known: number; review: number; new: number; outside: number; byBand: BandCounts[] };
  /** The text's new words (a visitor's: every word), commonest first: the ones to learn from it. */
  newWords: number[];
  /** The band of the learner's level (placed by the vocabulary test; band 0 when never placed), null for a visitor. */
  band: number | null;
};

/** The word set's lookup, lower case → index, kept per process. */
function indexOf(word: string): number | undefined {
  return wordSet().byWord.get(word)?.index;
}

/** What a learner has of some words: their placed level (0 when never placed), and which of the words are in their deck, due there, or marked known. */
export type LearnerWords = { level: number; placed: boolean; deck: ReadonlySet<number>; due: ReadonlySet<number>; known: ReadonlySet<number> };

/** review_cards.direction of a recognition card (lib/review/direction.ts, which this folder sits above). */
const RECOGNITION = 0;

/** Each word's mark in learnerWords' one string: new, known (marked), in review, in review and due. */
const MARK = { new: "n", known: "k", review: "r", due: "d" } as const;

/**
 * One statement: what the learner has of the words at `indexes`; due: a
 * recognition card due by `now` (a word is in the deck by its recognition
 * card). The words go as one comma-separated string (pg's array encoding
 * costs more for thousands of numbers) and come back as one character each,
 * in their order: every story's words cost two strings, not arrays of
 * thousands of numbers each way.
 */
export async function learnerWords(userId: string, indexes: readonly number[], now: Date): Promise<LearnerWords> {
  const row = await kysely()
    .selectNoFrom([
      sql<number | null>`(select level from placements where user_id = ${userId})`.as("level"),
      // Each word looked up by its key (a subquery a word), not the whole deck read and hashed for a few thousand words;
      // the (user_id, word_index, direction, due) index answers it alone, with no page of the cards.
      sql<string | null>`(select string_agg(coalesce(
          (select case when c.due <= ${now} then ${MARK.due} else ${MARK.review} end from review_cards c
            where c.user_id = ${userId} and c.word_index = t.word and c.direction = ${RECOGNITION}),
          (select ${MARK.known} from known_words k where k.user_id = ${userId} and k.word_index = t.word),
          ${MARK.new}), '' order by t.place)
        from unnest(string_to_array(${indexes.join(",")}, ',')::int[]) with ordinality as t(word, place))`.as("marks"),
    ])
    .executeTakeFirstOrThrow();
  const deck = new Set<number>();
  const due = new Set<number>();
  const known = new Set<number>();
  const marks = row.marks ?? "";
  for (let i = 0; i < marks.length; i += 1) {
    const index = indexes[i]!;
    const mark = marks[i];
    if (mark === MARK.known) known.add(index);
    else if (mark === MARK.review || mark === MARK.due) {
      deck.add(index);
      if (mark === MARK.due) due.add(index);
    }
  }
  return { level: row.level ?? 0, placed: row.level !== null, deck, due, known };
}

export function statusOf(index: number, learner: LearnerWords): WordStatus {
  if (learner.deck.has(index)) return "review";
  if (learner.known.has(index) || index < learner.level) return "known";
  return "new";
}

/** The text's running words that count (uncounted words aside), and each one's headword (null: outside the word set). */
export function countedWords(text: string): { counted: TextToken[]; headwords: (Headword | null)[] } {
  const found = new Map<string, Headword | null>();
  const counted = textTokens(text).filter((token) => !isUncounted(token.word, indexOf));
  const headwords = counted.map((token) => {
    if (!found.has(token.word)) found.set(token.word, headwordOf(token.word, indexOf));
    return found.get(token.word)!;
  });
  return { counted, headwords };
}

/** `now`: what a recognition card must be due by for its word to be due. */
export async function analyseText(text: string, userId: string | null, now: Date = new Date()): Promise<AnalysedText> {
  const { counted, headwords } = countedWords(text);
  const place = new Map<number, number>();
  const words: ReaderWord[] = [];
  for (const headword of headwords) {
    if (!headword || place.has(headword.index)) continue;
    place.set(headword.index, words.length);
    words.push({ headword: headword.word, index: headword.index, band: bandOf(headword.index), status: null, due: false });
  }
  let band: number | null = null;
  if (userId !== null) {
    // Read even for a text with no words: the learner's band comes with it.
    const learner = await learnerWords(userId, [...place.keys()], now);
    band = bandOf(learner.level);
    for (const word of words) {
      word.status = statusOf(word.index, learner);
      word.due = learner.due.has(word.index);
    }
  }

  const coverage = { counted: counted.length, known: 0, review: 0, new: 0, outside: 0, byBand: [] as BandCounts[] };
  const bands = new Map<number, BandCounts>();
  const tokens = counted.map((token, i): [number, number, number | null] => {
    const headword = headwords[i];
    if (!headword) {
      coverage.outside += 1;
      return [token.start, token.end, null];
    }
    const word = words[place.get(headword.index)!]!;
    const band = bands.get(word.band) ?? { band: word.band, known: 0, review: 0, new: 0, total: 0 };
    band.total += 1;
    if (word.status) {
      band[word.status] += 1;
      coverage[word.status] += 1;
    }
    bands.set(word.band, band);
    return [token.start, token.end, place.get(headword.index)!];
  });
  coverage.byBand = [...bands.values()].sort((a, b) => a.band - b.band);
  const newWords = words
    .map((word, position) => ({ word, position }))
    .filter(({ word }) => word.status === null || word.status === "new")
    .sort((a, b) => a.word.index - b.word.index)
    .map(({ position }) => position);
  return { tokens, words, coverage, newWords, band };
}
