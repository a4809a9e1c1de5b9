// The scheduler wrapper with a fixed clock: every decision is ts-fsrs's, with
// the project's parameters (FSRS-6 defaults, retention 0.90, maximum interval
// 36,500 days, fuzz seeded per card).
import { describe, expect, it } from "vitest";
import { fsrs, generatorParameters, createEmptyCard, Rating, GenSeedStrategyWithCardId, StrategyMode, default_w } from "ts-fsrs";
import { fieldsOfSnapshot, grade, intervalsAfterEachGrade, newCardFields, schedulerFor, snapshotOf, type CardFields } from "@/lib/review/scheduler";

const NOW = new Date("2026-11-23T10:00:00Z");
const DEFAULTS = { desiredRetention: 0.9, parameters: [] };
const card = (id: number, now = NOW): CardFields => ({ id, ...newCardFields(now) });

describe("scheduler", () => {
  it("uses FSRS-6 defaults, retention 0.90, a 36,500-day cap and fuzz", () => {
    const { parameters } = schedulerFor(DEFAULTS);
    expect(parameters.w).toEqual(default_w);
    expect(parameters.w).toHaveLength(21);
    expect(parameters.request_retention).toBe(0.9);
    expect(parameters.maximum_interval).toBe(36_500);
    expect(parameters.enable_fuzz).toBe(true);
  });

  it("a new card graded Good is due when ts-fsrs says: 10 minutes later, in learning", () => {
    const result = grade(DEFAULTS, card(1), 3, NOW);
    const expected = fsrs(generatorParameters({ request_retention: 0.9, maximum_interval: 36_500, enable_fuzz: true }))
      .useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId("card_id"))
      .next(Object.assign(createEmptyCard(NOW), { card_id: 1 }), NOW, Rating.Good);
    expect(result.card.due).toEqual(expected.card.due);
    expect(result.card.due.getTime() - NOW.getTime()).toBe(10 * 60_000);
    expect(result.card).toMatchObject({ state: 1, reps: 1, lapses: 0 });
    expect(result.log).toMatchObject({ rating: 3, state: 0 });
  });

  it("fuzz is seeded per card: the same card and answers give the same interval; another card may not", () => {
    const review = (id: number) => {
      let current = card(id);
      let now = NOW;
      for (let i = 0; i < 4; i += 1) {
        current = { id, ...grade(DEFAULTS, current, 3, now).card };
        now = current.due;
      }
      return current.scheduledDays;
    };
    expect(review(7)).toBe(review(7));
    const intervals = new Set(Array.from({ length: 30 }, (_, i) => review(100 + i)));
    expect(intervals.size).toBeGreaterThan(1);
  });

  it("a higher desired retention gives shorter intervals", () => {
    const easy = (desiredRetention: number) => intervalsAfterEachGrade({ desiredRetention, parameters: [] }, card(3), NOW)[4];
    expect(easy(0.97)).toBeLessThan(easy(0.9));
    expect(easy(0.9)).toBeLessThan(easy(0.7));
  });

  it("personal parameters change the schedule", () => {
    const personal = [...default_w];
    personal[3] = personal[3]! * 3; // initial stability after Easy
    expect(intervalsAfterEachGrade({ desiredRetention: 0.9, parameters: personal }, card(4), NOW)[4]).toBeGreaterThan(
      intervalsAfterEachGrade(DEFAULTS, card(4), NOW)[4],
    );
  });

  it("previews the four grades in order: Again < Hard < Good < Easy", () => {
    const intervals = intervalsAfterEachGrade(DEFAULTS, card(5), NOW);
    expect(intervals[1]).toBe(60);
    expect(intervals[1]).toBeLessThan(intervals[2]);
    expect(intervals[2]).toBeLessThan(intervals[3]);
    expect(intervals[3]).toBeLessThan(intervals[4]);
  });

  it("a snapshot round-trips the card exactly (what undo restores)", () => {
    const graded = grade(DEFAULTS, card(6), 4, NOW).card;
    expect(fieldsOfSnapshot(snapshotOf(graded))).toEqual(graded);
    expect(Object.keys(snapshotOf({ ...graded, id: 9n } as never))).not.toContain("id");
  });
});
