// Every string the practice screens show or announce, in one place (the
// e2e tests read them from here too).
import { favouritePractice } from "@/lib/favourites/favourites";
import { GRADE_LABELS, type GradeValue } from "@/lib/review/types";
import { MATCH_SIZE, ROUND_SIZE, type NextResponse, type PracticeSource, type QuestionKind } from "@/lib/practice/types";

export type DoneReason = Extract<NextResponse, { done: true }>["reason"];

export const PRACTICE_MESSAGES = {
  loading: "Loading your question…",
  loadFailed: "Couldn't load the next question.",
  tryAgain: "Try again",
  answerFailed: "Couldn't check your answer. Check your connection and try again.",
  expired: "That question had expired, so here is a new one.",
  hintFailed: "Couldn't load the hint. Try again.",
  overrideFailed: "Couldn't change the grade. Try again.",
  check: "Check",
  checking: "Checking…",
  next: "Next",
  seeSummary: "See your results",
  showHint: "Show hint",
  hintNote: "A right answer after a hint counts as Hard.",
  /** A visitor's demo saves no grade: the hint's note says only what it gives. */
  hintNoteDemo: "A hint gives the word's first letter and length.",
  iWasRight: "I was right",
  overrideHelp: "Typed a right word we didn't expect, such as a synonym? Count it as right.",
  overridden: "Marked as right.",
  typeHere: "Your answer",
  typedPlaceholder: "Type the word",
  right: "Right!",
  wrong: "Not quite.",
  yourAnswer: "Your answer",
  rightAnswer: "Right answer",
  youTyped: "You typed",
  blank: "blank",
  matchInstructions: "Pick a word, then its definition. Pick a matched word again to change its match.",
  matchCheck: "Check matches",
  matchElapsed: "Time",
  practiseAgain: "Practise again",
  missedComeBack: "Words you missed come back in your next review.",
  demoNote: "This was a demo: nothing was saved.",
  /** Easy Words answered right: the word stays out of the deck. */
  knownEasy: "You know this one: it stays out of your reviews.",
  invitation: "This is a demo on words you may not know yet. Sign up to practise your own words, with each answer counted in your review.",
  signedInNote: "You are practising the words in your review: each answer counts.",
  signUp: "Sign up",
  logIn: "Log in",
  wordsToReview: "Words to look at again",
  noneMissed: "You got every word right.",
  roundOver: "No more questions for now.",
  idiomPrompt: "What does this idiom mean?",
  idiomsNote: "Idioms MCQ is practice: your answers are checked, not saved.",
  contrastNotReady:
    "Contrast questions start once you have reviewed every word of a set at least twice: words learned apart first are mixed up less. Add a set's words to your review, then come back.",
  contrastAllAsked: "You have practised every set that is ready for now.",
  howToTell: "How to tell them apart",
  storyNothingToAsk: "We couldn't make a question from this story's words. Open one of them above for its meaning and examples.",
} as const;

/** "Question 3 of 10". */
export function questionNumber(index: number, roundSize: number = ROUND_SIZE): string {
  return `Question ${index + 1} of ${roundSize}`;
}

/** What a question asks, by kind. */
export function questionPrompt(kind: QuestionKind, word?: string): string {
  switch (kind) {
    case "meaning":
      return "What does this word mean?";
    case "word":
      return "Which word has this meaning?";
    case "synonym":
      return `Which word means the same as “${word ?? ""}” here?`;
    case "antonym":
      return `Which word means the opposite of “${word ?? ""}” here?`;
    case "cloze":
      return "Type the missing word.";
    case "typed":
      return "Type the word that has this meaning.";
    case "match":
      return "Match each word to its definition.";
    case "contrast":
      return "Which word fills the blank?";
  }
}

/** A spot check with nothing to ask: today's checks are done, or no known word needs one. */
const KNOWN_DONE = "No words you know need a check right now. Come back tomorrow.";

const ADD_FAVOURITES = "Add words to your favourites from the flashcards.";
const ADD_TO_REVIEW = "Add words to your review from the flashcards.";

