import "server-only";
import { kysely } from "@/lib/db";
import { checkedUserId as checkedSignedInUserId } from "@/lib/users/checked-user-id";
import { insertGuardedRow, writeGuard, writeUserStatement } from "@/lib/users/user-lock";
import type { MarkKind as DbMarkKind } from "@/lib/generated/kysely/database";
import { MARK_KINDS, type ItemType, type JsonValue, type MarkKind } from "@/lib/marks/schema";

// Favourite, remember, unremember and seen: one mechanism. A mark is a row of
// `marks`, keyed by (user, slot, type, item). Remember and unremember share the
// slot "recall", so the unique key itself makes them exclude each other: adding
// one replaces the other in the same row, in one statement. Writes hold the
// learner's lock (lib/users/user-lock.ts), so none lands after the account is deleted.

export type { ItemType, MarkKind } from "@/lib/marks/schema";

// Our kinds and the database enum must stay the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const kindsMatchDatabase: Same<MarkKind, DbMarkKind> = true;
void kindsMatchDatabase;

const SLOTS: Record<MarkKind, string> = {
  favourite: "favourite",
  remember: "recall",
  unremember: "recall",
  seen: "seen",
};

/** The slot a kind lives in; kinds that share one exclude each other. */
export function slotOf(kind: MarkKind): string {
  return SLOTS[kind];
}

export interface MarkItemRef {
  itemId: string;
  type: ItemType;
}

export interface NewMark extends MarkItemRef {
  /** e.g. Flashcards-Seen, Flashcards-Unseen, My Notes, Flashcards; stored as given. */
  name?: string | null;
  /** The word for words, the title for stories, { word, definitions } for notes; stored as given. */
  val?: JsonValue | null;
  viewIndex?: number | null;
}

/** A mark as fetchItems answers it. */
export interface MarkItem {
  itemId: string;
  type: string;
  name: string | null;
  val: JsonValue | null;
  viewIndex: number | null;
}

/** Every function here filters by user: a missing id never reaches a query. */
function checkedUserId(userId: string): string {
  return checkedSignedInUserId(userId, "A mark needs the id of a signed-in user.");
}

function checkedKind(kind: MarkKind): MarkKind {
  if (!MARK_KINDS.includes(kind)) throw new TypeError(`Unknown mark kind: ${String(kind)}`);
  return kind;
}

function checkedItem<T extends MarkItemRef>(item: T): T {
  if (typeof item.itemId !== "string" || item.itemId.length === 0 || typeof item.type !== "string" || item.type.length === 0) {
    throw new TypeError("A mark needs an itemId and a type.");
  }
  return item;
}

/**
 * Puts a mark on an item; adding it again is harmless. For remember and
 * unremember it replaces the other kind if that is set. One INSERT … ON
 * CONFLICT statement, so concurrent requests on a real server always leave
 * exactly one row, holding the kind of whichever statement ran last.
 * Re-adding the same kind keeps its place in the list (created_at) and takes
 * the new name, val and viewIndex; switching kind moves it to the end.
 */
export async function addMark(userId: string, kind: MarkKind, mark: NewMark): Promise<void> {
  checkedUserId(userId);
  checkedKind(kind);
  const { itemId, type } = checkedItem(mark);
  const val = mark.val === undefined || mark.val === null ? null : JSON.stringify(mark.val);
  await writeUserStatement(userId, (guard) =>
    insertGuardedRow(
      "marks",
      { user_id: userId, slot: slotOf(kind), kind, item_id: itemId, type, name: mark.name ?? null, val, view_index: mark.viewIndex ?? null },
      guard,
    )
      .onConflict((conflict) =>
        conflict.columns(["user_id", "slot", "type", "item_id"]).doUpdateSet((eb) => ({
          kind: eb.ref("excluded.kind"),
          name: eb.ref("excluded.name"),
          val: eb.ref("excluded.val"),
          view_index: eb.ref("excluded.view_index"),
          created_at: eb.case().when("marks.kind", "=", eb.ref("excluded.kind")).then(eb.ref("marks.created_at")).else(eb.ref("excluded.created_at")).end(),
        })),
      )
      .execute(),
  );
}

/**
 * Takes the mark off an item, only if it is of this kind (removing remember
 * leaves an unremember alone). Removing a missing mark is harmless.
 */
export async function removeMark(userId: string, kind: MarkKind, item: MarkItemRef): Promise<void> {
  checkedUserId(userId);
  checkedKind(kind);
  const { itemId, type } = checkedItem(item);
  await writeUserStatement(userId, (guard) =>
    kysely()
      .deleteFrom("marks")
      .where("user_id", "=", userId)
      .where("slot", "=", slotOf(kind))
      .where("type", "=", type)
      .where("item_id", "=", itemId)
      .where("kind", "=", kind)
      .where(writeGuard(guard))
      .execute(),
  );
}

/** Whether the user has this kind of mark on the item. */
export async function markStatus(userId: string, kind: MarkKind, item: MarkItemRef): Promise<boolean> {
  checkedUserId(userId);
  checkedKind(kind);
  const { itemId, type } = checkedItem(item);
  const mark = await kysely()
    .selectFrom("marks")
    .select("kind")
    .where("user_id", "=", userId)
    .where("slot", "=", slotOf(kind))
    .where("type", "=", type)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return mark?.kind === kind;
}

/** The kinds of mark the user has on one item (one per slot at most), in one query on the unique key. */
export async function itemMarkKinds(userId: string, item: MarkItemRef): Promise<MarkKind[]> {
  checkedUserId(userId);
  const { itemId, type } = checkedItem(item);
  const rows = await kysely()
    .selectFrom("marks")
    .select("kind")
    .where("user_id", "=", userId)
    .where("slot", "in", [...new Set(Object.values(SLOTS))])
    .where("type", "=", type)
    .where("item_id", "=", itemId)
    .execute();
  return rows.map((row) => row.kind);
}

/** The user's marks of one kind (optionally of one item type), oldest first: a stable order. */
export async function listMarks(userId: string, kind: MarkKind, options: { type?: ItemType } = {}): Promise<MarkItem[]> {
  checkedUserId(userId);
  checkedKind(kind);
  let query = kysely()
    .selectFrom("marks")
    .select(["item_id as itemId", "type", "name", "val", "view_index as viewIndex"])
    .where("user_id", "=", userId)
    .where("kind", "=", kind);
  if (options.type) query = query.where("type", "=", options.type);
  const rows = await query.orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({ ...row, val: (row.val ?? null) as JsonValue | null }));
}
