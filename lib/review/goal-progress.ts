import type { GoalProgress } from "./types";

/** "8 of 15 min today", or "Goal met: 16 of 15 min today" (the header's Review badge and /review's done screen). */
export function goalProgressText({ goalMinutes, doneMinutes }: GoalProgress): string {
  return `${doneMinutes >= goalMinutes ? "Goal met: " : ""}${doneMinutes} of ${goalMinutes} min today`;
}
