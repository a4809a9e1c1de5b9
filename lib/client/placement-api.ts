import "client-only";
import { apiPost } from "@/lib/client/api";
import type { PlacementQuestionStep, PlacementResultView, PlacementStep } from "@/lib/placement/types";

// The test page's calls to /api/v1/placement (lib/placement/types.ts has the answers).

export function startPlacementTest(userId: string | null): Promise<PlacementQuestionStep> {
  return apiPost("/placement/start", { userId });
}

/** `choice`: the option's position, or null for "I don't know". */
export function answerPlacementQuestion(userId: string | null, token: string, choice: number | null): Promise<PlacementStep> {
  return apiPost("/placement/answer", { userId, token, choice });
}

/** Keeps a result taken before signing in (components/site/apply-pending.ts). */
export function claimPlacement(userId: string, result: string): Promise<{ result: PlacementResultView }> {
  return apiPost("/placement/claim", { userId, result });
}
