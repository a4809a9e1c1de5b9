import "server-only";
import type { z } from "zod";
import { readJsonBody } from "@/lib/http/read-json-body";
import { sessionUserId } from "./session";

// What the word and mark handlers share: JSON errors, body and query parsing
// that answer 400 instead of throwing, and the session check.

/** Request bodies here are a few hundred bytes; this leaves room for `val`. */
export const MAX_BODY_BYTES = 16 * 1024;

export const NOT_SIGNED_IN = "Please log in first.";
export const NOT_YOUR_ACCOUNT = "userId does not match the signed-in user.";

export function jsonError(status: number, error: string, issues?: { path: string; message: string }[]): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

type Parsed<T> = { data: T } | { response: Response };

function invalid(error: z.ZodError, label: string): Response {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return jsonError(400, issues[0]?.message ?? label, issues);
}

/** The JSON body parsed by `schema`, or the 400/413 answer. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return { response: jsonError(body.status, body.error) };
  const parsed = schema.safeParse(body.value);
  return parsed.success ? { data: parsed.data } : { response: invalid(parsed.error, "Invalid request body.") };
}

/** The query string parsed by `schema` (a repeated parameter counts once, its last value), or the 400 answer. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.infer<S>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(query);
  return parsed.success ? { data: parsed.data } : { response: invalid(parsed.error, "Invalid query.") };
}

/**
 * The session user, checked against the id the request claims (`userId` or
 * `authUserId`, kept for the original client; null when it claims none).
 * - signed in, claim absent or equal: the user's id;
 * - signed in, another id claimed: 403;
 * - signed out: 401 if `required` or an id is claimed (acting as a user needs
 *   that user's session), else null (anonymous use).
 */
export function checkClaim(sessionId: string | null, claimedId: string | null, options: { required: true }): { userId: string } | { response: Response };
export function checkClaim(sessionId: string | null, claimedId: string | null, options: { required: boolean }): { userId: string | null } | { response: Response };
export function checkClaim(sessionId: string | null, claimedId: string | null, { required }: { required: boolean }): { userId: string | null } | { response: Response } {
  if (sessionId === null) {
    return required || claimedId !== null ? { response: jsonError(401, NOT_SIGNED_IN) } : { userId: null };
  }
  if (claimedId !== null && claimedId !== sessionId) return { response: jsonError(403, NOT_YOUR_ACCOUNT) };
  return { userId: sessionId };
}

/** The signed-in user's id, or the 401 answer. */
export async function requireSessionUserId(request: Request): Promise<{ userId: string } | { response: Response }> {
  const userId = await sessionUserId(request);
  return userId === null ? { response: jsonError(401, NOT_SIGNED_IN) } : { userId };
}

/**
 * Wraps a handler so an unexpected failure (the database is down) is a JSON
 * 500 the client can read, not Next's HTML page. Bad input never gets here.
 */
export function jsonHandler(label: string, handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      console.error(`${label} failed`, error);
      return jsonError(500, "There is some server error!");
    }
  };
}
