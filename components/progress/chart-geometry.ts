import { addDays, dayRange, daysBetween } from "@/lib/review/day";
import type { DayCount, DayGrades } from "@/lib/review/types";

// The geometry of /progress's charts, pure so it can be tested without a
// browser: axis scales, bar rectangles (drawn as one path a colour: a few
// elements however many days), the calendar's week/day placement and colour
// steps. The components only turn these numbers into SVG.

/** Plot units: every bar chart draws into a box PLOT_HEIGHT high, one SLOT wide per bar, stretched by CSS. */
export const PLOT_HEIGHT = 100;
export const BAR_SLOT = 10;
export const BAR_WIDTH = 7;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two decimals are plenty inside a 100-unit box, and keep the markup short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface AxisScale {
  /** The value at the top of the plot: a round number at or above the largest value. */
  top: number;
  /** Gridline values from 0 to `top`, at most five, all whole numbers. */
  ticks: number[];
}

/**
 * A y axis for counts up to `max`: the tick step is 1, 2 or 5 × 10^n, chosen so
 * that at most four steps cover `max`. An empty chart still gets 0–4.
 */
export function axisScale(max: number): AxisScale {
  const target = Math.max(max, 4) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= target - 1e-9)!;
  const wholeStep = Math.max(1, Math.round(step));
  const top = Math.ceil(Math.max(max, 4) / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += wholeStep) ticks.push(value);
  return { top, ticks };
}

/** The y coordinate (plot units, 0 at the top) of `value` on a scale up to `top`. */
export function yFor(value: number, top: number): number {
  return round(PLOT_HEIGHT - (Math.max(0, value) / top) * PLOT_HEIGHT);
}

/** The bar for the `index`th of the values: centred in its slot, from the baseline up to `value`. */
export function barRect(index: number, from: number, to: number, top: number): Rect {
  const y = yFor(to, top);
  return { x: round(index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2), y, width: BAR_WIDTH, height: round(yFor(from, top) - y) };
}

/** A rect as path data: one closed subpath, so a chart's bars of one colour can be a single path. */
export function rectPath({ x, y, width, height }: Rect): string {
  return `M${x} ${y}h${width}v${height}h-${width}z`;
}

/** Rects as one path's data, a subpath each ("" for none). */
function rectsPath(rects: readonly Rect[]): string {
  return rects.map(rectPath).join("");
}

/** One bar per value (none for a zero). */
export function bars(values: readonly number[], top: number): { index: number; rect: Rect }[] {
  return values.flatMap((value, index) => (value > 0 ? [{ index, rect: barRect(index, 0, value, top) }] : []));
}

export const GRADE_KEYS = ["again", "hard", "good", "easy"] as const;
export type GradeKey = (typeof GRADE_KEYS)[number];

export function gradeTotal(day: DayGrades): number {
  return day.again + day.hard + day.good + day.easy;
}

/** Each day's grades stacked from the baseline up: Again at the bottom, Easy on top; empty segments left out. */
export function stackedBars(days: readonly DayGrades[], top: number): { index: number; grade: GradeKey; rect: Rect }[] {
  return days.flatMap((day, index) => {
    let below = 0;
    return GRADE_KEYS.flatMap((grade) => {
      const count = day[grade];
      if (count <= 0) return [];
      const rect = barRect(index, below, below + count, top);
      below += count;
      return [{ index, grade, rect }];
    });
  });
}

/** The stacked bars as one path a grade (a subpath a day's segment), in GRADE_KEYS order; a grade no day has is left out. */
export function stackedBarPaths(days: readonly DayGrades[], top: number): { grade: GradeKey; d: string }[] {
  const segments = stackedBars(days, top);
  return GRADE_KEYS.flatMap((grade) => {
    const d = rectsPath(segments.filter((segment) => segment.grade === grade).map(({ rect }) => rect));
    return d ? [{ grade, d }] : [];
  });
}

/** The bars of `values` as one path's data ("" when every value is zero). */
export function barsPath(values: readonly number[], top: number): string {
  return rectsPath(bars(values, top).map(({ rect }) => rect));
}

// The calendar heatmap: 53 week columns of 7 days, like GitHub's, Monday on top.

export const HEATMAP_WEEKS = 53;
export const HEATMAP_DAYS = 365;

/** 0 for Monday through 6 for Sunday, of a YYYY-MM-DD day. */
export function weekday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export interface HeatStep {
  /** 1 (fewest) to 4 (most); 0, no reviews, is not a step. */
  level: number;
  min: number;
  max: number;
}

/**
 * The colour steps for a calendar whose busiest day had `max` reviews: up to
 * four ranges splitting 1…max evenly (fewer when max is below 4, one count each).
 */
export function heatSteps(max: number): HeatStep[] {
  const steps: HeatStep[] = [];
  let min = 1;
  for (let k = 1; k <= 4 && min <= max; k += 1) {
    const upper = Math.ceil((max * k) / 4);
    if (upper < min) continue;
    steps.push({ level: steps.length + 1, min, max: upper });
    min = upper + 1;
  }
  return steps;
}

