import "server-only";
import { addMarkBodySchema, listMarksQuerySchema, markStatusQuerySchema, removeMarkBodySchema, type AddMarkBody, type MarkKind } from "@/lib/validations/marks";
import { wordByIndex } from "@/lib/words/words";
import { jsonError, jsonHandler, parseBody, parseQuery } from "@/lib/http/json";
import { checkClaim, requireSessionUserId } from "@/lib/http/user-claim";
import { addMark, listMarks, markStatus, removeMark, type NewMark } from "./marks";
import { enterReviewDeck } from "@/lib/review/marks";

// The handlers of /api/v1/{favourite,remember,unremember,seen}/* (spec
// section 7), made once for every kind. Each reads: session (401) → zod (400)
// → claimed userId (403) → lib/marks → JSON.

/** fetchStatus's answer field per kind: isFavourite, isRemember, isUnremember (and isSeen). */
export const STATUS_FIELDS = {
  favourite: "isFavourite",
  remember: "isRemember",
  unremember: "isUnremember",
  seen: "isSeen",
} as const satisfies Record<MarkKind, string>;

export const NO_SUCH_WORD = "No word has this index.";

type Handler = (request: Request) => Promise<Response>;

export interface MarkRoutes {
  /** GET ?itemId&type&userId → { isFavourite | isRemember | isUnremember | isSeen: boolean } */
  fetchStatus: Handler;
  /** POST { itemId, type, userId, name?, val?, viewIndex? } → { ok: true } */
  add: Handler;
  /** POST { itemId, type, userId } → { ok: true } */
  remove: Handler;
  /** GET ?userId[&type] → { data: [{ itemId, type, name, val, viewIndex }] }, oldest first */
  fetchItems: Handler;
}

/**
 * A word's mark carries the word as `val` and its index as `viewIndex` unless
 * the client sent them (what the favourites table shows and searches), and
 * only a word that exists can be marked. Null: no such word.
 */
async function withWordDetails(body: AddMarkBody): Promise<NewMark | null> {
  const mark: NewMark = { itemId: body.itemId, type: body.type, name: body.name, val: body.val, viewIndex: body.viewIndex };
  if (body.type !== "words") return mark;
  const word = await wordByIndex(Number(body.itemId));
  if (!word) return null;
  return { ...mark, val: mark.val ?? word.word.word, viewIndex: mark.viewIndex ?? word.wordIndex };
}

export function markRoutes(kind: MarkKind): MarkRoutes {
  const ok = () => Response.json({ ok: true });

  return {
    fetchStatus: jsonHandler(`GET /api/v1/${kind}/fetchStatus`, async (request) => {
      const session = await requireSessionUserId(request);
      if ("response" in session) return session.response;
      const query = parseQuery(request, markStatusQuerySchema);
      if ("response" in query) return query.response;
      const user = checkClaim(session.userId, query.data.userId, { required: true });
      if ("response" in user) return user.response;

      const status = await markStatus(session.userId, kind, query.data);
      return Response.json({ [STATUS_FIELDS[kind]]: status });
    }),

    add: jsonHandler(`POST /api/v1/${kind}/add`, async (request) => {
      const session = await requireSessionUserId(request);
      if ("response" in session) return session.response;
      const body = await parseBody(request, addMarkBodySchema);
      if ("response" in body) return body.response;
      const user = checkClaim(session.userId, body.data.userId, { required: true });
      if ("response" in user) return user.response;

      const mark = await withWordDetails(body.data);
      if (!mark) return jsonError(404, NO_SUCH_WORD);
      await addMark(session.userId, kind, mark);
      if (mark.type === "words") await enterReviewDeck(session.userId, kind, Number(mark.itemId));
      return ok();
    }),

    remove: jsonHandler(`POST /api/v1/${kind}/remove`, async (request) => {
      const session = await requireSessionUserId(request);
      if ("response" in session) return session.response;
      const body = await parseBody(request, removeMarkBodySchema);
      if ("response" in body) return body.response;
      const user = checkClaim(session.userId, body.data.userId, { required: true });
      if ("response" in user) return user.response;

      await removeMark(session.userId, kind, body.data);
      return ok();
    }),

    fetchItems: jsonHandler(`GET /api/v1/${kind}/fetchItems`, async (request) => {
      const session = await requireSessionUserId(request);
      if ("response" in session) return session.response;
      const query = parseQuery(request, listMarksQuerySchema);
      if ("response" in query) return query.response;
      const user = checkClaim(session.userId, query.data.userId, { required: true });
      if ("response" in user) return user.response;

      const data = await listMarks(session.userId, kind, query.data.type ? { type: query.data.type } : {});
      return Response.json({ data });
    }),
  };
}
