// Easy Words' flashcards draw their words from the commonest band (lib/practice/easy-words.ts randomEasyWord).
import { describe, expect, it } from "vitest";
import { randomEasyWord } from "@/lib/practice/easy-words";
import { BAND_SIZE } from "@/lib/words/bands";

/** A fixed sequence of draws in [0, 1). */
const sequence = (...values: number[]) => {
  let at = 0;
  return () => values[at++ % values.length]!;
};

describe("randomEasyWord", () => {
  it("draws only from band 0, over the whole band", () => {
    expect(randomEasyWord([], sequence(0))).toBe(0);
    expect(randomEasyWord([], sequence(0.9999))).toBe(BAND_SIZE - 1);
    expect(randomEasyWord([], sequence(0.5))).toBe(500);
    const drawn = Array.from({ length: 2000 }, () => randomEasyWord([])!);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...drawn)).toBeLessThan(BAND_SIZE);
  });

  it("never gives a word it is told to leave out", () => {
    // The draws keep landing on 500, which is excluded: 501 is the next free word from the scan's place.
    expect(randomEasyWord([500], sequence(0.5))).toBe(501);
    const exclude = Array.from({ length: BAND_SIZE - 1 }, (_, index) => (index < 700 ? index : index + 1));
    expect(randomEasyWord(exclude, sequence(0.1))).toBe(700);
  });

  it("gives null once every word of the band is left out", () => {
    expect(randomEasyWord(Array.from({ length: BAND_SIZE }, (_, index) => index))).toBeNull();
  });
});
