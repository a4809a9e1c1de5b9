import { apiRoute } from "@/lib/http/route";
import { dueQueue } from "@/lib/review/queue";
import { moreBodySchema } from "@/lib/review/schema";
import { allowMoreNewToday } from "@/lib/review/settings";

/** POST /api/v1/review/more {} → { cards, counts, reviewedToday, nextDue }: 10 more new cards allowed today, and today's queue with them. */
export const POST = apiRoute({ body: moreBodySchema }, async ({ userId }) => {
  const settings = await allowMoreNewToday(userId);
  return Response.json(await dueQueue(userId, { settings }));
});
