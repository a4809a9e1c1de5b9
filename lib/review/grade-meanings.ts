import { formatInterval } from "./interval";
import type { GradeValue } from "./types";

// What each grade means, said the same way on /review's buttons (their
// tooltips) and on /review/how-grading-works. Browser-safe.

export const HOW_GRADING_WORKS_PATH = "/review/how-grading-works";

export const GRADE_MEANINGS: Record<GradeValue, string> = {
  1: "You didn't remember it, or got it wrong.",
  2: "You remembered it, but only with real effort.",
  3: "You remembered it after a moment's thought.",
  4: "You knew it at once, without effort.",
};

/** A grade button's tooltip: what the grade means and when the card returns ("… Back in 3 days."). */
export function gradeTip(rating: GradeValue, seconds: number): string {
  return `${GRADE_MEANINGS[rating]} Back in ${formatInterval(seconds)}.`;
}
