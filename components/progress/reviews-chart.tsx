import { GRADE_LABELS } from "@/lib/review/types";
import type { DayGrades } from "@/lib/review/types";
import { ChartFrame } from "./chart-frame";
import { GRADE_KEYS, axisScale, gradeTotal, stackedBarPaths, weekSlots } from "./chart-geometry";
import { count, longDay, plural, shortDay } from "./format";
import styles from "./progress.module.css";
import { TableRows } from "./table-rows";

const GRADE_NAMES = { again: GRADE_LABELS[1], hard: GRADE_LABELS[2], good: GRADE_LABELS[3], easy: GRADE_LABELS[4] } as const;

export type ReviewsChartProps = {
  /** The last 30 days, oldest first, today last. */
  days: readonly DayGrades[];
  today: string;
};

/** Reviews per day over the last 30 days, each day's bar stacked by grade. */
export function ReviewsChart({ days, today }: ReviewsChartProps) {
  const totals = days.map(gradeTotal);
  const sum = totals.reduce((a, b) => a + b, 0);
  const scale = axisScale(Math.max(0, ...totals));
  const busiest = totals.indexOf(Math.max(...totals));
  const summary =
    sum === 0
      ? `Reviews per day, last ${days.length} days: no reviews yet.`
      : `Reviews per day, last ${days.length} days: ${plural(sum, "review")} on ${plural(totals.filter(Boolean).length, "day")}; ` +
        `most on ${longDay(days[busiest]!.day, today)} (${count(totals[busiest]!)}); today ${count(totals[totals.length - 1] ?? 0)}.`;
  return (
    <ChartFrame
      id="reviews-per-day"
      title="Reviews per day"
      summary={summary}
      scale={scale}
      slots={days.length}
      xLabels={weekSlots(days.length, days.length - 1).map((slot) => ({ slot, label: slot === days.length - 1 ? "Today" : shortDay(days[slot]!.day) }))}
      tips={days.map((day, slot) => `${longDay(day.day, today)}: ${plural(totals[slot]!, "review")}`)}
      legend={
        <ul className={styles.legend}>
          {GRADE_KEYS.map((grade) => (
            <li key={grade}>
              <span className={styles.swatch} data-grade={grade} />
              {GRADE_NAMES[grade]}
            </li>
          ))}
        </ul>
      }
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">Reviews per day by grade, last {days.length} days, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {GRADE_KEYS.map((grade) => (
                <th key={grade} scope="col">
                  {GRADE_NAMES[grade]}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <TableRows
            rows={days
              .map((day, index) => ({
                header: day.day === today ? "Today" : shortDay(day.day),
                cells: [...GRADE_KEYS.map((grade) => count(day[grade])), count(totals[index]!)],
              }))
              .reverse()}
          />
        </table>
      }
    >
      {stackedBarPaths(days, scale.top).map(({ grade, d }) => (
        <path key={grade} data-grade={grade} d={d} />
      ))}
    </ChartFrame>
  );
}
