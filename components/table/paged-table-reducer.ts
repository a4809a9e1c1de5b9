import { parsePageJump } from "@/lib/table/paging";

// The paged table's own state (the page-jump box) as a pure reducer, and the
// page each pager control asks for: unit-tested in
// tests/unit/paged-table-reducer.test.ts. The page shown is the caller's.

export interface PagerState {
  /** The page-jump box's text. */
  jump: string;
  /** The jump asked for no page of the table: the box is marked and the error shows. */
  jumpInvalid: boolean;
}

export type PagerAction =
  | { type: "queryTyped" }
  | { type: "jumpTyped"; value: string }
  /** Previous or Next moved to another page. */
  | { type: "paged" }
  /** Go pressed, on a table of `pageCount` pages. */
  | { type: "jumpSubmitted"; pageCount: number };

export const INITIAL_PAGER: PagerState = { jump: "", jumpInvalid: false };

/** The page Go moves to; null when the box names no page of the table. */
export function jumpTarget(state: PagerState, pageCount: number): number | null {
  return parsePageJump(state.jump, pageCount);
}

/** The page before `page`; null on the first. */
export function previousPage(page: number): number | null {
  return page > 1 ? page - 1 : null;
}

/** The page after `page`; null on the last (or past it). */
export function nextPage(page: number, pageCount: number): number | null {
  return page < pageCount ? page + 1 : null;
}

export function pagerReducer(state: PagerState, action: PagerAction): PagerState {
  switch (action.type) {
    case "queryTyped":
    case "paged":
      return state.jumpInvalid ? { ...state, jumpInvalid: false } : state;
    case "jumpTyped":
      return { jump: action.value, jumpInvalid: false };
    case "jumpSubmitted":
      // A page: the box empties for the next jump. None: the text stays, to be corrected.
      return jumpTarget(state, action.pageCount) === null ? { ...state, jumpInvalid: true } : INITIAL_PAGER;
  }
}
