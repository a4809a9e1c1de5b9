import "server-only";
import type { z } from "zod";
import { appOrigin, trustedProxyHops } from "@/lib/env";
import { COMPRESSION_THRESHOLD_BYTES } from "@/lib/http/compression";
import { crossSiteRefusal, isCrossSiteRequest, requestOrigins } from "@/lib/http/csrf";
import { noteDatabaseFailure } from "@/lib/http/database-health";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/http/database-unavailable";
import { isSchemaBehind, SCHEMA_BEHIND, SCHEMA_BEHIND_RETRY_AFTER_SECONDS } from "@/lib/http/schema-behind";
import { readJsonBody } from "@/lib/http/read-json-body";
import { UserDeletedError } from "@/lib/users/errors";

// What every /api/v1 handler shares: the cross-site refusal, JSON errors, body
// and query parsing that answer 4xx instead of throwing, and a last-resort JSON 500.

/** Request bodies are a few hundred bytes; this leaves room for notes and `val`. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** What a call that needs a session is told without one (401). */
export const NOT_SIGNED_IN = "Please log in first.";

export type Issue = { path: string; message: string };
export type Parsed<T> = { data: T } | { response: Response };

/** A JSON answer its handler wrote itself, as UTF-8: its size told, so `sent` need not read the body to learn it. */
export function jsonBytes(body: Uint8Array<ArrayBuffer>): Response {
  return new Response(body, { headers: { "content-type": "application/json", "content-length": String(body.byteLength) } });
}

export function jsonError(status: number, error: string, init: ResponseInit & { issues?: Issue[] } = {}): Response {
  const { issues, ...rest } = init;
  return Response.json(issues === undefined ? { error } : { error, issues }, { ...rest, status });
}

/** Where and why the input was refused, one entry per zod issue. */
export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** The usual 400 for input a schema refuses: { error: the first issue's message, issues }. */
function invalidInput(error: z.ZodError): Response {
  const issues = zodIssues(error);
  return jsonError(400, issues[0]?.message ?? "Invalid input.", { issues });
}

/** The JSON body parsed by `schema`, or the 400/413 answer. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
  invalid: (error: z.ZodError) => Response = invalidInput,
): Promise<Parsed<z.infer<S>>> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return { response: jsonError(body.status, body.error) };
  const parsed = schema.safeParse(body.value);
  return parsed.success ? { data: parsed.data } : { response: invalid(parsed.error) };
}

/** The query string parsed by `schema` (a repeated parameter counts once, its last value), or the 400 answer. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S, invalid: (error: z.ZodError) => Response = invalidInput): Parsed<z.infer<S>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (Object.values(query).some((value) => value.includes("\u0000"))) {
    return { response: jsonError(400, "Text may not contain the NUL character.") };
  }
  const parsed = schema.safeParse(query);
  return parsed.success ? { data: parsed.data } : { response: invalid(parsed.error) };
}

export const SERVICE_UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";

/**
 * Logs an unexpected failure and answers JSON instead of Next's HTML page:
 * 503 with Retry-After when the database cannot be reached (a restart, an
 * outage: retrying will work) or is behind the code (a migration not applied
 * yet), else 500.
 */
export function internalError(label: string, error: unknown, message = "There is some server error!"): Response {
  if (isDatabaseUnavailable(error)) {
    // Middleware then checks the database before the next page (lib/http/database-probe.ts).
    noteDatabaseFailure(error);
    console.error(`${label}: database unavailable`, error instanceof Error ? error.message : error);
    return jsonError(503, SERVICE_UNAVAILABLE, { headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } });
  }
  if (isSchemaBehind(error)) {
    console.error(`${label}: the database is behind this code; apply the migrations (docs/deploy.md)`, error instanceof Error ? error.message : error);
    return jsonError(503, SCHEMA_BEHIND, { headers: { "Retry-After": String(SCHEMA_BEHIND_RETRY_AFTER_SECONDS) } });
  }
  console.error(`${label} failed`, error);
  return jsonError(500, message);
}

/**
 * Wraps every /api/v1 handler (through apiRoute, lib/http/route.ts): a
 * state-changing call from another site is refused (403) before the handler
 * runs (lib/http/csrf.ts), a write that found its learner's account deleted
 * is answered 401 as signed out, and an unexpected failure is a JSON 503
 * (database unreachable) or 500, logged under the method and path. Bad input
 * never gets there. What every answer is sent with: `sent`.
 *
 * The CSRF check lives here rather than in middleware.ts: middleware on the
 * API cost about 40% of its throughput (Next runs it in a sandbox that clones
 * every request; docs/performance.md).
 */
export function jsonHandler(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    let response: Response;
    try {
      const crossSite = isCrossSiteRequest(request, () => requestOrigins(request, { appUrl: appOrigin(), trustProxy: trustedProxyHops() > 0 }));
      response = crossSite ? crossSiteRefusal() : await handler(request);
    } catch (error) {
      // The learner's account was deleted while this call was under way (lib/users/user-lock.ts): nothing was written.
      response = error instanceof UserDeletedError ? jsonError(401, NOT_SIGNED_IN) : internalError(`${request.method} ${new URL(request.url).pathname}`, error);
    }
    return sent(response);
  };
}

/** What an answer is unless its handler says otherwise (the word search is public): nobody's data in a shared cache. */
export const API_CACHE_CONTROL = "private, no-store";

/**
 * The answer as it is sent:
 * - with Cache-Control: private, no-store unless it has one: answers carry a
 *   learner's own data (their queue, favourites, notes) or depend on the
 *   session, and no browser back-forward cache or proxy on the way may keep them;
 * - a JSON answer under COMPRESSION_THRESHOLD_BYTES also `no-transform`, which
 *   `next start`'s compression honours. Next streams a handler's body and drops
 *   a Content-Length it sets, so compression cannot see the size and gzipped
 *   every answer, though most are a few hundred bytes (a practice question
 *   about 450): a tenth of a call's CPU under load (docs/performance.md).
 *   Larger answers and attachments (the account export, streamed) are
 *   compressed as before.
 */
async function sent(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", API_CACHE_CONTROL);
  let body: BodyInit | null = response.body;
  if (body !== null && headers.get("content-type")?.startsWith("application/json") && !headers.has("content-disposition")) {
    // A size its handler told (jsonBytes) spares reading the body into a copy to learn it.
    let size = headers.has("content-length") ? Number(headers.get("content-length")) : null;
    if (size === null) {
      const read = await response.arrayBuffer();
      [body, size] = [read, read.byteLength];
    }
    if (size < COMPRESSION_THRESHOLD_BYTES) headers.set("Cache-Control", `${headers.get("Cache-Control")}, no-transform`);
  }
  // A copy: Response.redirect()'s headers are immutable.
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
