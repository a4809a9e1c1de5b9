// When a word gets its production card (lib/review/direction.ts), and the
// FSRS-6 numbers the threshold rests on (lib/review/grading.ts): what one
// day's study and the first spaced review give a new card, with the project's
// scheduler (ts-fsrs, default weights).
import { describe, expect, it } from "vitest";
import { PRODUCTION_STABILITY_DAYS } from "@/lib/practice/types";
import { directionCode, directionOf, earnsProductionCard } from "@/lib/review/direction";
import { grade, newCardFields, type CardFields } from "@/lib/review/scheduler";
import type { GradeValue } from "@/lib/review/types";

const DEFAULTS = { desiredRetention: 0.9, parameters: [] };
const T0 = new Date("2026-03-10T12:00:00Z");
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A new card's stability after each of `answers` (rating, minutes after the first). */
function stabilities(answers: [GradeValue, number][]): number[] {
  let card: CardFields = { id: 1, ...newCardFields(T0) };
  return answers.map(([rating, minutes]) => {
    card = { id: 1, ...grade(DEFAULTS, card, rating, new Date(T0.getTime() + minutes * MINUTE)).card };
    return card.stability;
  });
}

describe("the production threshold", () => {
  it("is past anything one day's study gives a new card, short of Easy", () => {
    const first = ([1, 2, 3, 4] as const).map((rating) => stabilities([[rating, 0]])[0]!);
    expect(first.map((s) => Number(s.toFixed(2)))).toEqual([0.21, 1.29, 2.31, 8.3]);
    expect(first.map((s, i) => earnsProductionCard((i + 1) as GradeValue, s))).toEqual([false, false, false, true]);
    // Good, Good 10 minutes later (graduates), more Goods that day: still 2.31 days.
    const sameDay = stabilities([
      [3, 0],
      [3, 10],
      [3, 20],
      [3, 180],
    ]);
    expect(Math.max(...sameDay)).toBeLessThan(PRODUCTION_STABILITY_DAYS);
  });

  it("is reached by the first review after the gap, passed Good or Hard", () => {
    const gap = (2 * DAY) / MINUTE;
    const good = stabilities([
      [3, 0],
      [3, 10],
      [3, 10 + gap],
    ]).at(-1)!;
    const hard = stabilities([
      [3, 0],
      [3, 10],
      [2, 10 + gap],
    ]).at(-1)!;
    expect(good).toBeCloseTo(11.0, 1);
    expect(hard).toBeCloseTo(7.5, 1);
    expect(earnsProductionCard(3, good)).toBe(true);
    expect(earnsProductionCard(2, hard)).toBe(true);
  });

  it("is never reached by a miss, however stable the card stays", () => {
    expect(earnsProductionCard(1, 50)).toBe(false);
    expect(earnsProductionCard(2, PRODUCTION_STABILITY_DAYS)).toBe(true);
    expect(earnsProductionCard(4, PRODUCTION_STABILITY_DAYS - 0.01)).toBe(false);
  });
});

describe("direction codes", () => {
  it("are review_cards.direction's: 0 recognition (the default), 1 production", () => {
    expect([directionCode("recognition"), directionCode("production"), directionCode()]).toEqual([0, 1, 0]);
    expect([directionOf(0), directionOf(1)]).toEqual(["recognition", "production"]);
  });
});
