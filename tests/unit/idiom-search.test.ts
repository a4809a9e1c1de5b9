// The idioms in the word search (lib/words/idiom-search.ts): over a list of its own for the rules, and over the
// real idioms (prisma/data/idioms.json) through searchIdioms, as GET /api/v1/word/search and /search use it.
import { describe, expect, it } from "vitest";
import { buildIdiomSearch } from "@/lib/words/idiom-search";
import { searchIdioms } from "@/lib/words/word-search";

const IDIOMS = [
  { idiom: "take place", slug: "take-place" },
  { idiom: "in the first place", slug: "in-the-first-place" },
  { idiom: "kick the bucket", slug: "kick-the-bucket" },
  { idiom: "be-all and end-all", slug: "be-all-and-end-all" },
  { idiom: "keep one's eyes peeled", slug: "keep-one's-eyes-peeled" },
];

describe("buildIdiomSearch", () => {
  const search = buildIdiomSearch(IDIOMS);

  it("finds an idiom when each word of the query begins one of its words, in any case and spacing", () => {
    expect(search("bucket")).toEqual([{ idiom: "kick the bucket", href: "/words/kick-the-bucket" }]);
    expect(search("  Kick   BUCK ").map(({ idiom }) => idiom)).toEqual(["kick the bucket"]);
    expect(search("end all").map(({ idiom }) => idiom)).toEqual(["be-all and end-all"]);
    expect(search("eyes")).toEqual([{ idiom: "keep one's eyes peeled", href: "/words/keep-one's-eyes-peeled" }]);
    expect(search("kick ball")).toEqual([]);
    expect(search("ucket")).toEqual([]);
    expect(search("   ")).toEqual([]);
  });

  it("puts idioms beginning with the query first, then the others in the list's order", () => {
    expect(search("place").map(({ idiom }) => idiom)).toEqual(["take place", "in the first place"]);
    expect(search("in the").map(({ idiom }) => idiom)).toEqual(["in the first place"]);
    expect(search("the").map(({ idiom }) => idiom)).toEqual(["in the first place", "kick the bucket"]);
    expect(search("t").map(({ idiom }) => idiom)).toEqual(["take place", "in the first place", "kick the bucket"]);
  });

  it("gives at most `limit`", () => {
    expect(search("t", 2)).toHaveLength(2);
  });
});

describe("searchIdioms over the idioms", () => {
  it("finds an idiom by any of its words, linked to its page", () => {
    expect(searchIdioms("bucket")).toContainEqual({ idiom: "kick the bucket", href: "/words/kick-the-bucket" });
    expect(searchIdioms("see eye")).toContainEqual({ idiom: "see eye to eye", href: "/words/see-eye-to-eye" });
    expect(searchIdioms("zzzz")).toEqual([]);
    expect(searchIdioms("the").length).toBe(10);
  });
});
