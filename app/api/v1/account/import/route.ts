import { IMPORT_BODY_MAX_BYTES, IMPORT_MAX_BYTES, importNotes } from "@/lib/account/import-notes";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { jsonError, jsonHandler } from "@/lib/http/json";
import { userBody } from "@/lib/http/user-request";
import { importBodySchema } from "@/lib/validations/account";

/**
 * POST /api/v1/account/import { csv } → { added, skipped, refusedCount,
 * refused: [{ line, reason }] }: the file's cards as notes, all in one
 * transaction; 413 over 5 MB.
 */
export const POST = jsonHandler("POST /api/v1/account/import", async (request) => {
  const input = await userBody(request, importBodySchema, IMPORT_BODY_MAX_BYTES);
  if ("response" in input) return input.response;
  if (Buffer.byteLength(input.data.csv, "utf8") > IMPORT_MAX_BYTES) return jsonError(413, ACCOUNT_MESSAGES.importTooLarge);
  return Response.json(await importNotes(input.userId, input.data.csv));
});
