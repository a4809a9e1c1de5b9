// The favourites and notes tables' paging, search and page jump
// (docs/product.md#favourites), as pure functions: the table component only
// keeps the query and the page in state and renders what tableView() answers
// (all rows in the browser: the favourites) or serverPageView() (a page the
// server cut: the notes).

/** Rows per page in both tables. */
export const ROWS_PER_PAGE = 6;

/** What the table shows when there are no rows at all and no search. */
export const NO_DATA_MESSAGE = "No Data Found";

/** The search as matched: surrounding spaces do not count, so "  " is no search. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Case-insensitive substring match of `query` in any of `fields`; an empty query matches everything. */
export function matchesQuery(fields: readonly (string | null | undefined)[], query: string): boolean {
  const needle = normalizeQuery(query);
  if (needle === "") return true;
  return fields.some((field) => typeof field === "string" && field.toLowerCase().includes(needle));
}

/** The rows whose searchable fields match `query`, in their order. */
export function filterRows<T>(rows: readonly T[], query: string, searchFields: (row: T) => readonly (string | null | undefined)[]): T[] {
  if (normalizeQuery(query) === "") return [...rows];
  return rows.filter((row) => matchesQuery(searchFields(row), query));
}

/** Pages needed for `total` rows; an empty table still has page 1. */
export function pageCount(total: number, perPage = ROWS_PER_PAGE): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError("perPage must be a positive integer.");
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** `page` kept within 1..count (a list that shrank leaves its last page, not an empty one). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The page the jump input asks for, or null when it is not a whole number
 * from 1 to `count` (the input accepts only those).
 */
export function parsePageJump(input: string, count: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= count ? page : null;
}

export interface NumberedRow<T> {
  row: T;
  /** 1-based and continuing across pages: the first row of page 2 is 7. */
  number: number;
}

/** Why a table shows no rows: no rows at all ('No Data Found'), or none match the search. */
export type EmptyReason = "no-data" | "no-match";

/** What one page of a table shows, wherever it was cut (here, or by the server). */
export interface PageView<T> {
  rows: NumberedRow<T>[];
  /** The page shown, after clamping. */
  page: number;
  pageCount: number;
  /** Rows matching the search (all rows without one). */
  matching: number;
  empty: EmptyReason | null;
}

export interface TableView<T> extends PageView<T> {
  total: number;
}

function emptyReason(matching: number, total: number, query: string): EmptyReason | null {
  if (matching > 0) return null;
  return total === 0 && normalizeQuery(query) === "" ? "no-data" : "no-match";
}

/** What a table shows for these rows, this search and this page. */
export function tableView<T>(
  rows: readonly T[],
  options: { query: string; page: number; searchFields: (row: T) => readonly (string | null | undefined)[]; perPage?: number },
): TableView<T> {
  const perPage = options.perPage ?? ROWS_PER_PAGE;
  const matching = filterRows(rows, options.query, options.searchFields);
  const count = pageCount(matching.length, perPage);
  const page = clampPage(options.page, count);
  const start = (page - 1) * perPage;
  const shown = matching.slice(start, start + perPage).map((row, i) => ({ row, number: start + i + 1 }));
  return {
    rows: shown,
    page,
    pageCount: count,
    matching: matching.length,
    total: rows.length,
    empty: emptyReason(matching.length, rows.length, options.query),
  };
}

/**
 * What a table shows for a page the server cut: `rows` are that page's,
 * `matching` counts the rows matching `query` on every page (without a
 * search: all rows, so none matching is 'No Data Found').
 */
export function serverPageView<T>(
  rows: readonly T[],
  options: { query: string; page: number; perPage: number; pageCount: number; matching: number },
): PageView<T> {
  const start = (options.page - 1) * options.perPage;
  return {
    rows: rows.map((row, i) => ({ row, number: start + i + 1 })),
    page: options.page,
    pageCount: options.pageCount,
    matching: options.matching,
    empty: rows.length > 0 ? null : emptyReason(options.matching, options.matching, options.query),
  };
}
