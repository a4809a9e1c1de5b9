import "server-only";
import { compiledOnce } from "@/lib/compiled-once";
import { kysely } from "@/lib/db";
import { clampPage, pageCount } from "@/lib/table/paging";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { NOTES_PAGE_SIZE_MAX } from "@/lib/notes/schema";
import type { Note } from "./notes";
import { notesCountQuery, notesJsonQuery } from "./queries";

// The learner's notes a page at a time, newest first: what POST
// /notes/getallnotes answers and /mynotes shows. Only the page asked for is
// read, so an answer's size does not grow with the account.

export interface NotesPageRequest {
  /** From 1; past the last page, the last (a list that shrank under the client keeps a page to show). */
  page: number;
  /** 1 to NOTES_PAGE_SIZE_MAX. */
  pageSize: number;
  /** Notes search: surrounding spaces do not count; "" for all notes. */
  search: string;
}

export interface NotesPageInfo {
  /** The page answered, after clamping. */
  page: number;
  pageSize: number;
  /** At least 1, even with no notes. */
  pageCount: number;
  /** Notes matching the search (all the learner's notes without one). */
  total: number;
}

function checkedRequest({ page, pageSize }: NotesPageRequest): void {
  if (!Number.isInteger(page) || page < 1) throw new RangeError("page must be a positive integer.");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > NOTES_PAGE_SIZE_MAX) {
    throw new RangeError(`pageSize must be an integer from 1 to ${NOTES_PAGE_SIZE_MAX}.`);
  }
}

type Limits = { limit: number; offset: number };

// Compiled once per shape (with and without a search): these run on every list.
const countAll = compiledOnce((v: { userId: string }) => notesCountQuery(kysely(), v.userId, ""));
const countFound = compiledOnce((v: { userId: string; search: string }) => notesCountQuery(kysely(), v.userId, v.search));
const pageOfAll = compiledOnce((v: { userId: string } & Limits) => notesJsonQuery(kysely(), v.userId, { search: "", limit: v.limit, offset: v.offset }));
const pageOfFound = compiledOnce((v: { userId: string; search: string } & Limits) =>
  notesJsonQuery(kysely(), v.userId, { search: v.search, limit: v.limit, offset: v.offset }),
);

/**
 * One page as the JSON text of a Note[], written by PostgreSQL
 * (lib/notes/queries.ts) and read on the pool (lib/db.ts kysely()): decoding
 * rows into objects only to serialise them again cost more than the rest of
 * the handler (docs/performance.md).
 */
export async function notesPageJson(userId: string, request: NotesPageRequest): Promise<NotesPageInfo & { json: string }> {
  checkedUserId(userId, "A note needs the id of a signed-in user.");
  checkedRequest(request);
  const search = request.search.trim();
  const count = search === "" ? countAll({ userId }) : countFound({ userId, search });
  const total = (await kysely().executeQuery(count)).rows[0]?.total ?? 0;
  const pages = pageCount(total, request.pageSize);
  const page = clampPage(request.page, pages);
  const limits = { limit: request.pageSize, offset: (page - 1) * request.pageSize };
  const { rows } = await kysely().executeQuery(search === "" ? pageOfAll({ userId, ...limits }) : pageOfFound({ userId, search, ...limits }));
  return { json: `[${rows.map((row) => row.note).join(",")}]`, page, pageSize: request.pageSize, pageCount: pages, total };
}

/** One page as objects (the /mynotes page). */
export async function notesPage(userId: string, request: NotesPageRequest): Promise<NotesPageInfo & { notes: Note[] }> {
  const { json, ...info } = await notesPageJson(userId, request);
  return { ...info, notes: JSON.parse(json) as Note[] };
}
