import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { refusalResponse } from "@/lib/http/refusal";
import { removeChallengePlayer } from "@/lib/challenges/play";
import { removeBodySchema } from "@/lib/challenges/schema";
import { apiRoute } from "@/lib/http/route";

/**
 * POST /api/v1/challenges/remove { challengeId, playerId } → { removed: true }: the creator takes a player off
 * the board and frees their place (playerId from the creator's leaderboard). 403 not the creator, 404 no such
 * challenge or no such player in it.
 */
export const POST = apiRoute({ body: removeBodySchema }, async ({ userId, data }) => {
  const outcome = await removeChallengePlayer(userId, data.challengeId, data.playerId);
  return "ok" in outcome ? Response.json({ removed: true }) : refusalResponse(CHALLENGE_REFUSALS, outcome);
});
