// The story text's state, apart from React so every transition is unit
// tested: which word's popover is open, which word holds the text's one tab
// stop (the words are many: arrow keys move between them, Tab leaves the
// text), where focus goes next, what Add to review has done, and the
// signed-in learner's marks. Only components/stories/story-text.tsx uses it.
import type { AnalysedText } from "@/lib/reader/analyse";

export type WordMark = "due" | "new";

export type ReviewProgress = "adding" | "added";

/** Where the popover stands in the text container, in CSS pixels from its top left. */
export type Anchor = { top: number; left: number };

export type LearnerMarks = {
  /** Whose marks they are: another learner's (or nobody's) are never shown. */
  userId: string;
  byWord: Readonly<Record<number, WordMark>>;
  /** Word indexes already in the learner's review deck. */
  inReview: readonly number[];
  /** The band of the learner's level, as the API answers it. */
  band: number;
};

export type StoryTextState = {
  /** The open word: its place among the text's words (0, 1, …), or null. */
  open: number | null;
  anchor: Anchor | null;
  /** The word that takes the tab stop. */
  current: number;
  /** The word focus goes to (closing the popover, arrow keys), or null: focus stays where it is. */
  focus: number | null;
  /** Add to review by word index, and whose presses they were. */
  review: { userId: string; byWord: Readonly<Record<number, ReviewProgress>> } | null;
  marks: LearnerMarks | null;
};

export type StoryTextAction =
  | { type: "open"; place: number; anchor: Anchor }
  | { type: "close"; refocus: boolean }
  | { type: "move"; to: "next" | "previous" | "first" | "last"; count: number }
  | { type: "adding"; index: number; userId: string }
  | { type: "added" | "addFailed"; index: number }
  | { type: "marked"; marks: LearnerMarks };

export const INITIAL_STORY_TEXT: StoryTextState = { open: null, anchor: null, current: 0, focus: null, review: null, marks: null };

function moved(current: number, to: "next" | "previous" | "first" | "last", count: number): number {
  if (to === "first") return 0;
  if (to === "last") return Math.max(0, count - 1);
  return Math.min(Math.max(0, current + (to === "next" ? 1 : -1)), Math.max(0, count - 1));
}

function withoutKey<T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** The word added joins the deck due now (POST /review/add): the marks say so, as a fresh read would. */
function markedDue(marks: LearnerMarks | null, index: number): LearnerMarks | null {
  if (!marks) return marks;
  return { ...marks, byWord: { ...marks.byWord, [index]: "due" }, inReview: marks.inReview.includes(index) ? marks.inReview : [...marks.inReview, index] };
}

export function storyTextReducer(state: StoryTextState, action: StoryTextAction): StoryTextState {
  switch (action.type) {
    case "open":
      // The open word pressed again closes its popover, as a toggle does.
      if (state.open === action.place) return { ...state, open: null, anchor: null, focus: action.place };
      return { ...state, open: action.place, anchor: action.anchor, current: action.place, focus: null };
    case "close":
      if (state.open === null) return state;
      return { ...state, open: null, anchor: null, focus: action.refocus ? state.open : null };
    case "move": {
      const place = moved(state.current, action.to, action.count);
      return { ...state, current: place, focus: place };
    }
    case "adding": {
      // Another learner's presses (a sign-in in another tab) are forgotten.
      const byWord = state.review?.userId === action.userId ? state.review.byWord : {};
      return { ...state, review: { userId: action.userId, byWord: { ...byWord, [action.index]: "adding" } } };
    }
    case "added":
      if (!state.review) return state;
      return {
        ...state,
        review: { ...state.review, byWord: { ...state.review.byWord, [action.index]: "added" } },
        marks: markedDue(state.marks, action.index),
      };
    case "addFailed":
      if (!state.review) return state;
      return { ...state, review: { ...state.review, byWord: withoutKey(state.review.byWord, action.index) } };
    case "marked":
      return { ...state, marks: action.marks };
  }
}

/**
 * A learner's marks from the analysed story: each word due for review, and
 * each new word of the learner's own band (a word both due and new cannot
 * be: due words are in review).
 */
export function learnerMarks(userId: string, analysed: Pick<AnalysedText, "words" | "band">): LearnerMarks {
  const band = analysed.band ?? 0;
  const byWord: Record<number, WordMark> = {};
  const inReview: number[] = [];
  for (const word of analysed.words) {
    if (word.status === "review") inReview.push(word.index);
    if (word.due) byWord[word.index] = "due";
    else if (word.status === "new" && word.band === band) byWord[word.index] = "new";
  }
  return { userId, byWord, inReview, band };
}

/** How many distinct words carry each mark. */
export function markCounts(marks: LearnerMarks): Record<WordMark, number> {
  const counts = { due: 0, new: 0 };
  for (const mark of Object.values(marks.byWord)) counts[mark] += 1;
  return counts;
}
