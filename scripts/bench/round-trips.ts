// Round trips to the database of a practice call (a question issued, an
// answer graded), the session's check included: the database floor is
// measured with as many, and tests/api/practice-transactions.test.ts holds
// the calls to them.
export const PRACTICE_ROUND_TRIPS = { next: 6, answer: 7 } as const;
