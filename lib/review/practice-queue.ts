import "server-only";
import { compiledOncePerShape } from "@/lib/compiled-once";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { directionCode, directionOf, type Direction } from "./direction";
import { learnerDay } from "./day";
import { practiceCardsQuery } from "./queue-sql";
import { LEARN_AHEAD_MS, newCardFields } from "./scheduler";
import { withLearnerSettings, type StoredSettings } from "./settings";

// The cards practice questions are made of (the practice API, lib/practice):
// what the engine needs of a card to choose a question kind by its memory.
// Unlike the flip queue, it holds both directions.

/** A card as practice sees it: which word, which direction, and how well it is known. */
export interface PracticeCard {
  wordIndex: number;
  direction: Direction;
  stability: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  due: Date;
  /** The sentence the learner met the word in (review_cards.context), which its cloze questions ask; absent when none. */
  context?: string;
}

type QueueValues = { userId: string; now: Date; learnAhead: Date; newPerDay: number; today: string; exclude: readonly number[] };
/** A statement per size asked for (its text holds the size: writtenLimit, lib/review/queue-sql.ts): the callers' few lookaheads. */
const practiceCards = compiledOncePerShape((size: number, v: QueueValues) =>
  practiceCardsQuery(kysely(), v.userId, { now: v.now, learnAhead: v.learnAhead, newPerDay: v.newPerDay, today: v.today, size, exclude: v.exclude }),
);

/** The queue's rows as the settings give them: the new-card allowance and the learner's day. */
async function queueRows(userId: string, settings: StoredSettings, now: Date, size: number, exclude: readonly number[]) {
  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const today = learnerDay(now, settings.timeZone);
  const { rows } = await kysely().executeQuery(practiceCards(size)({ userId, now, learnAhead, newPerDay: settings.newPerDay, today, exclude }));
  return rows;
}

/** Most cards one call answers. */
const MAX_PRACTICE_CARDS = 100;

/**
 * The next cards to practise, one per word, `limit` at most: (re)learning
 * steps and reviews due now (both directions), then new cards within the
 * day's new-card allowance, recognition before production, then steps due
 * within the learn-ahead limit. The allowance is the flip queue's and shared
 * with it: `new_per_day` less the cards (of either direction) first graded
 * today. Words in `exclude` (asked already this round) are left out.
 */
export async function practiceQueue(
  userId: string,
  { now = new Date(), limit, exclude = [], settings }: { now?: Date; limit: number; exclude?: readonly number[]; settings?: StoredSettings },
): Promise<PracticeCard[]> {
  checkedUserId(userId);
  const size = Math.max(0, Math.min(Math.floor(limit), MAX_PRACTICE_CARDS));
  if (size === 0) return [];
  const send = (known: StoredSettings) => queueRows(userId, known, now, size, exclude);
  // An empty queue returns no version to check the remembered settings by.
  const rows = settings ? await send(settings) : (await withLearnerSettings(userId, now, send, (found) => found[0]?.settingsVersion)).result;
  return rows.map((row) => ({
    wordIndex: row.wordIndex,
    direction: directionOf(row.direction),
    stability: row.stability,
    state: row.state,
    due: row.due,
    ...(row.context !== null && { context: row.context }),
  }));
}

/**
 * The learner's cards of `direction` for these words, in the order given:
 * null for a word with no such card (not in the deck). For favourites
 * practice, which asks about words whether or not they are in the deck
 * (newPracticeCard stands for a missing one).
 */
export async function cardsOf(userId: string, wordIndexes: readonly number[], direction: Direction): Promise<(PracticeCard | null)[]> {
  checkedUserId(userId);
  if (wordIndexes.length === 0) return [];
  const rows = await kysely()
    .selectFrom("review_cards")
    .select(["word_index as wordIndex", "stability", "state", "due"])
    .where("user_id", "=", userId)
    .where("direction", "=", directionCode(direction))
    .where("word_index", "in", [...new Set(wordIndexes)])
    .execute();
  const byWord = new Map(rows.map((row) => [row.wordIndex, row]));
  return wordIndexes.map((wordIndex) => {
    const row = byWord.get(wordIndex);
    return row ? { wordIndex, direction, stability: row.stability, state: row.state, due: row.due } : null;
  });
}

/** A card for a word not in the deck: what it would be once added (new, due now). */
export function newPracticeCard(wordIndex: number, direction: Direction = "recognition", now = new Date()): PracticeCard {
  const card = newCardFields(now);
  return { wordIndex, direction, stability: card.stability, state: card.state, due: card.due };
}

/**
 * The learner's favourite words (favourite marks of type "words", whose item
 * is the word's index: lib/marks), oldest first, as the favourites list orders
 * them. Read here rather than through lib/marks, which builds on lib/review.
 */
export async function favouriteWordIndexes(userId: string): Promise<number[]> {
  const rows = await kysely()
    .selectFrom("marks")
    .select("item_id")
    .where("user_id", "=", checkedUserId(userId))
    .where("kind", "=", "favourite")
    .where("type", "=", "words")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const indexes = rows.map((row) => (/^(0|[1-9][0-9]{0,8})$/.test(row.item_id) ? Number(row.item_id) : null));
  return [...new Set(indexes.filter((index): index is number => index !== null))];
}