/** The colour step of a day with `count` reviews: 0 for none, else the step whose range holds it. */
export function heatLevel(count: number, steps: readonly HeatStep[]): number {
  if (count <= 0) return 0;
  return (steps.find((step) => count <= step.max) ?? steps[steps.length - 1])?.level ?? 0;
}

export interface HeatCell {
  day: string;
  count: number;
  level: number;
  /** Column: 0 (oldest) to HEATMAP_WEEKS - 1 (the week of today). */
  week: number;
  /** Row: 0 Monday to 6 Sunday. */
  weekday: number;
}

export interface Heatmap {
  cells: HeatCell[];
  steps: HeatStep[];
  /** The first column whose Monday is in each month (0 = January), for the labels above the grid. */
  months: { week: number; month: number }[];
}

/**
 * The last HEATMAP_DAYS days up to `today`, placed in week columns: today is
 * in the last column, in its weekday's row; days after today are not drawn,
 * nor the days of the first column before the year began.
 */
export function heatmap(calendar: readonly DayCount[], today: string): Heatmap {
  const counts = new Map(calendar.map(({ day, count }) => [day, count]));
  const first = addDays(today, -(HEATMAP_DAYS - 1));
  const gridStart = addDays(today, -weekday(today) - (HEATMAP_WEEKS - 1) * 7);
  let max = 0;
  for (const { day, count } of calendar) if (day >= first && day <= today) max = Math.max(max, count);
  const steps = heatSteps(max);
  const cells: HeatCell[] = [];
  const months: Heatmap["months"] = [];
  const firstOffset = daysBetween(gridStart, first);
  const days = dayRange(first, daysBetween(first, today) + 1);
  for (const [i, day] of days.entries()) {
    const offset = firstOffset + i;
    const count = counts.get(day) ?? 0;
    const cell = { day, count, level: heatLevel(count, steps), week: Math.floor(offset / 7), weekday: offset % 7 };
    cells.push(cell);
    // A month is labelled above the first column that begins inside it (a column's Monday).
    if (cell.weekday === 0 && Number(day.slice(8)) <= 7) months.push({ week: cell.week, month: Number(day.slice(5, 7)) - 1 });
  }
  return { cells, steps, months };
}

export const HEAT_CELL = 10;
export const HEAT_PITCH = 13;
/** Room for the weekday labels on the left and the month labels on top, in SVG units. */
export const HEAT_LEFT = 30;
export const HEAT_TOP = 16;

/** Where a cell's square goes in the calendar's SVG. */
export function heatCellPosition(cell: Pick<HeatCell, "week" | "weekday">): { x: number; y: number } {
  return { x: HEAT_LEFT + cell.week * HEAT_PITCH, y: HEAT_TOP + cell.weekday * HEAT_PITCH };
}

/** A square's rounded corners: drawn by a stroke of this half-width around a square inset by as much. */
export const HEAT_CORNER = 2;

/**
 * The calendar's squares as one path a level (a `d` each, in the cells' order): a square is a dozen
 * characters of a path where a rect is seventy, and a year of them was a tenth of /progress's bytes.
 * Each square is inset by HEAT_CORNER, for a stroke of twice that, joined round, to bring back its size and corners.
 */
export function heatLevelPaths(cells: readonly HeatCell[]): { level: number; d: string }[] {
  const side = HEAT_CELL - 2 * HEAT_CORNER;
  const byLevel = new Map<number, string[]>();
  for (const cell of cells) {
    const { x, y } = heatCellPosition(cell);
    const squares = byLevel.get(cell.level) ?? [];
    squares.push(`M${x + HEAT_CORNER} ${y + HEAT_CORNER}h${side}v${side}h-${side}z`);
    byLevel.set(cell.level, squares);
  }
  return [...byLevel].sort(([a], [b]) => a - b).map(([level, squares]) => ({ level, d: squares.join("") }));
}

export const HEAT_VIEWBOX = {
  width: HEAT_LEFT + HEATMAP_WEEKS * HEAT_PITCH - (HEAT_PITCH - HEAT_CELL),
  height: HEAT_TOP + 7 * HEAT_PITCH - (HEAT_PITCH - HEAT_CELL),
};

/** Each month the calendar touches (YYYY-MM, newest first): the days with reviews and the reviews. */
export function monthTotals(cells: readonly HeatCell[]): { month: string; days: number; reviews: number }[] {
  const months = new Map<string, { month: string; days: number; reviews: number }>();
  for (const cell of cells) {
    const key = cell.day.slice(0, 7);
    const total = months.get(key) ?? { month: key, days: 0, reviews: 0 };
    if (cell.count > 0) {
      total.days += 1;
      total.reviews += cell.count;
    }
    months.set(key, total);
  }
  return [...months.values()].reverse();
}

/** Days between axis labels: a label a week, counted from today's slot. */
export const LABEL_EVERY_DAYS = 7;

/** The slots labelled on a `slots`-day axis whose today is `todaySlot`: today's, and every week from it. */
export function weekSlots(slots: number, todaySlot: number): number[] {
  const labelled: number[] = [];
  for (let slot = todaySlot % LABEL_EVERY_DAYS; slot < slots; slot += LABEL_EVERY_DAYS) labelled.push(slot);
  return labelled;
}
