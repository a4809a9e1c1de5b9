import "server-only";
import { addMarkBodySchema, listMarksQuerySchema, markItemSchema, type AddMarkBody, type MarkKind } from "@/lib/marks/schema";
import { wordByIndex } from "@/lib/words/words";
import { jsonError } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { addMark, listMarks, markStatus, removeMark, type NewMark } from "./marks";
import { enterReviewDeck } from "@/lib/marks/review-deck";

// The handlers of /api/v1/{favourite,remember,unremember,seen}/*, made once for
// every kind with apiRoute (lib/http/route.ts): session, input and claim
// checked there, then lib/marks → JSON.

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
    fetchStatus: apiRoute({ query: markItemSchema }, async ({ userId, data }) => {
      return Response.json({ [STATUS_FIELDS[kind]]: await markStatus(userId, kind, data) });
    }),

    add: apiRoute({ body: addMarkBodySchema }, async ({ userId, data }) => {
      const mark = await withWordDetails(data);
      if (!mark) return jsonError(404, NO_SUCH_WORD);
      await addMark(userId, kind, mark);
      if (mark.type === "words") await enterReviewDeck(userId, kind, Number(mark.itemId));
      return ok();
    }),

    remove: apiRoute({ body: markItemSchema }, async ({ userId, data }) => {
      await removeMark(userId, kind, data);
      return ok();
    }),

    fetchItems: apiRoute({ query: listMarksQuerySchema }, async ({ userId, data }) => {
      return Response.json({ data: await listMarks(userId, kind, data.type ? { type: data.type } : {}) });
    }),
  };
}
