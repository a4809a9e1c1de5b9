// Spot checks of known words (lib/known/spot-check.ts): how many, how often.
// Plain constants: the practice screen (its round size) and the server share them.

/** Spot checks a learner is asked in 24 hours, and the size of a round. */
export const SPOT_CHECKS_PER_DAY = 5;

/** A word confirmed this many days ago or less is not asked again. */
export const RECHECK_AFTER_DAYS = 30;

/** The reviewId suffix of a failed spot check's Again, which the day's count reads from the review log (through an index whose predicate names it). */
export const SPOT_CHECK_REVIEW_SUFFIX = "-known";
