import { runAsOnlyImport } from "@/lib/account/import-guard";
import { IMPORT_BODY_MAX_BYTES, IMPORT_MAX_BYTES, importNotes } from "@/lib/account/import-notes";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { importBodySchema } from "@/lib/account/schema";

/**
 * POST /api/v1/account/import { csv } → { added, skipped, refusedCount,
 * refused: [{ line, reason }] }: the file's cards as notes, all in one
 * transaction, up to the cap on notes (the rows past it are refused); 413
 * over 5 MB; 409 while another import of the learner's runs, or when the
 * account is full; 429 past ten an hour (lib/account/import-guard.ts).
 */
export const POST = apiRoute(
  // The lease and the budget come before the body is read: a refused import never parses 10 MB of JSON.
  { body: importBodySchema, maxBytes: IMPORT_BODY_MAX_BYTES, around: runAsOnlyImport },
  async ({ userId, data }) => {
    if (Buffer.byteLength(data.csv, "utf8") > IMPORT_MAX_BYTES) return jsonError(413, ACCOUNT_MESSAGES.importTooLarge);
    return Response.json(await importNotes(userId, data.csv));
  },
);