/** Why there is no question, in plain words: before a round (an empty screen) or to end one early. */
export function doneMessage(reason: DoneReason, source: PracticeSource, kind?: QuestionKind): string {
  if (source === "favourites") {
    // The tile's name (its label): "Match Words needs …".
    const label = (kind && favouritePractice(kind)?.label) ?? "This practice";
    if (kind === "match" && reason !== "no-question") return `${label} needs at least ${MATCH_SIZE.min} favourite words. ${ADD_FAVOURITES}`;
    if (reason === "no-question") return `We couldn't make a question from your favourite words yet. ${ADD_FAVOURITES}`;
    if (kind === "synonym") return `${label} needs a favourite word that has a synonym. ${ADD_FAVOURITES}`;
    if (kind === "antonym") return `${label} needs a favourite word that has an opposite (an antonym). ${ADD_FAVOURITES}`;
    return `${label} needs at least one favourite word. ${ADD_FAVOURITES}`;
  }
  if (source === "easy" || source === "idioms") return `We couldn't make a question right now. Please try again.`;
  if (source === "confusables") {
    return reason === "not-ready" ? PRACTICE_MESSAGES.contrastNotReady : PRACTICE_MESSAGES.contrastAllAsked;
  }
  if (source === "known") return KNOWN_DONE;
  if (source === "story") return PRACTICE_MESSAGES.storyNothingToAsk;
  if (reason === "nothing-due") return `No words are due for review right now. ${ADD_TO_REVIEW} Or come back when words are due.`;
  if (reason === "too-few-words") return `There are too few words in your review to practise yet. ${ADD_TO_REVIEW}`;
  return source === "context"
    ? `None of your words has a sentence we can use yet. ${ADD_TO_REVIEW}`
    : `We couldn't make a question from your words yet. ${ADD_TO_REVIEW}`;
}

/** After a contrast miss: the partner word the learner chose ("You chose effect."), the set's hint shown under it. */
export function partnerNote(word: string): string {
  return `You chose ${word}.`;
}

/** "Counts as Good in your review." */
export function ratingNote(rating: GradeValue): string {
  return `Counts as ${GRADE_LABELS[rating]} in your review.`;
}

/** A typed answer one letter off: graded Hard when saved; a visitor's demo saves nothing, so it says no grade. */
export function typoNote(answer: string, saved = true): string {
  return saved ? `One letter off: counted as Hard. It's spelt “${answer}”.` : `One letter off: right, nearly. It's spelt “${answer}”.`;
}

export function formNote(answer: string): string {
  return `Right: a form of “${answer}”.`;
}

/** A cloze answered with the word in another form than the sentence takes (man for "six ___ on the bus"). */
export function wrongFormNote(needed: string): string {
  return `Right word — the sentence needs “${needed}”.`;
}

/** Another spelling of the word (colour for color). */
export function variantNote(answer: string): string {
  return `Right: also spelt “${answer}”.`;
}

/** A synonym of the sense asked: right, not the word sought. */
export function synonymNote(answer: string): string {
  return `Also right — we were looking for “${answer}”.`;
}

/** A miss on a synonym or antonym question: the word asked is not lapsed for an option the learner did not know. */
export function relationMissNote(word: string): string {
  return `“${word}” counts as Hard, not forgotten: the word to pick may be the rarer one.`;
}

/** The first letter a typed question shows (beside a definition; in a cloze's gap, read out after "blank"). */
export function startsWithText(letter: string): string {
  return `Starts with “${letter}”.`;
}

export function hintText(firstLetter: string, length: number): string {
  return `Starts with “${firstLetter}”, ${length} letters.`;
}

export function matchScore(right: number, total: number): string {
  return `${right} of ${total} matched right.`;
}

/** The announcement after an answer is checked. */
export function feedbackAnnouncement(correct: boolean, answer: string | null): string {
  if (correct) return answer ? `${PRACTICE_MESSAGES.right} ${answer}.` : PRACTICE_MESSAGES.right;
  return answer ? `${PRACTICE_MESSAGES.wrong} The answer is ${answer}.` : PRACTICE_MESSAGES.wrong;
}

export function matchedAnnouncement(word: string): string {
  return `${word}: matched.`;
}

export function summaryTitle(right: number, total: number): string {
  return `${right} of ${total} right`;
}

/** "1 min 5 s", "42 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The running clock of a Match Words board: "0:07", "1:42". */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
