import "server-only";
import type { z } from "zod";
import { readJsonBody } from "@/lib/http/read-json-body";
import { jsonError } from "@/lib/http/json";
import { checkClaim, requireSessionUserId } from "@/lib/http/user-claim";

// What the five notes handlers share, so each reads: notesRequest (session →
// body → zod → claimed userId) → lib/notes → JSON. The session and claim steps
// are the marks API's (lib/http/user-claim), so every /api/v1 call answers 401 and
// 403 alike; only the 400 differs, in the shape the notes client expects.

/**
 * The largest valid body is ~6,150 characters (NOTE_LIMITS), up to 6
 * bytes each when \u-escaped; anything bigger is refused unread (413).
 */
export const MAX_NOTE_BODY_BYTES = 64 * 1024;

export const NOTE_NOT_FOUND_MESSAGE = "Note not found.";

export interface FieldError {
  /** The body field at fault ("body" when it is the body as a whole). */
  field: string;
  message: string;
}

/** The createnote client shows 'Please fill all fields!' when it gets this list (spec section 5). */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message }));
}

type NotesRequest<T> = { userId: string; data: T } | { response: Response };

/**
 * A notes call's request, checked in order:
 * - no valid session: 401 `{ error }`;
 * - body not JSON: 400 `{ error }`, too large: 413 `{ error }`;
 * - body fails `schema`: 400 `{ errors: [{ field, message }] }`;
 * - body `userId` names another user: 403 `{ error }` (absent, "", "null": no claim).
 * Otherwise the session user's id (never the body's) and the parsed body.
 */
export async function notesRequest<S extends z.ZodType<{ userId: string | null }>>(request: Request, schema: S): Promise<NotesRequest<z.infer<S>>> {
  const session = await requireSessionUserId(request);
  if ("response" in session) return session;

  const body = await readJsonBody(request, MAX_NOTE_BODY_BYTES);
  if (!body.ok) return { response: jsonError(body.status, body.error) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { response: Response.json({ errors: fieldErrors(parsed.error) }, { status: 400 }) };

  const claim = checkClaim(session.userId, parsed.data.userId, { required: true });
  if ("response" in claim) return claim;
  return { userId: claim.userId, data: parsed.data };
}

/** 404 for a note that is missing or not the caller's: the two are indistinguishable on purpose. */
export function noteNotFound(): Response {
  return jsonError(404, NOTE_NOT_FOUND_MESSAGE);
}
