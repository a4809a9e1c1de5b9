import type { DayCount } from "@/lib/review/types";
import { HEATMAP_WEEKS, HEAT_CELL, HEAT_CORNER, HEAT_LEFT, HEAT_PITCH, HEAT_TOP, HEAT_VIEWBOX, heatLevelPaths, heatmap, monthTotals } from "./chart-geometry";
import { count, monthName, plural, shortMonth } from "./format";
import { TableScroller } from "./chart-frame";
import styles from "./progress.module.css";
import { TableRows } from "./table-rows";

export type CalendarHeatmapProps = {
  /** Days with reviews in the last year. */
  calendar: readonly DayCount[];
  today: string;
};

const WEEKDAY_LABELS = [
  [0, "Mon"],
  [2, "Wed"],
  [4, "Fri"],
] as const;

/**
 * A year of reviews, a square a day in week columns (GitHub's layout). One
 * path a level (its days' squares) and a few labels keep the markup small. On a phone the grid
 * keeps a readable size and scrolls inside its box; the box is laid out right
 * to left, so it opens on the latest weeks without any script.
 */
export function CalendarHeatmap({ calendar, today }: CalendarHeatmapProps) {
  const { cells, steps, months } = heatmap(calendar, today);
  const reviews = cells.reduce((sum, cell) => sum + cell.count, 0);
  const activeDays = cells.filter((cell) => cell.count > 0).length;
  const summary =
    reviews === 0
      ? "Calendar of the last 12 months: no reviews yet."
      : `Calendar of the last 12 months: ${plural(reviews, "review")} on ${plural(activeDays, "day")}; the busiest day had ${plural(steps.at(-1)?.max ?? 0, "review")}.`;
  return (
    <section className={styles.card} aria-labelledby="review-calendar">
      <h2 id="review-calendar" className={styles.heading}>
        The last 12 months
      </h2>
      <p className={styles.note}>{reviews === 0 ? "Each day you review will show here." : `${plural(reviews, "review")} on ${plural(activeDays, "day")}.`}</p>
      <div className={styles.heatScroller} tabIndex={0} role="region" aria-label="Review calendar (scrolls sideways on small screens)">
        <svg className={styles.heatmap} role="img" aria-label={summary} viewBox={`0 0 ${HEAT_VIEWBOX.width} ${HEAT_VIEWBOX.height}`}>
          {/* A label needs about three columns: none over the last two, where it would be cut off. */}
          {months
            .filter(({ week }) => week <= HEATMAP_WEEKS - 3)
            .map(({ week, month }) => (
              <text key={week} className={styles.heatLabel} x={HEAT_LEFT + week * HEAT_PITCH} y={HEAT_TOP - 5}>
                {shortMonth(month)}
              </text>
            ))}
          {WEEKDAY_LABELS.map(([row, label]) => (
            <text key={row} className={styles.heatLabel} x={0} y={HEAT_TOP + row * HEAT_PITCH + HEAT_CELL - 1}>
              {label}
            </text>
          ))}
          {heatLevelPaths(cells).map(({ level, d }) => (
            <path key={level} data-level={level} d={d} strokeWidth={2 * HEAT_CORNER} strokeLinejoin="round" />
          ))}
        </svg>
      </div>
      <ul className={styles.heatLegend}>
        <li>
          <span className={styles.heatSwatch} data-level={0} aria-hidden="true" />
          None
        </li>
        {steps.map((step) => (
          <li key={step.level}>
            <span className={styles.heatSwatch} data-level={step.level} aria-hidden="true" />
            {step.min === step.max ? count(step.min) : `${count(step.min)}–${count(step.max)}`}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary>Show the numbers</summary>
        <TableScroller label="The last 12 months, table">
          <table className={styles.table}>
            <caption className="visually-hidden">Reviews per month, last 12 months, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Days with reviews</th>
                <th scope="col">Reviews</th>
              </tr>
            </thead>
            <TableRows
              rows={monthTotals(cells).map((month) => ({ header: monthName(`${month.month}-01`), cells: [count(month.days), count(month.reviews)] }))}
            />
          </table>
        </TableScroller>
      </details>
    </section>
  );
}
