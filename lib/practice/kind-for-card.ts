import "server-only";
import { canAsk } from "./questions";
import { seededRandom } from "./seeded-random";
import { type Direction, PRODUCTION_STABILITY_DAYS, type QuestionKind } from "./types";

// Which kind of question a card gets, from its memory (FSRS stability, days):
// - Recognition, weak (new, (re)learning, or stability under
//   PRODUCTION_STABILITY_DAYS): word → meaning, the easiest retrieval (the
//   word is given; pick what it means), which builds the link first.
// - Recognition, stronger: meaning → word, a harder retrieval (the form is the
//   answer, among look-alikes): the step towards production, at the point
//   where the card also gets its production card.
// - Production under CLOZE_STABILITY_DAYS: the cloze, where the sentence and
//   the definition give cues; the word has only just been produced for the
//   first times and unaided recall would fail too often to teach.
// - Production from a week on: typed recall from the definition alone (the
//   harder, more durable retrieval), mixed half and half with cloze by the
//   seed, so the word is still met in new sentences.
// When the preferred kind cannot be asked for the word, another kind of the
// same direction is used; null when none can.

const CLOZE_STABILITY_DAYS = 7;

/** ts-fsrs's State.Review: a card past its learning steps. */
const REVIEW_STATE = 2;

export interface CardMemory {
  wordIndex: number;
  direction: Direction;
  stability: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
}

function preferredKinds(card: CardMemory, seed: string): QuestionKind[] {
  if (card.direction === "recognition") {
    const weak = card.state !== REVIEW_STATE || card.stability < PRODUCTION_STABILITY_DAYS;
    return weak ? ["meaning", "word"] : ["word", "meaning"];
  }
  if (card.stability < CLOZE_STABILITY_DAYS) return ["cloze", "typed"];
  return seededRandom(`${seed}:kind:${card.wordIndex}`)() < 0.5 ? ["typed", "cloze"] : ["cloze", "typed"];
}

export function kindForCard(card: CardMemory, seed: string): QuestionKind | null {
  return preferredKinds(card, seed).find((kind) => canAsk(kind, card.wordIndex)) ?? null;
}
