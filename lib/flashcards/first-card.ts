import "server-only";
import { DEFAULT_FLASHCARD_CATEGORY, isFlashcardCategory } from "@/lib/navigation";
import { randomEasyWord } from "@/lib/practice/easy-words";
import { categoryCounts, categoryWordAt, randomUnseenWord, wordByIndex, type IndexedWord } from "@/lib/words/words";
import { parsePositions } from "./positions";
import { NO_MARKS, type CardWord, type InitialCard, type MarkStatus } from "./types";
import { wordStatus } from "./word-status";

// The card the flashcards page renders on the server, so the first word is in
// the HTML and no client fetch comes before it paints.

function toCard(found: IndexedWord | null): CardWord | null {
  return found && { data: found.word, wordIndex: found.wordIndex };
}

/** The card's marks and review status, so the page renders them: no status request before the card is right. */
async function statusOf(userId: string | null, card: CardWord | null): Promise<{ marks: MarkStatus; inDeck: boolean }> {
  if (!userId || !card) return { marks: NO_MARKS, inDeck: false };
  const { isFavourite, isRemember, isUnremember, inDeck } = await wordStatus(userId, card.wordIndex);
  return { marks: { isFavourite, isRemember, isUnremember }, inDeck };
}

/**
 * The first card for the stored category (cookie; unseen when none) and the
 * position mirrored in the positions cookie:
 * - unseen: the word the learner was on, or a new random one (for a signed-in
 *   user, one they have not seen);
 * - the other categories (signed in only): the word at the stored position,
 *   or the list's first word when the list has grown shorter; null when empty.
 * A visitor with another category gets unseen, flagged for the client to
 * reset and send to login.
 */
export async function loadFirstCard(input: {
  userId: string | null;
  categoryCookie: string | undefined;
  positionsCookie: string | undefined;
}): Promise<InitialCard> {
  const { userId } = input;
  const stored = isFlashcardCategory(input.categoryCookie) ? input.categoryCookie : DEFAULT_FLASHCARD_CATEGORY;
  const loginRequiredFor = stored !== "unseen" && userId === null ? stored : null;
  const category = loginRequiredFor ? DEFAULT_FLASHCARD_CATEGORY : stored;
  const positions = parsePositions(input.positionsCookie);
  // Counted alongside the card, not after it.
  const counting = userId ? categoryCounts(userId) : Promise.resolve(null);
  counting.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled

  if (category === "unseen") {
    const index = positions.unseen ?? -1;
    const card = toCard((index >= 0 ? await wordByIndex(index) : null) ?? (await randomUnseenWord(userId)));
    const [status, counts] = await Promise.all([statusOf(userId, card), counting]);
    return { category, card, position: 0, total: null, ...status, userId, counts, loginRequiredFor };
  }

  // Only a signed-in user gets here.
  const owner = userId as string;
  const wanted = Math.max(0, positions[category] ?? 0);
  let { total, entry } = await categoryWordAt(owner, category, wanted);
  let position = wanted;
  if (!entry && wanted > 0 && total > 0) {
    position = 0;
    ({ total, entry } = await categoryWordAt(owner, category, 0));
  }
  const card = toCard(entry);
  const [status, counts] = await Promise.all([statusOf(userId, card), counting]);
  return { category, card, position: card ? position : 0, total, ...status, userId, counts, loginRequiredFor: null };
}

/** Easy Words' first card: a random word of the commonest band, with its marks and review status. */
export async function loadEasyFirstCard(userId: string, random: () => number = Math.random): Promise<InitialCard> {
  const index = randomEasyWord([], random);
  const card = toCard(index === null ? null : await wordByIndex(index));
  const status = await statusOf(userId, card);
  return { category: "unseen", card, position: 0, total: null, ...status, userId, counts: null, loginRequiredFor: null, easyWords: true };
}
