import type { DayCount } from "@/lib/review/types";
import { ChartFrame } from "./chart-frame";
import { axisScale, weekSlots } from "./chart-geometry";
import { count, longDay, plural, shortDay } from "./format";
import styles from "./progress.module.css";
import { BarsPath } from "./bars-path";
import { TableRows } from "./table-rows";

export type DueChartProps = {
  /** The next 30 days, today first (today includes everything overdue). */
  days: readonly DayCount[];
  today: string;
};

/** Cards coming due per day over the next 30 days. */
export function DueChart({ days, today }: DueChartProps) {
  const values = days.map((day) => day.count);
  const sum = values.reduce((a, b) => a + b, 0);
  const scale = axisScale(Math.max(0, ...values));
  const busiest = values.indexOf(Math.max(...values));
  const summary =
    sum === 0
      ? `Cards due per day, next ${days.length} days: none.`
      : `Cards due per day, next ${days.length} days: ${plural(sum, "card")}; today ${count(values[0] ?? 0)}; ` +
        `most on ${longDay(days[busiest]!.day, today)} (${count(values[busiest]!)}).`;
  return (
    <ChartFrame
      id="due-per-day"
      title="Coming up"
      summary={summary}
      scale={scale}
      slots={days.length}
      xLabels={weekSlots(days.length, 0).map((slot) => ({ slot, label: slot === 0 ? "Today" : shortDay(days[slot]!.day) }))}
      tips={days.map((day) => `${longDay(day.day, today)}: ${plural(day.count, "card")} due`)}
      legend={
        <p className={styles.note}>
          Cards due each day for the next {days.length} days; today includes any overdue. Your day starts at 4 a.m. in your time zone.
        </p>
      }
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">Cards due per day, next {days.length} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Cards due</th>
            </tr>
          </thead>
          <TableRows rows={days.map((day) => ({ header: longDay(day.day, today), cells: [count(day.count)] }))} />
        </table>
      }
    >
      <BarsPath values={values} top={scale.top} />
    </ChartFrame>
  );
}
