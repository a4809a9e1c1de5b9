import "server-only";
import type { z } from "zod";
import { jsonError } from "@/lib/http/json";

// What the five notes handlers add to apiRoute (lib/http/route.ts): a larger
// body, and the 400 in the shape the notes client expects. Each handler reads
// apiRoute({ body: schema, ...NOTE_BODY }, …) → lib/notes → JSON, so every
// /api/v1 call answers 401, 403 and 413 alike.

/**
 * The largest valid body is ~6,150 characters (NOTE_LIMITS), up to 6
 * bytes each when \u-escaped; anything bigger is refused unread (413).
 */
export const MAX_NOTE_BODY_BYTES = 64 * 1024;

export const NOTE_NOT_FOUND_MESSAGE = "Note not found.";

interface FieldError {
  /** The body field at fault ("body" when it is the body as a whole). */
  field: string;
  message: string;
}

/** The createnote client shows 'Please fill all fields!' when it gets this list. */
function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message }));
}

/**
 * apiRoute's options for a notes body: up to MAX_NOTE_BODY_BYTES, and a body
 * the schema refuses answers 400 `{ errors: [{ field, message }] }` (a body
 * that is not JSON, or too large, answers `{ error }` as elsewhere).
 */
export const NOTE_BODY = {
  maxBytes: MAX_NOTE_BODY_BYTES,
  invalid: (error: z.ZodError) => Response.json({ errors: fieldErrors(error) }, { status: 400 }),
};

/** 404 for a note that is missing or not the caller's: the two are indistinguishable on purpose. */
export function noteNotFound(): Response {
  return jsonError(404, NOTE_NOT_FOUND_MESSAGE);
}
