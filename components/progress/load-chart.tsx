import type { DayLoad } from "@/lib/review/types";
import { ChartFrame } from "./chart-frame";
import { axisScale, weekSlots } from "./chart-geometry";
import { longDay, minutes, shortDay } from "./format";
import styles from "./progress.module.css";
import { BarsPath } from "./bars-path";
import { TableRows } from "./table-rows";

export type LoadChartProps = {
  /** Projected minutes of review on each of the next 30 days, today first. */
  days: readonly DayLoad[];
  today: string;
};

/** The daily goal's forecast: minutes of review a day over the next 30 days. */
export function LoadChart({ days, today }: LoadChartProps) {
  const values = days.map((day) => day.minutes);
  const scale = axisScale(Math.ceil(Math.max(0, ...values)));
  const busiest = values.indexOf(Math.max(...values));
  const summary = `Projected minutes of review per day, next ${days.length} days: today ${minutes(values[0] ?? 0)}; most on ${longDay(days[busiest]!.day, today)} (${minutes(values[busiest]!)}).`;
  return (
    <ChartFrame
      id="projected-load"
      title="Projected daily load"
      summary={summary}
      scale={scale}
      slots={days.length}
      xLabels={weekSlots(days.length, 0).map((slot) => ({ slot, label: slot === 0 ? "Today" : shortDay(days[slot]!.day) }))}
      tips={days.map((day) => `${longDay(day.day, today)}: ${minutes(day.minutes)}`)}
      legend={<p className={styles.note}>Minutes of review each day for the next {days.length} days at your pace, with the new words a day above.</p>}
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">Projected minutes of review per day, next {days.length} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Minutes</th>
            </tr>
          </thead>
          <TableRows rows={days.map((day) => ({ header: longDay(day.day, today), cells: [minutes(day.minutes)], attributes: { "data-load-day": day.day } }))} />
        </table>
      }
    >
      <BarsPath values={values} top={scale.top} />
    </ChartFrame>
  );
}
