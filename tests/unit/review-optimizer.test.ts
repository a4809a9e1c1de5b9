// "Optimize my schedule" (issue 13): review logs as FSRS training items, a real
// fsrs-rs run on a synthetic history, and the workload estimate.
import { createEmptyCard, default_w, fsrs, generatorParameters, type Card, type Grade } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  estimateDailyReviews,
  MINIMUM_REVIEWS,
  optimizeParameters,
  PARAMETER_COUNT,
  toTrainingItems,
  type GradeValue,
  type ReviewLogRow,
} from "@/lib/review/optimizer";

const row = (cardId: string, rating: GradeValue, reviewedAt: string, state?: number): ReviewLogRow => ({
  cardId,
  rating,
  reviewedAt: new Date(reviewedAt),
  ...(state === undefined ? {} : { state }),
});

describe("toTrainingItems", () => {
  it("gives one item per later-day review, holding the card's reviews up to it", () => {
    const items = toTrainingItems(
      [
        row("a", 3, "2025-03-01T10:00:00Z"),
        row("a", 3, "2025-03-01T10:10:00Z"), // same day: delta_t 0, no item of its own
        row("a", 3, "2025-03-03T09:00:00Z"),
        row("a", 1, "2025-03-08T20:00:00Z"),
      ],
      "UTC",
    );
    expect(items).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 2 },
      ],
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 2 },
        { rating: 1, deltaT: 5 },
      ],
    ]);
  });

  it("splits days at 4 a.m.: 1 a.m. belongs to the day before", () => {
    const items = toTrainingItems(
      [
        row("a", 3, "2025-03-01T23:00:00Z"),
        row("a", 3, "2025-03-02T01:00:00Z"), // same learner-day as 23:00
        row("a", 3, "2025-03-02T05:00:00Z"), // the next one
        row("b", 3, "2025-03-01T03:59:00Z"), // Feb 28's learner-day
        row("b", 4, "2025-03-01T04:00:00Z"), // Mar 1's
      ],
      "UTC",
    );
    expect(items).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 4, deltaT: 1 },
      ],
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 1 },
      ],
    ]);
  });

  it("counts days in the learner's time zone, across daylight-saving changes", () => {
    const reviews = [row("a", 3, "2025-03-01T20:00:00Z"), row("a", 3, "2025-03-02T06:00:00Z")];
    // 20:00 and 06:00 UTC: one learner-day apart in London, the same one in New York (15:00, 01:00).
    expect(toTrainingItems(reviews, "Europe/London")).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 1 },
      ],
    ]);
    expect(toTrainingItems(reviews, "America/New_York")).toEqual([]);
    // 22:30 and 18:00 UTC: 09:30 and 04:00 in Sydney (+11 then +10 after the April change): 2 days.
    expect(toTrainingItems([row("a", 2, "2025-04-03T22:30:00Z"), row("a", 3, "2025-04-05T18:00:00Z")], "Australia/Sydney")).toEqual([
      [
        { rating: 2, deltaT: 0 },
        { rating: 3, deltaT: 2 },
      ],
    ]);
  });

  it("sorts each card's reviews and orders items by the time of their last review", () => {
    const items = toTrainingItems(
      [row("b", 3, "2025-03-05T10:00:00Z"), row("a", 3, "2025-03-04T10:00:00Z"), row("b", 1, "2025-03-01T10:00:00Z"), row("a", 3, "2025-03-01T10:00:00Z")],
      "UTC",
    );
    expect(items).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 3 },
      ],
      [
        { rating: 1, deltaT: 0 },
        { rating: 3, deltaT: 4 },
      ],
    ]);
  });

  it("drops cards seen once or on one day only", () => {
    expect(toTrainingItems([row("a", 3, "2025-03-01T10:00:00Z")], "UTC")).toEqual([]);
    expect(toTrainingItems([row("a", 1, "2025-03-01T10:00:00Z"), row("a", 3, "2025-03-01T10:01:00Z")], "UTC")).toEqual([]);
  });

  it("with states, trains a card on its last learning only (a card that went back to New)", () => {
    const items = toTrainingItems(
      [
        row("a", 3, "2025-03-01T10:00:00Z", 0),
        row("a", 3, "2025-03-03T10:00:00Z", 2),
        row("a", 3, "2025-03-10T10:00:00Z", 0), // added again
        row("a", 3, "2025-03-10T10:10:00Z", 1),
        row("a", 4, "2025-03-12T10:00:00Z", 2),
      ],
      "UTC",
    );
    expect(items).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 0 },
        { rating: 4, deltaT: 2 },
      ],
    ]);
  });
});

/** mulberry32: a small seeded generator, so the synthetic history is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A learner who remembers better than FSRS's defaults assume (a "true" memory
 * with larger initial stabilities and slower forgetting), scheduled by ts-fsrs
 * with the defaults, reviewing once a day at 18:00 UTC: what the optimizer
 * should notice. Recall is drawn from the true model's retrievability.
 */
