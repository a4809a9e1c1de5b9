import { QUESTION_KIND_LABELS, type QuestionKind, type QuestionPayload } from "@/lib/practice/types";

// Learn with Friends challenges (lib/challenges, docs/challenges.md): what the
// API answers and the limits it keeps, shared by the handlers, the pages and
// the challenge screen.

/** Questions in a challenge. */
export const CHALLENGE_SIZE = 10;
/** Players a challenge takes; one more is told it is full. */
export const MAX_PLAYERS = 200;
/**
 * Visitors joining: per client, and per challenge in two windows, so that filling one (MAX_PLAYERS) with
 * visitors from many addresses takes hours, time for its creator to notice and remove them or close it.
 */
export const VISITOR_JOIN_LIMITS = {
  perClient: { limit: 30, windowSeconds: 10 * 60 },
  perChallenge: { limit: 30, windowSeconds: 10 * 60 },
  perChallengeHour: { limit: 60, windowSeconds: 60 * 60 },
} as const;
/** A challenge takes answers this long after it was made; its leaderboard stays. */
export const CHALLENGE_OPEN_MS = 30 * 24 * 60 * 60_000;
/** A question served must be answered within this time. */
export const ANSWER_WINDOW_MS = 15 * 60_000;
/**
 * An answer sent sooner than this after its question was served is not counted: a person reads the question
 * and the options first, a script replaying known keys does not.
 */
export const MIN_ANSWER_MS = 1000;
/** A player who joined and has answered nothing, with no question served for this long, gives their place up when the challenge is full. */
export const IDLE_JOIN_MS = 5 * 60_000;

/** The kinds a challenge asks: one kind, or mixed (meaning, word, synonym, antonym and context in turn). */
export const CHALLENGE_KINDS = ["mixed", "meaning", "word", "synonym", "antonym", "cloze", "typed", "contrast"] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

/** The kinds a mixed challenge rotates through. */
export const MIXED_KINDS = ["meaning", "word", "synonym", "antonym", "cloze"] as const satisfies readonly QuestionKind[];

/** Where a challenge's words come from: the creator's favourites, their words due, a band of the word set, the confusable sets. */
export const CHALLENGE_SOURCES = ["band", "favourites", "due", "confusables"] as const;
export type ChallengeSource = (typeof CHALLENGE_SOURCES)[number];

export const CHALLENGE_KIND_LABELS: Record<ChallengeKind, string> = { mixed: "Mixed", ...QUESTION_KIND_LABELS };

export const CHALLENGE_SOURCE_LABELS: Record<ChallengeSource, string> = {
  band: "A band of the word set",
  favourites: "My favourites",
  due: "My words due",
  confusables: "Confusable words",
};

/** Longest title and nickname. */
export const TITLE_MAX = 60;
export const NICKNAME_MAX = 24;

/** A question as it is stored: enough to build it again, never its answer. */
export interface QuestionSpec {
  kind: Exclude<QuestionKind, "match">;
  wordIndex: number;
  seed: string;
  /** A contrast question's set. */
  setId?: number;
}

/** One row of a leaderboard. */
export interface LeaderboardRow {
  rank: number;
  name: string;
  score: number;
  /** From the first question served to the last answer; null while playing. */
  timeMs: number | null;
  finished: boolean;
  /** The caller's own row. */
  you: boolean;
  /** A visitor's play from an address that had played this challenge already. */
  replay: boolean;
  /** The creator's view only: the id that removes the player (POST /challenges/remove). */
  playerId?: string;
}

/** GET /api/v1/challenges/leaderboard, and what the challenge page shows. */
export interface ChallengeView {
  id: string;
  title: string;
  kind: ChallengeKind;
  source: ChallengeSource;
  questions: number;
  createdAt: string;
  closed: boolean;
  /** Older than CHALLENGE_OPEN_MS: takes no answers. */
  expired: boolean;
  /** At the cap with no place the caller could take (an idle join's; for a learner, an unanswered visitor's). */
  full: boolean;
  /** The caller made it (they may close it). */
  youCreated: boolean;
  players: LeaderboardRow[];
  /** The caller's own play, when they joined. */
  you: { answered: number; score: number; finished: boolean } | null;
}

/** A question as a player sees it: its position and the engine's payload, never the key. */
export type ChallengeQuestion = QuestionPayload & { index: number; total: number };

/** A question's key, shown once the play is over: choice kinds the right option (in the player's own order), typed kinds the word. */
export interface ChallengeKey {
  index: number;
  correctChoice?: number;
  answer?: string;
}

/** POST /api/v1/challenges/answer: right or not, never the key before the play is over. */
export interface ChallengeAnswerResult {
  index: number;
  /** Right and counted: an answer sent too soon (MIN_ANSWER_MS) is not. */
  correct: boolean;
  /** Sent sooner than MIN_ANSWER_MS after the question was served: not counted. */
  tooFast?: true;
  /** Every question's key, once the last is answered. */
  keys?: ChallengeKey[];
  score: number;
  answered: number;
  total: number;
  finished: boolean;
  /** From the first question served to this answer, once the last is answered. */
  timeMs: number | null;
}
