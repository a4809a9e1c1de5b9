import { describe, expect, it } from "vitest";
import { INITIAL_PAGER, jumpTarget, nextPage, pagerReducer, previousPage, type PagerAction, type PagerState } from "@/components/table/paged-table-reducer";

// The paged table's page jump and pager buttons (components/table/paged-table-reducer.ts), without a browser.

function run(state: PagerState, ...actions: PagerAction[]): PagerState {
  return actions.reduce(pagerReducer, state);
}

const refused: PagerState = { jump: "9", jumpInvalid: true };

describe("Previous and Next", () => {
  it("move one page", () => {
    expect(previousPage(3)).toBe(2);
    expect(nextPage(3, 5)).toBe(4);
  });

  it("go nowhere before the first page or past the last", () => {
    expect(previousPage(1)).toBeNull();
    expect(nextPage(5, 5)).toBeNull();
    expect(nextPage(7, 5)).toBeNull();
    expect(nextPage(1, 1)).toBeNull();
  });

  it("clear a refused jump's mark, keeping its text", () => {
    expect(run(refused, { type: "paged" })).toEqual({ jump: "9", jumpInvalid: false });
    expect(run(INITIAL_PAGER, { type: "paged" })).toBe(INITIAL_PAGER);
  });
});

describe("the page jump", () => {
  it("starts empty and unmarked", () => {
    expect(INITIAL_PAGER).toEqual({ jump: "", jumpInvalid: false });
  });

  it("keeps what is typed and clears the mark", () => {
    expect(run(refused, { type: "jumpTyped", value: "2" })).toEqual({ jump: "2", jumpInvalid: false });
  });

  it("goes to a page of the table, and empties the box", () => {
    const typed = run(INITIAL_PAGER, { type: "jumpTyped", value: " 4 " });
    expect(jumpTarget(typed, 4)).toBe(4);
    expect(run(typed, { type: "jumpSubmitted", pageCount: 4 })).toEqual(INITIAL_PAGER);
  });

  it("refuses a page past the end, 0, a fraction, a sign or nothing, keeping the text to correct", () => {
    for (const value of ["5", "0", "2.5", "-1", "+2", "1e1", "", "two"]) {
      const typed = run(INITIAL_PAGER, { type: "jumpTyped", value });
      expect(jumpTarget(typed, 4), value).toBeNull();
      expect(run(typed, { type: "jumpSubmitted", pageCount: 4 }), value).toEqual({ jump: value, jumpInvalid: true });
    }
  });

  it("takes the last page and refuses the one after it on a one-page table", () => {
    expect(jumpTarget({ jump: "1", jumpInvalid: false }, 1)).toBe(1);
    expect(jumpTarget({ jump: "2", jumpInvalid: false }, 1)).toBeNull();
  });
});

describe("the search", () => {
  it("clears a refused jump's mark, keeping its text", () => {
    expect(run(refused, { type: "queryTyped" })).toEqual({ jump: "9", jumpInvalid: false });
  });

  it("changes nothing when nothing is marked", () => {
    const typed = { jump: "3", jumpInvalid: false };
    expect(run(typed, { type: "queryTyped" })).toBe(typed);
  });
});
