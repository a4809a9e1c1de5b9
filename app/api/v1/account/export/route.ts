import { exportCsv, exportJson } from "@/lib/account/export";
import { userGone } from "@/lib/account/http";
import { apiRoute } from "@/lib/http/route";
import { userStore } from "@/lib/users/user-store";
import { exportQuerySchema } from "@/lib/account/schema";

/**
 * GET /api/v1/account/export?format=json → everything the app holds about the
 * learner as one JSON file; ?format=csv → their notes and favourites as
 * flashcards (front, back) for Anki and Quizlet. Both are streamed as they
 * are read (lib/account/export.ts) and download as a file.
 */
export const GET = apiRoute({ query: exportQuerySchema }, async ({ userId, data }) => {
  const user = await userStore().getUserById(userId);
  if (!user) return userGone();

  const day = new Date().toISOString().slice(0, 10);
  const [body, type, file] =
    data.format === "csv"
      ? [await exportCsv(userId), "text/csv; charset=utf-8", `lexi-cards-${day}.csv`]
      : [
          await exportJson(userId, { user, registration: await userStore().getRegistration(userId) }),
          "application/json; charset=utf-8",
          `lexi-data-${day}.json`,
        ];
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${file}"`, "Cache-Control": "private, no-store" },
  });
});
