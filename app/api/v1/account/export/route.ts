import { exportCsv, exportJson } from "@/lib/account/export";
import { userGone } from "@/lib/account/http";
import { jsonHandler } from "@/lib/http/json";
import { userQuery } from "@/lib/http/user-request";
import { userStore } from "@/lib/users/user-store";
import { exportQuerySchema } from "@/lib/validations/account";

/**
 * GET /api/v1/account/export?format=json → everything the app holds about the
 * learner as one JSON file; ?format=csv → their notes and favourites as
 * flashcards (front, back) for Anki and Quizlet. Both are streamed as they
 * are read (lib/account/export.ts) and download as a file.
 */
export const GET = jsonHandler("GET /api/v1/account/export", async (request) => {
  const input = await userQuery(request, exportQuerySchema);
  if ("response" in input) return input.response;
  const { userId } = input;
  const user = await userStore().getUserById(userId);
  if (!user) return userGone();

  const day = new Date().toISOString().slice(0, 10);
  const [body, type, file] =
    input.data.format === "csv"
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
