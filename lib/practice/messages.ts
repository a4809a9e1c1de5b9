// The practice API's error messages (app/api/v1/practice/*), shared by the
// handlers and the practice screen.
export const PRACTICE_MESSAGES = {
  questionNotFound: "This question was not found.",
  questionAnswered: "This question has already been answered.",
  questionBeingAnswered: "This question is being answered.",
  questionExpired: "This question has expired. Please take a new one.",
  tooManyOpen: "Too many questions are waiting for an answer. Please answer them or wait a few minutes.",
  hintTypedOnly: "Hints are only for questions you answer by typing.",
  answerFirst: "Please answer the question first.",
  overrideNotAllowed: "Only a typed answer marked wrong can be overridden.",
  overrideUsed: "This answer was already overridden.",
  overrideTooLate: "This grade can no longer be overridden: another grade came after it.",
  contextKindOnly: "Learn with Context asks only context questions.",
  contrastOnConfusables: "Ambiguous Words questions are asked only in Ambiguous Words, and Ambiguous Words asks nothing else.",
  setOnConfusables: "A set of words is only for Ambiguous Words.",
  favouritesKindRequired: "Pick a kind of question: word, synonym, antonym or match.",
  easyKindRequired: "Pick a kind of question: word or meaning.",
  idiomsKindOnly: "Idioms MCQ asks only meaning questions.",
  knownKindOnly: "A spot check asks only meaning questions.",
} as const;
