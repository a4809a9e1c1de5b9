import { describe, expect, it } from "vitest";
import { closeWordQueries } from "@/components/words/close-words";

describe("closeWordQueries: what the not-found page searches for a missing word", () => {
  it("the word, then its beginnings one letter shorter each, down to six letters off or three letters left", () => {
    expect(closeWordQueries("/words/necesary")).toEqual(["necesary", "necesar", "necesa", "neces", "nece", "nec"]);
    expect(closeWordQueries("/words/definately")).toEqual(["definately", "definatel", "definate", "definat", "defina", "defin", "defi"]);
  });

  it("decodes and lower-cases the segment", () => {
    expect(closeWordQueries("/words/Ice%20Crem")).toEqual(["ice crem", "ice cre", "ice cr", "ice c", "ice ", "ice"]);
  });

  it("nothing for other paths, a letter's page, short or undecodable segments", () => {
    for (const path of ["/no-such-page", "/words", "/words/", "/words/s/9", "/words/ab", "/words/%ff", "/flashcards/typo"]) {
      expect(closeWordQueries(path), path).toEqual([]);
    }
  });
});
