// The kinds of practice question a grade can come from (review_logs.question_kind).
// Defined here, with the log that records them, so that lib/review needs nothing
// of lib/practice (which builds on it); lib/practice/types.ts re-exports them
// and says what each kind asks.

export const QUESTION_KINDS = ["meaning", "word", "cloze", "typed", "synonym", "antonym", "match", "contrast"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Whether an untrusted value (a query string, a sealed token's field) names a kind. */
export function isQuestionKind(value: unknown): value is QuestionKind {
  return (QUESTION_KINDS as readonly unknown[]).includes(value);
}
