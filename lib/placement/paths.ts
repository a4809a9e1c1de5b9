/** The placement test's page ("Test Vocabulary"). */
export const TEST_VOCABULARY_PATH = "/test_vocabulary";

/**
 * Where the verification link lands a new learner, signed in: the test, whose
 * page sends one who took it before signing up on to review once the kept
 * result is saved (components/placement/verified-welcome.tsx).
 */
export const VERIFIED_LANDING_PATH = `${TEST_VOCABULARY_PATH}?verified=1`;

/** Where a learner whose result is saved starts: the first new words of their band. */
export const AFTER_PLACEMENT_PATH = "/review";
