// The tables' paging, search and page jump (spec sections 2, 5 and 9).
import { describe, expect, it } from "vitest";
import { NO_DATA_MESSAGE, ROWS_PER_PAGE, clampPage, filterRows, matchesQuery, pageCount, parsePageJump, serverPageView, tableView } from "@/lib/table/paging";
import { myNotesQuerySchema } from "@/lib/notes/schema";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`);
const self = (row: string) => [row];

describe("constants", () => {
  it("shows 6 rows a page and says 'No Data Found'", () => {
    expect(ROWS_PER_PAGE).toBe(6);
    expect(NO_DATA_MESSAGE).toBe("No Data Found");
  });
});

describe("matchesQuery / filterRows", () => {
  it("is a case-insensitive substring match on any field", () => {
    expect(matchesQuery(["Apple"], "PPL")).toBe(true);
    expect(matchesQuery(["banana", "A yellow fruit"], "yellow")).toBe(true);
    expect(matchesQuery(["banana"], "apple")).toBe(false);
    expect(matchesQuery([null, undefined, "Kiwi"], "kiw")).toBe(true);
  });

  it("treats an empty or blank query as no search, and ignores surrounding spaces", () => {
    expect(matchesQuery(["x"], "")).toBe(true);
    expect(matchesQuery(["x"], "   ")).toBe(true);
    expect(matchesQuery(["ice cream"], "  ice cr ")).toBe(true);
    expect(matchesQuery(["icecream"], "ice cr")).toBe(false);
  });

  it("keeps the rows' order and does not change the input", () => {
    const rows = ["Cat", "dog", "concat", "Bird"];
    expect(filterRows(rows, "CAT", self)).toEqual(["Cat", "concat"]);
    expect(filterRows(rows, "", self)).toEqual(rows);
    expect(filterRows(rows, "", self)).not.toBe(rows);
    expect(rows).toEqual(["Cat", "dog", "concat", "Bird"]);
  });

  it("does not treat the query as a pattern", () => {
    expect(filterRows(["a.c", "abc", "a*"], ".", self)).toEqual(["a.c"]);
    expect(filterRows(["a.c", "abc", "a*"], "*", self)).toEqual(["a*"]);
  });
});

describe("pageCount / clampPage", () => {
  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
    [600, 100],
  ])("%i rows make %i pages", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it("refuses a page size that is not a positive integer", () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });

  it("keeps a page within 1..count", () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe("parsePageJump", () => {
  it("accepts a whole number from 1 to the page count", () => {
    expect(parsePageJump("1", 3)).toBe(1);
    expect(parsePageJump("3", 3)).toBe(3);
    expect(parsePageJump(" 2 ", 3)).toBe(2);
    expect(parsePageJump("02", 3)).toBe(2);
  });

  it.each(["0", "4", "-1", "1.5", "1e0", "", " ", "two", "+2", "0x2", "Infinity"])("refuses %j with 3 pages", (input) => {
    expect(parsePageJump(input, 3)).toBeNull();
  });
});

describe("tableView", () => {
  const rows = words(13);

  it("numbers rows across pages: 1-6, 7-12, 13", () => {
    const numbersOn = (page: number) => tableView(rows, { query: "", page, searchFields: self }).rows.map(({ number }) => number);
    expect(numbersOn(1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbersOn(2)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(numbersOn(3)).toEqual([13]);
    const third = tableView(rows, { query: "", page: 3, searchFields: self });
    expect(third).toMatchObject({ page: 3, pageCount: 3, matching: 13, total: 13, empty: null });
    expect(third.rows[0]?.row).toBe("word13");
  });

  it("clamps a page past the end (a list that shrank) to the last page", () => {
    const view = tableView(words(7), { query: "", page: 5, searchFields: self });
    expect(view.page).toBe(2);
    expect(view.rows).toEqual([{ row: "word7", number: 7 }]);
  });

  it("pages and numbers the search result, not the whole list", () => {
    // word1, word10..word13 contain "word1".
    const view = tableView(rows, { query: "WORD1", page: 1, searchFields: self });
    expect(view.matching).toBe(5);
    expect(view.pageCount).toBe(1);
    expect(view.rows.map(({ row, number }) => [number, row])).toEqual([
      [1, "word1"],
      [2, "word10"],
      [3, "word11"],
      [4, "word12"],
      [5, "word13"],
    ]);
  });

  it("says why it is empty: no data without a search, no match with one", () => {
    expect(tableView([], { query: "", page: 1, searchFields: self })).toMatchObject({ empty: "no-data", pageCount: 1, page: 1, rows: [] });
    expect(tableView([], { query: "  ", page: 1, searchFields: self }).empty).toBe("no-data");
    expect(tableView([], { query: "x", page: 1, searchFields: self }).empty).toBe("no-match");
    expect(tableView(rows, { query: "zzz", page: 2, searchFields: self })).toMatchObject({ empty: "no-match", page: 1, matching: 0, total: 13 });
  });

  it("searches the fields it is given", () => {
    const notes = [
      { word: "apple", definitions: "a red fruit" },
      { word: "lime", definitions: "a green fruit" },
    ];
    const fields = (note: (typeof notes)[number]) => [note.word, note.definitions];
    expect(tableView(notes, { query: "GREEN", page: 1, searchFields: fields }).rows.map(({ row }) => row.word)).toEqual(["lime"]);
    expect(tableView(notes, { query: "fruit", page: 1, searchFields: fields }).matching).toBe(2);
  });
});

describe("serverPageView: a page the server cut (the notes)", () => {
  it("numbers the rows from the page's first, and shows the server's counts", () => {
    const view = serverPageView(["m", "n"], { query: "", page: 3, perPage: 6, pageCount: 3, matching: 14 });
    expect(view).toEqual({
      rows: [
        { row: "m", number: 13 },
        { row: "n", number: 14 },
      ],
      page: 3,
      pageCount: 3,
      matching: 14,
      empty: null,
    });
  });

  it("says why it is empty: no notes at all without a search, no match with one", () => {
    expect(serverPageView([], { query: "", page: 1, perPage: 6, pageCount: 1, matching: 0 }).empty).toBe("no-data");
    expect(serverPageView([], { query: " ", page: 1, perPage: 6, pageCount: 1, matching: 0 }).empty).toBe("no-data");
    expect(serverPageView([], { query: "zebra", page: 1, perPage: 6, pageCount: 1, matching: 0 }).empty).toBe("no-match");
  });
});

describe("the /mynotes URL's query", () => {
  it("reads ?page and ?q, and anything unreadable as page 1 and no search", () => {
    expect(myNotesQuerySchema.parse({ page: "2", q: "apple" })).toEqual({ page: 2, q: "apple" });
    expect(myNotesQuerySchema.parse({})).toEqual({ page: 1, q: "" });
    for (const page of ["0", "-1", "1.5", "two", "", ["2", "3"], "9".repeat(30)]) expect(myNotesQuerySchema.parse({ page }).page, String(page)).toBe(1);
    expect(myNotesQuerySchema.parse({ q: ["a", "b"] }).q).toBe("");
    expect(myNotesQuerySchema.parse({ q: "x".repeat(2001) }).q).toBe("");
  });
});
