import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";

// Requests of the favourite, remember, unremember and seen calls, shared
// by the route handlers and the client. Field names are the original app's.
// Unknown fields are dropped, not refused, so the original client's extra
// fields do no harm.

/** The four marks, one mechanism (lib/marks). */
export const MARK_KINDS = ["favourite", "remember", "unremember", "seen"] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** What a mark can be put on (a favourite's `type`). */
export const ITEM_TYPES = ["words", "sampleStory", "notes"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const MARK_LIMITS = {
  itemId: 64,
  name: 100,
  /** Characters of `val` as JSON. */
  val: 2000,
  viewIndex: 1_000_000,
} as const;

/** A word's itemId is its source index written plainly ("0", "42"), so each word has exactly one. */
const WORD_ITEM_ID = /^(0|[1-9][0-9]{0,6})$/;

/** A string (query strings carry nothing else); a JSON body may also send a word index as a number. */
const itemIdSchema = z
  .union([z.string(), z.int().min(0).max(MARK_LIMITS.viewIndex)], { error: "itemId must be a string." })
  .transform(String)
  .pipe(z.string().min(1, "itemId is required.").max(MARK_LIMITS.itemId, `itemId must be at most ${MARK_LIMITS.itemId} characters.`));

const itemTypeSchema = z.enum(ITEM_TYPES, { error: `type must be one of ${ITEM_TYPES.join(", ")}.` });

/** itemId and type, with a word's itemId required to be its index. */
const itemShape = { itemId: itemIdSchema, type: itemTypeSchema };

function checkWordItemId(item: { itemId: string; type: ItemType }, context: z.RefinementCtx): void {
  if (item.type === "words" && !WORD_ITEM_ID.test(item.itemId)) {
    context.addIssue({ code: "custom", path: ["itemId"], message: 'itemId of a word must be its index, e.g. "42".' });
  }
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** One item of one kind: the query of GET /{kind}/fetchStatus and the body of POST /{kind}/remove (itemId, type, userId). */
export const markItemSchema = z.object({ ...itemShape, userId: claimedUserIdSchema }, OBJECT_ERROR).superRefine(checkWordItemId);

/**
 * Body of POST /{kind}/add: itemId, type, userId, and for favourites name
 * (Flashcards-Seen, Flashcards-Unseen, My Notes; seen sends Flashcards). `val`
 * and `viewIndex` are optional: for a word the server fills them in.
 */
export const addMarkBodySchema = z
  .object(
    {
      ...itemShape,
      userId: claimedUserIdSchema,
      name: z
        .string({ error: "name must be a string." })
        .max(MARK_LIMITS.name, `name must be at most ${MARK_LIMITS.name} characters.`)
        .nullish()
        .transform((value) => value ?? null),
      // Any JSON (a body is parsed JSON already); bounded in size, which also bounds its depth.
      val: z
        .unknown()
        .optional()
        .transform((value): JsonValue | null => (value ?? null) as JsonValue | null)
        .refine((value) => jsonLength(value) <= MARK_LIMITS.val, `val must be at most ${MARK_LIMITS.val} characters as JSON.`),
      viewIndex: z
        .int({ error: "viewIndex must be an integer." })
        .min(-1, "viewIndex must be -1 or more.")
        .max(MARK_LIMITS.viewIndex, `viewIndex must be at most ${MARK_LIMITS.viewIndex}.`)
        .nullish()
        .transform((value) => value ?? null),
    },
    OBJECT_ERROR,
  )
  .superRefine(checkWordItemId);

/** Query of GET /favourite/fetchItems: userId, and optionally one type. */
export const listMarksQuerySchema = z.object({ userId: claimedUserIdSchema, type: itemTypeSchema.optional() }, OBJECT_ERROR);

export type AddMarkBody = z.infer<typeof addMarkBodySchema>;
