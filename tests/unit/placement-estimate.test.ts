// The placement test's arithmetic (lib/placement/estimate.ts): the corrected
// share, the estimator's assumptions for bands not asked, the route up and
// down the bands, and the placement rule.
import { describe, expect, it } from "vitest";
import {
  type Answer,
  BLOCK_SIZE,
  DONT_KNOW,
  QUESTION_COUNT,
  RIGHT,
  WRONG,
  correctedShare,
  estimateKnownWords,
  nextBand,
  placementFromEstimate,
  roundedEstimate,
} from "@/lib/placement/estimate";

const WORDS = 7379;

/** BLOCK_SIZE answers in `band`, `right` of them right and the rest as `rest`. */
function block(band: number, right: number, rest: typeof WRONG | typeof DONT_KNOW = DONT_KNOW, offset = 0): Answer[] {
  return Array.from({ length: BLOCK_SIZE }, (_, position) => [band * 1000 + offset + position, position < right ? RIGHT : rest] as const);
}

describe("the corrected share", () => {
  it("takes a third of a right answer off for each wrong one (four options), and nothing for I don't know", () => {
    expect(correctedShare({ asked: 4, right: 4, wrong: 0 })).toBe(1);
    expect(correctedShare({ asked: 4, right: 2, wrong: 0 })).toBe(0.5);
    expect(correctedShare({ asked: 4, right: 1, wrong: 3 })).toBe(0);
    expect(correctedShare({ asked: 0, right: 0, wrong: 0 })).toBe(0);
  });
});

describe("the estimate", () => {
  it("counts a band's size times its share; below the lowest band asked all known, above the highest its share falling with rank", () => {
    // Bands 3–7 take band 2's share × (2.5 / (band + 0.5))³: 0.5 × (0.364 + 0.171 + 0.094 + 0.057) × 1,000, + 0.5 × 0.037 × 379 for the short band 7.
    expect(estimateKnownWords([...block(1, 4), ...block(2, 2)], WORDS)).toBe(1000 + 1000 + 500 + 350);
    expect(estimateKnownWords([...block(1, 4), ...block(2, 0)], WORDS)).toBe(1000 + 1000);
    expect(estimateKnownWords([...block(0, 0)], WORDS)).toBe(0);
    expect(estimateKnownWords([], WORDS)).toBe(0);
  });

  it("draws a straight line across a band skipped between two asked", () => {
    expect(estimateKnownWords([...block(1, 4), ...block(3, 0)], WORDS)).toBe(1000 + 1000 + 500);
  });

  it("gives the short last band its own size", () => {
    const all = Array.from({ length: 8 }, (_, band) => block(band, 4)).flat();
    expect(estimateKnownWords(all, WORDS)).toBe(WORDS);
  });
});

describe("the route over the bands", () => {
  it("starts in band 1, climbs two bands after a very strong one and one after a strong one", () => {
    expect(nextBand([], WORDS)).toBe(1);
    expect(nextBand(block(1, 4), WORDS)).toBe(3);
    expect(nextBand(block(1, 3), WORDS)).toBe(2);
    expect(nextBand(block(1, 4).slice(0, 2), WORDS)).toBe(1);
  });

  it("goes down after a weak start until a band is strong", () => {
    expect(nextBand(block(1, 1), WORDS)).toBe(0);
  });

  it("after two weak bands in a row, asks first the band skipped on the way up, then band 0, then the least sure band", () => {
    const climb = [...block(1, 4), ...block(3, 0), ...block(4, 0)];
    expect(nextBand(climb, WORDS)).toBe(2);
    const refined = [...climb, ...block(2, 2)];
    expect(nextBand(refined, WORDS)).toBe(0);
    expect(nextBand([...refined, ...block(0, 4)], WORDS)).toBe(2);
  });

  it(`ends after ${QUESTION_COUNT} questions`, () => {
    const many = Array.from({ length: QUESTION_COUNT / BLOCK_SIZE }, (_, position) => block(position % 8, 2, DONT_KNOW, position * 10)).flat();
    expect(many).toHaveLength(QUESTION_COUNT);
    expect(nextBand(many, WORDS)).toBeNull();
  });
});

describe("the placement rule", () => {
  it("places a learner in the band their estimate falls in; new words start at its first word", () => {
    expect(placementFromEstimate(2950, WORDS)).toEqual({ knownWords: 2950, band: 2, level: 2000 });
    expect(placementFromEstimate(3000, WORDS)).toEqual({ knownWords: 3000, band: 3, level: 3000 });
    expect(placementFromEstimate(0, WORDS)).toEqual({ knownWords: 0, band: 0, level: 0 });
    expect(placementFromEstimate(WORDS, WORDS)).toEqual({ knownWords: WORDS, band: 7, level: 7000 });
  });

  it("tells the estimate to the nearest hundred, or ten below a thousand", () => {
    expect(roundedEstimate(2951)).toBe(3000);
    expect(roundedEstimate(2949)).toBe(2900);
    expect(roundedEstimate(437)).toBe(440);
  });
});