function syntheticHistory({ days, newPerDay, seed }: { days: number; newPerDay: number; seed: number }): ReviewLogRow[] {
  const next = random(seed);
  const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
  const truth = fsrs(generatorParameters({ w: [0.5, 2.5, 5, 15, ...default_w.slice(4, 20), 0.3], enable_fuzz: false }));
  const start = Date.UTC(2025, 0, 1, 18);
  const cards: { id: string; card: Card; truth: Card }[] = [];
  const rows: ReviewLogRow[] = [];
  const grade = (entry: (typeof cards)[number], at: Date, first: boolean) => {
    const recalled = first || next() < truth.get_retrievability(entry.truth, at, false);
    const rating: GradeValue = !recalled ? 1 : first ? (next() < 0.3 ? 1 : 3) : next() < 0.1 ? 2 : next() < 0.1 ? 4 : 3;
    rows.push({ cardId: entry.id, rating, reviewedAt: at, state: entry.card.state });
    entry.card = scheduler.next(entry.card, at, rating as Grade).card;
    entry.truth = truth.next(entry.truth, at, rating as Grade).card;
  };
  for (let day = 0; day < days; day += 1) {
    const at = new Date(start + day * 86_400_000);
    for (let i = 0; i < newPerDay; i += 1) {
      const entry = { id: `c${cards.length}`, card: createEmptyCard(at), truth: createEmptyCard(at) };
      cards.push(entry);
      grade(entry, at, true);
    }
    // The day's session: everything due by the end of it, learning steps included, earliest first.
    const end = at.getTime() + 3_600_000;
    let clock = at.getTime();
    for (;;) {
      let due: (typeof cards)[number] | undefined;
      for (const entry of cards) {
        if (entry.card.due.getTime() <= end && (!due || entry.card.due < due.card.due)) due = entry;
      }
      if (!due) break;
      clock = Math.max(clock, due.card.due.getTime());
      grade(due, new Date(clock), false);
    }
  }
  return rows.sort((a, b) => a.cardId.localeCompare(b.cardId) || a.reviewedAt.getTime() - b.reviewedAt.getTime());
}

describe("optimizeParameters (fsrs-rs)", () => {
  // 20 days, 5 new words a day: 435 reviews, just over the minimum.
  const rows = syntheticHistory({ days: 20, newPerDay: 5, seed: 13 });
  let fitted: Promise<number[]> | undefined;
  const fit = () => (fitted ??= optimizeParameters(rows, "UTC"));

  it("fits 21 finite weights, not the defaults, to a history of more than 400 reviews", async () => {
    expect(rows.length).toBeGreaterThanOrEqual(MINIMUM_REVIEWS);
    const started = performance.now();
    const parameters = await fit();
    const elapsed = performance.now() - started;
    console.info(`optimizer: ${rows.length} reviews, ${toTrainingItems(rows, "UTC").length} items, ${Math.round(elapsed)} ms`);
    expect(parameters).toHaveLength(PARAMETER_COUNT);
    expect(parameters.every(Number.isFinite)).toBe(true);
    const changed = parameters.filter((value, i) => Math.abs(value - default_w[i]!) > 1e-3);
    expect(changed.length).toBeGreaterThan(4); // more than the initial stabilities: it trained
    // The learner remembers better than the defaults assume: longer initial stability after Good.
    expect(parameters[2]!).toBeGreaterThan(default_w[2]!);
    // ts-fsrs takes them as they are (no migration, nothing clipped away).
    expect(generatorParameters({ w: parameters }).w).toEqual(parameters);
  }, 60_000);

  it("gives a different workload estimate with the fitted weights than with the defaults", async () => {
    const parameters = await fit();
    const now = new Date(Date.UTC(2025, 0, 21, 12)); // the day after the history ends
    const before = estimateDailyReviews(rows, [], { timeZone: "UTC", now });
    const after = estimateDailyReviews(rows, parameters, { timeZone: "UTC", now });
    console.info(`predicted reviews a day: ${before.toFixed(1)} with the defaults, ${after.toFixed(1)} fitted`);
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBeCloseTo(before, 1);
  }, 60_000);
});

describe("estimateDailyReviews", () => {
  it("counts overdue cards today and Good answers after, over the days asked", () => {
    const rows = [row("a", 3, "2025-03-01T10:00:00Z"), row("a", 3, "2025-03-01T10:10:00Z")];
    const now = new Date("2025-06-01T12:00:00Z");
    // Long overdue: reviewed today, then not again within one day; within a year, several times.
    expect(estimateDailyReviews(rows, [], { timeZone: "UTC", now, days: 1 })).toBe(1);
    const perDay = estimateDailyReviews(rows, [], { timeZone: "UTC", now, days: 365 });
    expect(perDay * 365).toBeGreaterThan(1);
    expect(perDay * 365).toBeLessThan(10);
    expect(estimateDailyReviews([], [], { timeZone: "UTC", now })).toBe(0);
  });
});
