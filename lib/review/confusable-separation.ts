import "server-only";
import { sql } from "kysely";
import type { Transaction } from "@/lib/db";
import { confusableSetsOf } from "@/lib/words/confusables";
import { RECOGNITION } from "./direction";

// Confusable words are first introduced apart (Ambiguous Words; Tinkham 1993,
// Waring 1997: words learned together interfere): two words of a set are
// never first met within SEPARATION_DAYS of each other. New cards are only
// served once due, so the rule is kept through `due`:
// - a new card of a word whose partner is in the deck is due no sooner than
//   SEPARATION_DAYS after the partner's introduction (its first grade), or
//   after the partner's own due while the partner is new itself;
// - a card's first grade (its introduction) holds back the partners' new
//   cards to SEPARATION_DAYS from then;
// - a batch of new words is inserted in waves with no two partners in one
//   wave, so each wave sees the one before;
// - one answer of the flip queue never holds two partners' new cards.
// Only words of a set pay anything: for the others every step is skipped.

/** Days between the first introductions of two words of a confusable set. */
export const SEPARATION_DAYS = 3;

/** The other words of every set the word is in (none for most words). */
export function partnersOf(wordIndex: number): number[] {
  const partners = new Set<number>();
  for (const set of confusableSetsOf(wordIndex)) for (const member of set.members) if (member.index !== wordIndex) partners.add(member.index);
  return [...partners];
}

/** The words in waves, in their order, no two partners in one wave (most batches are one wave). */
export function separateWaves(wordIndexes: readonly number[]): number[][] {
  const waves: { words: number[]; taken: Set<number> }[] = [];
  for (const wordIndex of wordIndexes) {
    const partners = partnersOf(wordIndex);
    let wave = waves.find((candidate) => !partners.some((partner) => candidate.taken.has(partner)));
    if (!wave) {
      wave = { words: [], taken: new Set() };
      waves.push(wave);
    }
    wave.words.push(wordIndex);
    wave.taken.add(wordIndex);
  }
  return waves.map((wave) => wave.words);
}

/** (word, partner) pairs of the words that have partners: what the insert's due looks up. */
export function partnerPairs(wordIndexes: readonly number[]): { words: number[]; partners: number[] } {
  const words: number[] = [];
  const partners: number[] = [];
  for (const wordIndex of wordIndexes) {
    for (const partner of partnersOf(wordIndex)) {
      words.push(wordIndex);
      partners.push(partner);
    }
  }
  return { words, partners };
}

/**
 * The due of a new recognition card of `w.index` (in the insert's SELECT from words as w): `due`, or later
 * when a partner is in the deck. A partner's introduction is its card's first logged grade (or, for a card
 * entered from the flashcards without a log, its last grade); a partner still new counts from its own due.
 */
export function separatedDue(userId: string, due: Date, pairs: { words: number[]; partners: number[] }) {
  const gap = sql.lit(`${SEPARATION_DAYS} days`);
  return sql<Date>`greatest(${due}::timestamptz, (
    SELECT max(
      CASE WHEN p.state = 0 THEN p.due
      ELSE coalesce((SELECT min(l.reviewed_at) FROM review_logs l WHERE l.card_id = p.id), p.last_review, p.due) END
      + ${gap}::interval)
    FROM unnest(${pairs.words}::int[], ${pairs.partners}::int[]) AS pair(word, partner)
    JOIN review_cards p ON p.user_id = ${userId} AND p.word_index = pair.partner AND p.direction = ${RECOGNITION}
    WHERE pair.word = w.index))`;
}

/** After the word's first grade at `at`: its partners' new cards wait until SEPARATION_DAYS after it. */
export async function holdBackPartners(tx: Transaction, userId: string, wordIndex: number, at: Date): Promise<void> {
  const partners = partnersOf(wordIndex);
  if (partners.length === 0) return;
  const until = new Date(at.getTime() + SEPARATION_DAYS * 86_400_000);
  await tx
    .updateTable("review_cards")
    .set((eb) => ({ due: sql<Date>`greatest(due, ${until}::timestamptz)`, version: eb("version", "+", 1) }))
    .where("user_id", "=", userId)
    .where("direction", "=", RECOGNITION)
    .where("state", "=", 0)
    .where("due", "<", until)
    .where(sql<boolean>`word_index = any(${partners}::int[])`)
    .execute();
}

/** The cards of a queue without a new card whose partner's new card comes before it: one introduction per set at a time. */
export function oneNewPerSet<T extends { wordIndex: number; state: number }>(cards: readonly T[]): T[] {
  const newWords = new Set<number>();
  return cards.filter((card) => {
    if (card.state !== 0) return true;
    if (partnersOf(card.wordIndex).some((partner) => newWords.has(partner))) return false;
    newWords.add(card.wordIndex);
    return true;
  });
}
