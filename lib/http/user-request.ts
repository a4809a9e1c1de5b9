import "server-only";
import type { z } from "zod";
import { DEFAULT_MAX_BODY_BYTES, parseBody, parseQuery } from "@/lib/http/json";
import { checkClaim, requireSessionUserId } from "@/lib/http/user-claim";

// A signed-in user's request, checked in the order every user-data handler
// uses: session (401) → zod (400 / 413) → claimed userId (403). The id
// returned is always the session's, never the request's.

type UserRequest<T> = { userId: string; data: T } | { response: Response };
type Claiming = z.ZodType<{ userId: string | null }>;

export async function userBody<S extends Claiming>(request: Request, schema: S, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<UserRequest<z.infer<S>>> {
  const session = await requireSessionUserId(request);
  if ("response" in session) return session;
  const body = await parseBody(request, schema, maxBytes);
  if ("response" in body) return body;
  const claim = checkClaim(session.userId, body.data.userId, { required: true });
  return "response" in claim ? claim : { userId: claim.userId, data: body.data };
}

export async function userQuery<S extends Claiming>(request: Request, schema: S): Promise<UserRequest<z.infer<S>>> {
  const session = await requireSessionUserId(request);
  if ("response" in session) return session;
  const query = parseQuery(request, schema);
  if ("response" in query) return query;
  const claim = checkClaim(session.userId, query.data.userId, { required: true });
  return "response" in claim ? claim : { userId: claim.userId, data: query.data };
}
