import { markWordKnown } from "@/components/known/known-toast";
import { toast } from "@/components/toasts/toast";
import { addSeen } from "@/lib/client/flashcards-api";
import { keepMark } from "@/lib/pending/client-store";
import { setInReview, setMark } from "@/lib/client/word-marks-api";
import { FAVOURITE_NAME, FLASHCARD_MESSAGES, REVIEW_MESSAGES, SEEN_NAME } from "@/lib/flashcards/messages";
import { flipMarksSeen, markChangesList, STATUS_FIELD, type MarkKind, type Side } from "./flashcards-reducer";
import { refreshStatus, type Screen } from "./screen";

// What the learner changes on the card
// (docs/product.md#flashcards-and-categories): the flip (and the seen record of
// a first flip), the marks and the review deck. Every change shows at once and
// is never rolled back; a failure only toasts.

const REVIEW_TOAST_ID = "review-toggle";

const optionalName = (name: string | undefined) => (name ? { name } : {});

const failed = (what: string) => (error: unknown) => {
  console.error(`Flashcards: ${what} failed`, error);
  toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
};

/** Turns the card; the first turn to the back marks the word seen (a seen record when signed in). Each flip fetches the status again. */
export function flip(screen: Screen) {
  const { live, userId, data } = screen;
  const card = live.current.current;
  if (!card) return;
  const firstSeen = flipMarksSeen(live.current);
  screen.dispatch({ type: "flip", now: performance.now() });
  if (firstSeen) screen.emit({ type: "seen", wordIndex: card.wordIndex });
  if (firstSeen && userId) addSeen(userId, card.wordIndex).then(data.refreshCounts, (error: unknown) => console.error("Flashcards: seen/add failed", error));
  refreshStatus(screen, card.wordIndex);
}

/** The name a press of `kind` stores with the mark: the heart's says which side was shown. */
function markName(kind: MarkKind, side: Side): string | undefined {
  return kind === "favourite" ? FAVOURITE_NAME[side] : kind === "unremember" ? SEEN_NAME : undefined;
}

/**
 * Favourite, Remember, Not remembered. A visitor is sent to log in, and the
 * press is kept for the account they sign in to (lib/pending/client-store.ts).
 */
export function toggleMark(screen: Screen, kind: MarkKind) {
  const { live, userId, data } = screen;
  const card = live.current.current;
  if (!userId) {
    if (card) keepMark({ kind, wordIndex: card.wordIndex, ...optionalName(markName(kind, live.current.side)) });
    return screen.sendToLogin(kind);
  }
  if (!card) return;
  const { side, inDeck: wasInDeck } = live.current;
  screen.dispatch({ type: "toggleMark", kind });
  const { marks, listChanged, position, inDeck } = live.current;
  const on = marks[STATUS_FIELD[kind]];
  screen.emit({ type: "mark", kind, on, wordIndex: card.wordIndex });
  if (inDeck && !wasInDeck) screen.emit({ type: "deck", on: true, wordIndex: card.wordIndex });
  data.forgetStatus(card.wordIndex);
  if (markChangesList(kind, screen.category)) data.listChanged();
  const name = markName(kind, side);
  data.write(() => setMark(kind, on, { userId, wordIndex: card.wordIndex, ...(name ? { name } : {}) }).catch(failed(`${kind} ${on ? "add" : "remove"}`)));
  data.refreshCounts();
  // Fetch ahead what Next will show once the change has landed.
  if (listChanged) data.categoryWord(position).catch(() => undefined);
}

/** Add to review: like the heart (a visitor's press is kept too); the answer toasts. */
export function toggleReview(screen: Screen) {
  const { live, userId, data } = screen;
  const card = live.current.current;
  if (!userId) {
    if (card) keepMark({ kind: "review", wordIndex: card.wordIndex });
    return screen.sendToLogin("review");
  }
  if (!card) return;
  screen.dispatch({ type: "toggleReview" });
  const on = live.current.inDeck;
  screen.emit({ type: "deck", on, wordIndex: card.wordIndex });
  data.forgetStatus(card.wordIndex);
  data.write(() =>
    setInReview(on, card.wordIndex).then(
      () => void toast(on ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.removed, { id: REVIEW_TOAST_ID }),
      failed(`review ${on ? "add" : "remove"}`),
    ),
  );
}

/** "I already know this" (a signed-in learner's unseen word): marked known (lib/known), then on to the next card. */
export function markCardKnown(screen: Screen, moveOn: () => void) {
  const { live, userId, data } = screen;
  const card = live.current.current;
  if (!userId || !card) return;
  data.forgetStatus(card.wordIndex);
  data.write(() => markWordKnown(card.data.word, card.wordIndex).then(() => undefined));
  moveOn();
}
