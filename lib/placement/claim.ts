import "server-only";
import { type Placement, placementOf, savePlacement } from "./store";
import { openResult, RESULT_TOKEN_MS } from "./tokens";

/** Clocks disagree a little; a result from further ahead than this is not ours. */
const CLOCK_SKEW_MS = 60 * 1000;

/**
 * Keeps a visitor's sealed result as the learner's placement. A result taken
 * before the learner's own latest test leaves that one in place (and is
 * answered with it): the newer test says more.
 */
export async function claimResult(userId: string, token: string, now: number): Promise<Placement | "invalid" | "expired"> {
  const result = openResult(token);
  if (!result || result.takenAt > now + CLOCK_SKEW_MS) return "invalid";
  if (now - result.takenAt > RESULT_TOKEN_MS) return "expired";
  const current = await placementOf(userId);
  if (current && current.takenAt.getTime() >= result.takenAt) return current;
  return savePlacement(userId, result.knownWords, new Date(result.takenAt));
}
