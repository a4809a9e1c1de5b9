// The ARPAbet → IPA table used when the word set is built (scripts/lib/arpabet-ipa.ts).
import { describe, expect, it } from "vitest";
import { arpabetToIpa, headwordIpa } from "../../scripts/lib/arpabet-ipa";

describe("arpabetToIpa", () => {
  it.each([
    ["S EH2 R AH0 N D IH1 P IH0 T IY0", "ˌsɛrənˈdɪpɪti"],
    ["AH0 B AW1 T", "əˈbaʊt"],
    ["K AH0 M P Y UW1 T ER0", "kəmˈpjutɚ"],
    ["D IH0 S K R AY1 B", "dɪˈskraɪb"],
    ["IH1 N S T R AH0 M AH0 N T", "ˈɪnstrəmənt"],
    ["B ER1 D", "bɝd"],
    ["M EY1 K", "meɪk"],
    ["S IH1 NG ER0", "ˈsɪŋɚ"],
  ])("%s → %s", (arpabet, ipa) => {
    expect(arpabetToIpa(arpabet)).toBe(ipa);
  });

  it("refuses symbols it does not know", () => {
    expect(arpabetToIpa("B XX1 D")).toBeNull();
    expect(arpabetToIpa("B D1")).toBeNull();
    expect(arpabetToIpa("")).toBeNull();
  });
});

describe("headwordIpa", () => {
  const dictionary = { ice: "AY1 S", cream: "K R IY1 M", "o'clock": "AH0 K L AA1 K" };

  it("joins the words of a multi-word entry, and takes apostrophes as they are", () => {
    expect(headwordIpa("ice cream", dictionary)).toBe("aɪs krim");
    expect(headwordIpa("o'clock", dictionary)).toBe("əˈklɑk");
  });

  it("is null when the dictionary lacks any word of the entry", () => {
    expect(headwordIpa("ice storm", dictionary)).toBeNull();
    expect(headwordIpa("constructor", dictionary)).toBeNull();
  });
});
