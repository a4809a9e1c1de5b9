import "server-only";
import { transactionLock } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { partnersOf } from "./confusable-separation";
import { newCardCount } from "./deck";
import { insertNewCard } from "./grading";
import { dueQueue } from "./queue";
import type { StartResponse } from "./types";

// "Start with 10 new words": a learner with nothing new to review gets the
// next words in one click instead of adding them from the flashcards one by
// one. The word set is ordered commonest first (scripts/build-words.ts: SCOWL
// level, then how often WordNet's corpora saw the word), so the lowest indexes
// the learner has not met are the next words worth learning.

/** How many new cards the deck is filled up to. */
export const STARTER_WORDS = 10;

/** Candidates read beyond the words wanted, for the confusable partners left out. */
const PARTNER_SPARE = 10;

/** The first `wanted` words, leaving out a word whose confusable partner is picked already (lib/review/confusable-separation.ts). */
export function pickApart(candidates: readonly number[], wanted: number): number[] {
  const picked: number[] = [];
  for (const wordIndex of candidates) {
    if (picked.length >= wanted) break;
    if (!partnersOf(wordIndex).some((partner) => picked.includes(partner))) picked.push(wordIndex);
  }
  return picked;
}

/**
 * Fills the deck up to STARTER_WORDS new cards, then answers today's queue.
 * "Fill up to", not "add 10": a double click, a retried request or a second
 * tab adds nothing more, with no client id to store.
 */
export async function startWithNewWords(userId: string, now = new Date()): Promise<StartResponse> {
  checkedUserId(userId);
  const result = await writeUserData(userId, async (tx) => {
    // Two requests at once pick the same words, and the unique (user, word) key keeps the second insert of each
    // out, so the deck never gets 20; one at a time per learner keeps each answer's `added` true as well.
    await transactionLock(tx, `review-start:${userId}`);
    // New flip cards: a new production card is practised with questions, not in this queue.
    const already = await newCardCount(userId, tx);
    const wanted = STARTER_WORDS - already;
    if (wanted <= 0) return { added: 0, newInDeck: already };
    // Not in the deck, not marked remembered (the learner says they know it), and never reviewed: a word
    // the learner took out of the deck after reviewing it was taken out on purpose.
    const words = await tx
      .selectFrom("words as w")
      .select("w.index")
      // From the learner's level (their vocabulary test's first unknown index; 0 when never placed), and never a
      // word they said they know (lib/known): both read here, in the one statement, by their primary keys.
      .where(({ eb, fn, selectFrom }) =>
        eb("w.index", ">=", fn.coalesce(selectFrom("placements as p").select("p.level").where("p.user_id", "=", userId), eb.lit(0))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("known_words as k").select("k.word_index").where("k.user_id", "=", userId).whereRef("k.word_index", "=", "w.index"))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("review_cards as c").select("c.id").where("c.user_id", "=", userId).whereRef("c.word_index", "=", "w.index"))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("marks as m")
              .select("m.id")
              .where("m.user_id", "=", userId)
              .where("m.slot", "=", "recall")
              .where("m.kind", "=", "remember")
              .where("m.type", "=", "words")
              .where((eb) => eb("m.item_id", "=", eb.cast<string>("w.index", "text"))),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("review_logs as l").select("l.id").where("l.user_id", "=", userId).whereRef("l.word_index", "=", "w.index"))),
      )
      .orderBy("w.index")
      .limit(wanted + PARTNER_SPARE)
      .execute();
    const picked = pickApart(
      words.map((word) => word.index),
      wanted,
    );
    // Add to review's own insert, so these cards are scheduled exactly like any other new card.
    for (const wordIndex of picked) await insertNewCard(tx, userId, wordIndex, now);
    return { added: picked.length, newInDeck: already + picked.length };
  });
  return { ...(await dueQueue(userId, { now })), ...result };
}
