// The letter lists' descriptions (/words/<letter>[/<page>]): each names its
// page's first and last word, so no two pages share one.
import { describe, expect, it } from "vitest";
import { letterPageMetadata } from "@/components/words/letter-page";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from "@/lib/seo/word-description";
import { letterPage, letterPageCount } from "@/lib/words/word-pages";
import { wordSet } from "@/lib/words/word-set";

const pages = [...wordSet().letters.keys()].flatMap((letter) => Array.from({ length: letterPageCount(letter) }, (_, i) => ({ letter, page: i + 1 })));

describe("letter list descriptions", () => {
  it("are unique across every page of every letter", () => {
    const descriptions = pages.map(({ letter, page }) => letterPageMetadata(letter, page).description);
    expect(pages.length).toBeGreaterThan(26);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("are 110–160 characters long, as search results show them", () => {
    const outOfRange = pages
      .map(({ letter, page }) => letterPageMetadata(letter, page).description as string)
      .filter((description) => description.length < DESCRIPTION_MIN_LENGTH || description.length > DESCRIPTION_MAX_LENGTH);
    expect(outOfRange).toEqual([]);
  });

  it("name the page's first and last word, and its number where the letter has several", () => {
    const words = letterPage("s", 2);
    expect(letterPageMetadata("s", 2).description).toBe(
      `English words starting with S, page 2 of ${letterPageCount("s")}: ${words[0]!.word} to ${words.at(-1)!.word}, with their meanings, pronunciation, example sentences, synonyms and antonyms.`,
    );
    const single = [...wordSet().letters.keys()].find((letter) => letterPageCount(letter) === 1)!;
    expect(letterPageMetadata(single, 1).description).toMatch(new RegExp(`^English words starting with ${single.toUpperCase()}: [a-z]+ to [a-z]+, with`));
  });
});
