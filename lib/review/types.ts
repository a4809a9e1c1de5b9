import type { Direction } from "./direction";
import type { QuestionKind } from "./question-kinds";
import type { PublicWord } from "@/lib/words/words";

// What the review API answers (app/api/v1/review/*), shared by the server
// (lib/review) and the screens (/review, /progress). Dates travel as ISO text.

/** ts-fsrs's State, by name. */
export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type CardStateName = (typeof CARD_STATES)[number];

/** The four grades, as ts-fsrs numbers them. */
export const GRADES = [1, 2, 3, 4] as const;
export type GradeValue = (typeof GRADES)[number];
export const GRADE_LABELS: Record<GradeValue, string> = { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" };

/** A card's schedule, as the learner may see it. */
export interface ReviewCardState {
  wordIndex: number;
  state: CardStateName;
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduledDays: number;
  lastReview: string | null;
}

/** Today's queue: reviews due now, (re)learning steps due now, new cards still allowed today. */
export interface ReviewCounts {
  due: number;
  learning: number;
  newLeft: number;
}

/** A card to review, with its word and what each grade would do. */
export interface DueCard {
  card: ReviewCardState;
  word: PublicWord;
  /** Seconds until the card would be due again after each grade (from the time of the answer). */
  intervals: Record<GradeValue, number>;
}

/** GET /api/v1/review/due */
export interface DueResponse {
  cards: DueCard[];
  counts: ReviewCounts;
  /** Grades given today (the learner's day, split at 4 a.m.). */
  reviewedToday: number;
  /** When the next card not in `cards` comes due (a learning step, tomorrow's review), or null. */
  nextDue: string | null;
  /** Today's progress towards the daily goal (null without one; left out by the reducer's own summaries). */
  goal?: GoalProgress | null;
}

/** GET /api/v1/review/today: the home page's summary of the learner's day. */
export interface TodayResponse {
  counts: ReviewCounts;
  reviewedToday: number;
  /** When the next card not due now comes due, or null. */
  nextDue: string | null;
  goal: GoalProgress | null;
  /** The streak's current run (lib/review/streak.ts); null unless the learner switched it on. */
  streak: number | null;
  /** Whether the deck has any card at all (an empty one sends the learner to the flashcards). */
  hasCards: boolean;
}

/** POST /api/v1/review/start: the deck filled up to 10 new cards, and today's queue after it. */
export interface StartResponse extends DueResponse {
  /** Cards this call added (0 when new cards were already waiting: a double click or a retry). */
  added: number;
  /** New (never graded) cards in the deck now. */
  newInDeck: number;
}

/** POST /api/v1/review/grade (and undo) */
export interface GradeResponse {
  card: ReviewCardState;
  counts: ReviewCounts;
  reviewedToday: number;
  nextDue: string | null;
  goal?: GoalProgress | null;
}

/** POST /api/v1/review/undo */
export interface UndoResponse extends GradeResponse {
  /** The grade undone, so the screen can show that card again. */
  undone: { reviewId: string; rating: GradeValue; wordIndex: number };
}

export interface ReviewSettingsView {
  desiredRetention: number;
  newPerDay: number;
  timeZone: string;
  /** True once "Optimize my schedule" fitted parameters to the learner's history. */
  personalParameters: boolean;
  optimizedAt: string | null;
  optimizedOn: number | null;
  /** Minutes of review a day; null: clear what is due. */
  goalMinutes: number | null;
  /** Whether the learner switched the streak on (it is shown only then). */
  streakEnabled: boolean;
}

/** Today's progress towards the daily goal (null without a goal). */
export interface GoalProgress {
  goalMinutes: number;
  /** Whole minutes reviewed today (each answer counted up to a minute). */
  doneMinutes: number;
}

export interface DayCount {
  /** The learner's day, YYYY-MM-DD (days split at 4 a.m. in their time zone). */
  day: string;
  count: number;
}

export interface DayGrades {
  day: string;
  again: number;
  hard: number;
  good: number;
  easy: number;
}

export interface DirectionCounts {
  cards: number;
  due: number;
  mastered: number;
}

/** Answers to practice questions, and how many were right (graded Hard or better). */
export interface PracticeTally {
  answers: number;
  correct: number;
}

/** GET /api/v1/review/stats: what /progress shows. */
export interface ReviewStats {
  /** `day` is today's date in the learner's day (YYYY-MM-DD). */
  today: { day: string; reviewed: number; due: number; learning: number; newLeft: number };
  /** The streak (lib/review/streak.ts); null unless the learner switched it on. */
  streak: { current: number; longest: number; freezeUsed: boolean } | null;
  /** The daily goal's forecast (lib/review/goal-data.ts). */
  goal: GoalForecast;
  /**
   * Recognition cards (the words in the deck) by state; `mastered` are
   * review-state cards with an interval of 21 days or more (not counted in `review`).
   */
  states: { new: number; learning: number; review: number; relearning: number; mastered: number };
  /** Review-state grades in the last 30 days and the share that were not Again (null with none). */
  retention: { reviews: number; passed: number; rate: number | null };
  /** The last 30 days, oldest first, today last. */
  reviewsPerDay: DayGrades[];
  /** Recognition cards coming due in the next 30 days, today first (today includes everything overdue). */
  duePerDay: DayCount[];
  /** Cards of each direction: in the deck, due now (reviews and steps), mastered (as in `states`). */
  directions: Record<Direction, DirectionCounts>;
  /** Answers to practice questions in the last 30 days (an override counts as correct). */
  practice: { byKind: Record<QuestionKind, PracticeTally>; byDirection: Record<Direction, PracticeTally> };
  /** Days of the last year with at least one review, oldest first. */
  calendar: DayCount[];
  totalReviews: number;
  settings: ReviewSettingsView;
  /** "Optimize my schedule" is offered from this many reviews on. */
  optimizer: { minimumReviews: number; eligible: boolean };
}

/** /progress's daily goal: what it means in new words and minutes a day. */
export interface GoalForecast {
  goalMinutes: number | null;
  /** Seconds a review takes the learner (their average, or the default before 20 reviews). */
  secondsPerReview: number;
  /** The new words a day the goal allows (null without a goal). */
  newPerDay: number | null;
  /** The most new words a day a goal sets now: 25 in the learner's first week, 50 after. */
  newPerDayCap: number;
  /** True when the goal's minutes would hold more new words than the cap lets it set. */
  capped: boolean;
  /** Projected minutes of review on each of the next 30 days, today first, at the new words a day in force (the goal's figure, or the setting). */
  load: DayLoad[];
}

export interface DayLoad {
  day: string;
  minutes: number;
}

/** A catch-up plan as the learner sees it (lib/review/catch-up.ts). */
export interface CatchUpView {
  days: { day: string; cards: number; minutes: number }[];
  /** Backlog cards left for after the plan (it does not hold them all within the goal). */
  later: number;
}

/** GET /api/v1/review/catch-up: the plan running, or the one offered after missed days, or neither. */
export interface CatchUpResponse {
  active: CatchUpView | null;
  offer: CatchUpView | null;
  /** Days without a review before today (what the offer counts). */
  missedDays: number;
}
