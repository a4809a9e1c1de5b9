import type { ConfusableSet } from "@/lib/words/confusables";

// The contrast gate (Ambiguous Words). Words learned together interfere
// (Tinkham 1993; Waring 1997), so a set's words are first learned apart and
// contrasted only once each member has been reviewed at least twice: only
// then do contrast questions on the set start. Pure: the reviews per word
// come from lib/practice/contrast-progress.ts.

/** Reviews of each member before its set's contrast questions start. */
export const CONTRAST_MIN_REVIEWS = 2;

export interface MemberProgress {
  word: string;
  index: number;
  /** Real reviews of the word (its cards' review_logs rows). */
  reviews: number;
  /** Whether the word is in the learner's deck. */
  inDeck: boolean;
}

export interface SetProgress {
  id: number;
  members: MemberProgress[];
  /** Members reviewed at least CONTRAST_MIN_REVIEWS times. */
  reviewedEnough: number;
  /** Every member is: contrast questions on the set may be asked. */
  ready: boolean;
}

/** What the learner has of a set, from the reviews and deck entries of its words. */
export function setProgress(set: ConfusableSet, reviews: ReadonlyMap<number, { reviews: number }>): SetProgress {
  const members = set.members.map(({ word, index }) => ({ word, index, reviews: reviews.get(index)?.reviews ?? 0, inDeck: reviews.has(index) }));
  const reviewedEnough = members.filter((member) => member.reviews >= CONTRAST_MIN_REVIEWS).length;
  return { id: set.id, members, reviewedEnough, ready: members.length >= 2 && reviewedEnough === members.length };
}

/** "Learn these apart first: 1 of 2 words reviewed twice". */
export function gateNote(progress: Pick<SetProgress, "members" | "reviewedEnough">): string {
  const total = progress.members.length;
  return `Learn these apart first: ${progress.reviewedEnough} of ${total} ${total === 1 ? "word" : "words"} reviewed twice`;
}
