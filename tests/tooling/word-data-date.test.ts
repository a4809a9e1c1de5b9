// The date kept with the word data (scripts/build-words.ts): it moves only
// when a build changes the data, so the sitemaps' lastmod is stable.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_ON_FILE, builtOn } from "../../scripts/build-words";
import { WORD_DATA_DATE } from "@/lib/words/word-data-date";

const today = new Date("2027-03-04T22:30:00Z");

describe("the word data's build date", () => {
  it("is today's when a build changes the data", () => {
    expect(builtOn({ previousText: "a\n", nextText: "b\n", previousDate: "2026-11-24", today })).toBe("2027-03-04");
    expect(builtOn({ previousText: null, nextText: "b\n", previousDate: null, today })).toBe("2027-03-04");
  });

  it("stays as it was when a build gives the same data", () => {
    expect(builtOn({ previousText: "a\n", nextText: "a\n", previousDate: "2026-11-24", today })).toBe("2026-11-24");
    expect(builtOn({ previousText: "a\n", nextText: "a\n", previousDate: null, today })).toBe("2027-03-04");
  });

  it("is kept beside the data as a past calendar date, and that is what the app reads", () => {
    expect(JSON.parse(readFileSync(BUILT_ON_FILE, "utf8"))).toEqual({ builtOn: WORD_DATA_DATE });
    expect(WORD_DATA_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(`${WORD_DATA_DATE}T00:00:00Z`)).toBeLessThanOrEqual(Date.now());
  });
});
