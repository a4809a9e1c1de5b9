// Round trips to the database of a call the bench holds to its database floor
// (a practice question issued, an answer graded, the review queue), the session's check included: the database floor is
// measured with as many, and tests/api/practice-transactions.test.ts holds
// the calls to them.
export const PRACTICE_ROUND_TRIPS = {
  /**
   * The session's check, the queue's cards, the question stored (one statement: lib/practice/question-store.ts). The
   * learner's settings are read apart only when this server has not read them yet, or they changed: the queue's
   * statement checks their version (lib/review/practice-queue.ts).
   */
  next: 3,
  /** The session's check, the transaction's opening with its locks, the claim (which reads the learner's settings and locks a one-word question's card too), the grade, the result, COMMIT. */
  answer: 6,
  /** A spot check asked of a learner placed by the vocabulary test: the session's check, then the day's checks, the marked words, the level and the words drawn below it in one statement, then the question stored in one. */
  spotCheckNext: 3,
  /** A spot check answered wrong: its word enters the deck and its mark goes (one statement), then its card is graded Again. */
  spotCheckMiss: 6,
} as const;

/**
 * Round trips of `GET /api/v1/review/due`, the session's check included: the queue's counts, then its cards. The
 * learner's settings are read apart only when this server has not read them yet, or they changed: the counts' statement
 * checks their version (lib/review/queue.ts).
 */
export const REVIEW_DUE_ROUND_TRIPS = 3;

/**
 * Round trips of the calls of a learner's known words, the placement test, Ambiguous Words' sets and the reader's stories
 * (tests/api/call-round-trips.test.ts). A placement answer reads nothing; the last one saves a learner's result. A
 * known word's mark and its undo, and the saved result, are each one statement that takes the learner's lock and
 * commits itself (writeUserStatement, lib/users/user-lock.ts).
 */
export const KNOWN_ROUND_TRIPS = {
  status: 3,
  add: 1,
  remove: 1,
  placementStart: 1,
  placementAnswer: 0,
  placementResult: 1,
  confusables: 1,
  stories: 1,
} as const;

/** Round trips of a visitor's challenge answer (its play read, then claim, log and score in one statement) and of the leaderboard a player polls (a board a server read less than a second ago: none). */
export const CHALLENGE_ROUND_TRIPS = { answer: 2, leaderboard: 0 } as const;
