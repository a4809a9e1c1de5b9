// What the placement API answers (app/api/v1/placement/*), shared by the
// engine (lib/placement) and the test page's island. A question never says
// which option is right; the token is the test's sealed state.

/** A question as the browser gets it. */
export interface PlacementQuestion {
  /** 1 for the first question. */
  number: number;
  total: number;
  word: string;
  ipa: string | null;
  partOfSpeech: string;
  options: string[];
}

/** A finished test as the browser is told it. */
export interface PlacementResultView {
  /** The estimate, rounded as the learner is told it. */
  about: number;
  band: number;
  /** The band's first and last word, counted from 1. */
  firstWord: number;
  lastWord: number;
  /** Whether it is stored for the signed-in learner. */
  saved: boolean;
  /** A visitor's sealed result, to claim after signing up. */
  resultToken?: string;
}

/** POST /placement/start, and /placement/answer before the end. */
export interface PlacementQuestionStep {
  token: string;
  question: PlacementQuestion;
}

/** POST /placement/answer: the next question, or the result. */
export type PlacementStep = PlacementQuestionStep | { result: PlacementResultView };
