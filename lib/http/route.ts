import "server-only";
import type { z } from "zod";
import { DEFAULT_MAX_BODY_BYTES, jsonError, jsonHandler, NOT_SIGNED_IN, parseBody, parseQuery, type Parsed } from "@/lib/http/json";
import { checkClaim, sessionUserId } from "@/lib/http/user-claim";

// How every /api/v1 handler is made. apiRoute reads the request in one order:
// session (401) → body or query by its zod schema (400, 413) → the `userId`
// the input claims against the session (403) → the handler, inside jsonHandler
// (cross-site refusal, JSON 500/503, Cache-Control, the log label from the
// method and path). The handler gets the session's user id, never the input's.

/** Who may call: only a signed-in user (401 otherwise); anyone, with the user's id when signed in; anyone, the session unread. */
type UserMode = "required" | "optional" | "none";

/** The schema of a route that checks a user's claim: its output names the claimed id (null: no claim). */
type ClaimingSchema<K extends string> = z.ZodType<{ [key in K]: string | null }>;

interface RouteOptions<S extends z.ZodType | undefined, U extends UserMode, K extends string> {
  /** Default "required". */
  user?: U;
  /** The JSON body's schema (a route reads a body or a query, not both). */
  body?: S;
  /** The query string's schema. */
  query?: S;
  /** The largest body read; 413 past it. */
  maxBytes?: number;
  /** The input field with the claimed user id; default "userId". */
  claim?: K;
  /** The 400 answer for input the schema refuses; default { error, issues }. */
  invalid?: (error: z.ZodError) => Response;
  /** With user "required": runs the rest (input, claim, handler) inside it, for checks that must come before the body is read. */
  around?: (userId: string, rest: () => Promise<Response>) => Promise<Response>;
}

type UserOf<U extends UserMode> = U extends "required" ? { userId: string } : U extends "optional" ? { userId: string | null } : unknown;

type RouteContext<S extends z.ZodType | undefined, U extends UserMode> = {
  request: Request;
  /** The parsed input (undefined for a route without a schema). */
  data: S extends z.ZodType ? z.output<S> : undefined;
} & UserOf<U>;

export function apiRoute<
  U extends UserMode = "required",
  K extends string = "userId",
  S extends (U extends "none" ? z.ZodType : ClaimingSchema<K>) | undefined = undefined,
>(options: RouteOptions<S, U, K>, handler: (context: RouteContext<S, U>) => Promise<Response>): (request: Request) => Promise<Response> {
  const { user = "required", body, query, maxBytes = DEFAULT_MAX_BODY_BYTES, claim = "userId", invalid, around } = options;
  if (body && query) throw new Error("apiRoute reads a body or a query, not both.");

  const readInput = async (request: Request): Promise<Parsed<unknown>> => {
    if (body) return parseBody(request, body, maxBytes, invalid);
    if (query) return parseQuery(request, query, invalid);
    return { data: undefined };
  };

  // What follows the session: the input, the claim, the handler.
  const rest = async (request: Request, sessionId: string | null): Promise<Response> => {
    const input = await readInput(request);
    if ("response" in input) return input.response;
    let userId: string | null = null;
    if (user !== "none") {
      const claimed = (input.data as Record<string, unknown> | undefined)?.[claim];
      const checked = checkClaim(sessionId, typeof claimed === "string" ? claimed : null);
      if ("response" in checked) return checked.response;
      userId = checked.userId;
    }
    // The options decide what the context holds; the conditional types cannot follow that here.
    return handler({ request, data: input.data, userId } as unknown as RouteContext<S, U>);
  };

  return jsonHandler(async (request) => {
    if (user === "none") return rest(request, null);
    const sessionId = await sessionUserId(request);
    if (user === "optional") return rest(request, sessionId);
    if (sessionId === null) return jsonError(401, NOT_SIGNED_IN);
    return around ? around(sessionId, () => rest(request, sessionId)) : rest(request, sessionId);
  });
}
