import { describe, expect, it } from "vitest";
import { BAND_SIZE, bandCount, bandOf, bandStart } from "@/lib/words/bands";

describe("bands of commonness", () => {
  it("puts the commonest 1,000 words in band 0 and the next 1,000 in band 1", () => {
    expect(BAND_SIZE).toBe(1000);
    expect(bandOf(0)).toBe(0);
    expect(bandOf(999)).toBe(0);
    expect(bandOf(1000)).toBe(1);
    expect(bandStart(3)).toBe(3000);
  });

  it("counts a short last band", () => {
    expect(bandCount(7379)).toBe(8);
    expect(bandCount(7000)).toBe(7);
  });
});
