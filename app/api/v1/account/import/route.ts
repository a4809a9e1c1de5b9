import { runAsOnlyImport } from "@/lib/account/import-guard";
import { parseImportFile } from "@/lib/account/import-formats";
import { IMPORT_BODY_MAX_BYTES, IMPORT_MAX_BYTES, importNotes } from "@/lib/account/import-notes";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { importBodySchema } from "@/lib/account/schema";

/**
 * POST /api/v1/account/import { csv, addToReview? } → { format, added, skipped,
 * refusedCount, refused: [{ line, reason }], review?: { added, alreadyInDeck,
 * notInWordSet } }: the file's cards (Anki's or Quizlet's text export, CSV,
 * Lexi's JSON export: lib/account/import-formats.ts) as notes, all in one
 * transaction, up to the cap on notes (the rows past it are refused); 400
 * with one sentence for a file that is none of those (or empty); 413 over
 * 5 MB; 409 while another import of the learner's runs, or when the account
 * is full; 429 past ten an hour (lib/account/import-guard.ts).
 */
export const POST = apiRoute(
  // The lease and the budget come before the body is read: a refused import never parses 10 MB of JSON.
  { body: importBodySchema, maxBytes: IMPORT_BODY_MAX_BYTES, around: runAsOnlyImport },
  async ({ userId, data }) => {
    if (Buffer.byteLength(data.csv, "utf8") > IMPORT_MAX_BYTES) return jsonError(413, ACCOUNT_MESSAGES.importTooLarge);
    const file = await parseImportFile(data.csv);
    if (!file.ok) return jsonError(400, file.error);
    return Response.json(await importNotes(userId, file, { addToReview: data.addToReview }));
  },
);
