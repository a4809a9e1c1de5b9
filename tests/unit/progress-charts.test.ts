import { describe, expect, it } from "vitest";
import {
  BAR_SLOT,
  BAR_WIDTH,
  HEATMAP_DAYS,
  HEATMAP_WEEKS,
  HEAT_CELL,
  HEAT_CORNER,
  HEAT_VIEWBOX,
  PLOT_HEIGHT,
  axisScale,
  bars,
  barsPath,
  heatCellPosition,
  heatLevel,
  heatLevelPaths,
  heatSteps,
  heatmap,
  monthTotals,
  rectPath,
  stackedBarPaths,
  stackedBars,
  weekSlots,
  weekday,
  yFor,
} from "@/components/progress/chart-geometry";
import { addDays } from "@/lib/review/day";
import type { DayGrades } from "@/lib/review/types";

describe("axisScale", () => {
  it("gives an empty chart 0 to 4", () => {
    expect(axisScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it.each([
    [1, 4, 1],
    [4, 4, 1],
    [5, 6, 2],
    [7, 8, 2],
    [9, 10, 5],
    [23, 30, 10],
    [40, 40, 10],
    [41, 60, 20],
    [99, 100, 50],
    [101, 150, 50],
    [1234, 1500, 500],
  ])("covers %i with a top of %i in steps of %i", (max, top, step) => {
    const scale = axisScale(max);
    expect(scale.top).toBe(top);
    expect(scale.top).toBeGreaterThanOrEqual(max);
    expect(scale.ticks[1]).toBe(step);
    expect(scale.ticks.at(-1)).toBe(top);
    expect(scale.ticks.length).toBeLessThanOrEqual(5);
    for (const tick of scale.ticks) expect(Number.isInteger(tick)).toBe(true);
  });
});

describe("bars", () => {
  it("scales a value to the plot's height, 0 at the bottom", () => {
    expect(yFor(0, 10)).toBe(PLOT_HEIGHT);
    expect(yFor(10, 10)).toBe(0);
    expect(yFor(5, 10)).toBe(PLOT_HEIGHT / 2);
  });

  it("puts each bar in its own slot, centred, and draws none for zero", () => {
    const drawn = bars([0, 5, 10], 10);
    expect(drawn.map(({ index }) => index)).toEqual([1, 2]);
    expect(drawn[0]!.rect).toEqual({ x: BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2, y: 50, width: BAR_WIDTH, height: 50 });
    expect(drawn[1]!.rect).toEqual({ x: 2 * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2, y: 0, width: BAR_WIDTH, height: PLOT_HEIGHT });
  });

  it("stacks a day's grades from Again at the bottom to Easy on top, without gaps, leaving empty grades out", () => {
    const day: DayGrades = { day: "2026-03-04", again: 2, hard: 0, good: 5, easy: 3 };
    const segments = stackedBars([{ ...day, again: 0, good: 0, easy: 0 }, day], 10);
    expect(segments.map(({ index, grade }) => `${index}:${grade}`)).toEqual(["1:again", "1:good", "1:easy"]);
    const [again, good, easy] = segments.map(({ rect }) => rect);
    expect(again!.y + again!.height).toBe(PLOT_HEIGHT);
    expect(good!.y + good!.height).toBeCloseTo(again!.y);
    expect(easy!.y + easy!.height).toBeCloseTo(good!.y);
    expect(easy!.y).toBe(0);
    expect(again!.height).toBeCloseTo(20);
  });

  it("draws a rect as one closed subpath over the same box", () => {
    expect(rectPath({ x: 1.5, y: 80.33, width: 7, height: 19.67 })).toBe("M1.5 80.33h7v19.67h-7z");
  });

  it("draws a forecast's bars as one path, a subpath a bar, and nothing when every value is zero", () => {
    expect(barsPath([0, 5, 10], 10)).toBe(
      bars([0, 5, 10], 10)
        .map(({ rect }) => rectPath(rect))
        .join(""),
    );
    expect(barsPath([0, 0], 10)).toBe("");
  });

  it("draws the stacked bars as one path a grade, Again first, each with its days' segments in order", () => {
    const day: DayGrades = { day: "2026-03-04", again: 2, hard: 0, good: 5, easy: 3 };
    const days = [day, { ...day, again: 1, good: 0 }];
    const segments = stackedBars(days, 10);
    const pathOf = (grade: string) =>
      segments
        .filter((segment) => segment.grade === grade)
        .map(({ rect }) => rectPath(rect))
        .join("");
    expect(stackedBarPaths(days, 10)).toEqual([
      { grade: "again", d: pathOf("again") },
      { grade: "good", d: pathOf("good") },
      { grade: "easy", d: pathOf("easy") },
    ]);
    expect(pathOf("again").split("M")).toHaveLength(3);
    expect(stackedBarPaths([{ ...day, again: 0, good: 0, easy: 0 }], 10)).toEqual([]);
  });
});

describe("heat steps", () => {
  it("has no steps when nothing was reviewed, and level 0 for an empty day", () => {
    expect(heatSteps(0)).toEqual([]);
    expect(heatLevel(0, heatSteps(10))).toBe(0);
  });

  it("gives one count a step below four", () => {
    expect(heatSteps(1)).toEqual([{ level: 1, min: 1, max: 1 }]);
    expect(heatSteps(3)).toEqual([
      { level: 1, min: 1, max: 1 },
      { level: 2, min: 2, max: 2 },
      { level: 3, min: 3, max: 3 },
    ]);
  });

  it("splits 1…max into four ranges that touch and end at max", () => {
    const steps = heatSteps(20);
    expect(steps).toEqual([
      { level: 1, min: 1, max: 5 },
      { level: 2, min: 6, max: 10 },
      { level: 3, min: 11, max: 15 },
      { level: 4, min: 16, max: 20 },
    ]);
    for (const max of [4, 5, 7, 9, 13, 101, 999]) {
      const ranges = heatSteps(max);
      expect(ranges).toHaveLength(4);
      expect(ranges[0]!.min).toBe(1);
      expect(ranges.at(-1)!.max).toBe(max);
      for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]!.min).toBe(ranges[i - 1]!.max + 1);
    }
  });

  it("picks the step whose range holds the count; the busiest day is the darkest", () => {
    const steps = heatSteps(20);
    expect([1, 5, 6, 10, 11, 16, 20].map((count) => heatLevel(count, steps))).toEqual([1, 1, 2, 2, 3, 4, 4]);
  });
});

describe("heatmap", () => {
  it("numbers weekdays from Monday", () => {
    expect(weekday("2026-03-02")).toBe(0); // a Monday
    expect(weekday("2026-03-08")).toBe(6); // a Sunday
  });

  it.each(["2026-03-02", "2026-03-05", "2026-03-08", "2024-02-29"])("places a year up to %s in 53 week columns, today in the last", (today) => {
    const { cells } = heatmap([], today);
    expect(cells).toHaveLength(HEATMAP_DAYS);
    expect(cells.length).toBeLessThanOrEqual(HEATMAP_WEEKS * 7);
    const last = cells.at(-1)!;
    expect(last).toMatchObject({ day: today, week: HEATMAP_WEEKS - 1, weekday: weekday(today) });
    expect(cells[0]!.day).toBe(addDays(today, -(HEATMAP_DAYS - 1)));
    // Every day in its weekday's row, one column per week, the days in order.
    for (const [i, cell] of cells.entries()) {
      expect(cell.weekday).toBe(weekday(cell.day));
      expect(cell.week).toBeGreaterThanOrEqual(0);
      if (i > 0) {
        const previous = cells[i - 1]!;
        expect(cell.day).toBe(addDays(previous.day, 1));
        expect(cell.week).toBe(cell.weekday === 0 ? previous.week + 1 : previous.week);
      }
    }
  });

  it("colours the days with reviews and ignores days outside the year", () => {
    const today = "2026-03-05";
    const { cells, steps } = heatmap(
      [
        { day: addDays(today, -400), count: 999 },
        { day: addDays(today, -10), count: 2 },
        { day: today, count: 8 },
      ],
      today,
    );
    expect(steps.at(-1)!.max).toBe(8);
    expect(cells.find((cell) => cell.day === today)).toMatchObject({ count: 8, level: 4 });
    expect(cells.find((cell) => cell.day === addDays(today, -10))).toMatchObject({ count: 2, level: 1 });
    expect(cells.filter((cell) => cell.level > 0)).toHaveLength(2);
  });

  it("labels each month above the first column whose Monday is in it", () => {
    const { months, cells } = heatmap([], "2026-03-05");
    expect(months.length).toBeGreaterThanOrEqual(11);
    for (const { week, month } of months) {
      const monday = cells.find((cell) => cell.week === week && cell.weekday === 0)!;
      expect(Number(monday.day.slice(5, 7)) - 1).toBe(month);
      expect(Number(monday.day.slice(8))).toBeLessThanOrEqual(7);
    }
  });

  it("keeps every square inside the SVG's box", () => {
    for (const cell of heatmap([], "2026-03-08").cells) {
      const { x, y } = heatCellPosition(cell);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x + 10).toBeLessThanOrEqual(HEAT_VIEWBOX.width);
      expect(y + 10).toBeLessThanOrEqual(HEAT_VIEWBOX.height);
    }
  });

  it("draws a path a level, each cell's square once at its place, rounded back to its full size by the stroke", () => {
    const today = "2026-03-05";
    const { cells } = heatmap(
      [
        { day: "2026-03-05", count: 8 },
        { day: "2026-03-04", count: 1 },
      ],
      today,
    );
    const paths = heatLevelPaths(cells);
    expect(paths.map((path) => path.level)).toEqual([0, 1, 4]);
    const squares = paths.flatMap(({ level, d }) =>
      [...d.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v\3h-\3z/g)].map(([, x, y, side]) => ({ level, x: Number(x), y: Number(y), side: Number(side) })),
    );
    expect(squares).toHaveLength(cells.length);
    // The square inset by the corner, the stroke (twice the corner) bringing it out to HEAT_CELL.
    expect(new Set(squares.map((square) => square.side + 2 * HEAT_CORNER))).toEqual(new Set([HEAT_CELL]));
    const todays = cells.at(-1)!;
    const { x, y } = heatCellPosition(todays);
    expect(squares.filter((square) => square.level === 4)).toEqual([{ level: 4, x: x + HEAT_CORNER, y: y + HEAT_CORNER, side: HEAT_CELL - 2 * HEAT_CORNER }]);
    const places = new Set(squares.map((square) => `${square.x},${square.y}`));
    expect(places.size).toBe(cells.length);
  });

  it("totals each month, newest first", () => {
    const today = "2026-03-05";
    const { cells } = heatmap(
      [
        { day: "2026-03-01", count: 3 },
        { day: "2026-03-05", count: 4 },
        { day: "2026-02-10", count: 1 },
      ],
      today,
    );
    const totals = monthTotals(cells);
    expect(totals[0]).toEqual({ month: "2026-03", days: 2, reviews: 7 });
    expect(totals[1]).toEqual({ month: "2026-02", days: 1, reviews: 1 });
    expect(totals.at(-1)!.month).toBe("2025-03");
  });
});

describe("weekSlots", () => {
  it("labels today's slot and every week from it, forward and back", () => {
    expect(weekSlots(30, 0)).toEqual([0, 7, 14, 21, 28]);
    expect(weekSlots(30, 29)).toEqual([1, 8, 15, 22, 29]);
    expect(weekSlots(7, 6)).toEqual([6]);
    expect(weekSlots(0, 0)).toEqual([]);
  });
});
