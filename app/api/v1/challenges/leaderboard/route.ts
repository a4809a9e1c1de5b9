import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { jsonBytes } from "@/lib/http/json";
import { refusalResponse } from "@/lib/http/refusal";
import { polledChallengeViewJson } from "@/lib/challenges/leaderboard";
import { leaderboardQuerySchema } from "@/lib/challenges/schema";
import { requestVisitorId } from "@/lib/challenges/visitor";
import { apiRoute } from "@/lib/http/route";

/**
 * GET /api/v1/challenges/leaderboard?challengeId= → ChallengeView: the title, whether it is open, and the
 * leaderboard (rank, name, score, time; the caller's own row marked). What the challenge page polls: a
 * server reads a board at most once a second (lib/challenges/leaderboard.ts).
 */
export const GET = apiRoute({ user: "optional", query: leaderboardQuerySchema }, async ({ userId, data, request }) => {
  // Signed in, the account is the player: a visitor cookie left in the browser marks no second row.
  const view = await polledChallengeViewJson(data.challengeId, { userId, visitorId: userId === null ? requestVisitorId(request) : null });
  return view !== null ? jsonBytes(view) : refusalResponse(CHALLENGE_REFUSALS, { notFound: true });
});
