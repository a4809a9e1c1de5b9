import { describe, expect, it } from "vitest";
import { defaultSpelling, displaySpelling } from "@/lib/words/spelling";

describe("display spelling", () => {
  const color = { word: "color", variants: ["colour"] };

  it("shows the UK variant to a learner who prefers UK, the headword otherwise", () => {
    expect(displaySpelling(color, "UK")).toBe("colour");
    expect(displaySpelling(color, "US")).toBe("color");
    expect(displaySpelling({ word: "bread" }, "UK")).toBe("bread");
  });

  it("defaults from the browser's first English language", () => {
    for (const tag of ["en-GB", "en-AU", "en-NZ", "en-IE", "en-ZA", "en-IN"]) expect(defaultSpelling([tag]), tag).toBe("UK");
    expect(defaultSpelling(["en-US"])).toBe("US");
    expect(defaultSpelling(["fr-FR", "en-GB"])).toBe("UK");
    expect(defaultSpelling(["de-DE"])).toBe("US");
    expect(defaultSpelling([])).toBe("US");
  });
});
