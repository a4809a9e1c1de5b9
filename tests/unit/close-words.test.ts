import { describe, expect, it } from "vitest";
import { missingWordOf } from "@/components/words/close-words";
import { closestWords, closeWordQueriesFor, spellingDistance } from "@/lib/words/close-words";

describe("missingWordOf: what the not-found page searches for", () => {
  it("the missing word of a /words/<segment> path, decoded and lower-cased", () => {
    expect(missingWordOf("/words/necesary")).toBe("necesary");
    expect(missingWordOf("/words/Ice%20Crem")).toBe("ice crem");
  });

  it("nothing for other paths, a letter's page or undecodable segments", () => {
    for (const path of ["/no-such-page", "/words", "/words/", "/words/s/9", "/words/%ff", "/flashcards/typo"]) {
      expect(missingWordOf(path), path).toBeNull();
    }
  });
});

describe("close spellings", () => {
  it("searches the spelling, then its beginnings one letter shorter each, down to six letters off or three letters left", () => {
    expect(closeWordQueriesFor("necesary")).toEqual(["necesary", "necesar", "necesa", "neces", "nece", "nec"]);
    expect(closeWordQueriesFor("definately")).toEqual(["definately", "definatel", "definate", "definat", "defina", "defin", "defi"]);
    expect(closeWordQueriesFor("ab")).toEqual([]);
  });

  it("counts an insertion, a deletion, a substitution and a swap of neighbours as one edit", () => {
    expect(spellingDistance("definately", "definitely")).toBe(1);
    expect(spellingDistance("recieve", "receive")).toBe(1);
    expect(spellingDistance("necesary", "necessary")).toBe(1);
    expect(spellingDistance("happpy", "happy")).toBe(1);
    expect(spellingDistance("definately", "definable")).toBe(3);
    expect(spellingDistance("", "abc")).toBe(3);
  });

  it("ranks the words found by spelling distance, at most five, ties in the order found (commonest first)", () => {
    expect(closestWords("definately", ["definable", "indefinable", "define", "definite", "definitely", "definition"])).toEqual([
      "definitely",
      // Three edits each: the order found breaks the tie.
      "definable",
      "definite",
      "define",
      "definition",
    ]);
    expect(closestWords("cat", ["cart", "cast", "cat", "cart"])).toEqual(["cat", "cart", "cast"]);
  });
});
