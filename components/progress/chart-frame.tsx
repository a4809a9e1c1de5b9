import type { CSSProperties, ReactNode } from "react";
import { ChartSlots } from "./chart-slots";
import { BAR_SLOT, PLOT_HEIGHT, type AxisScale, yFor } from "./chart-geometry";
import { count } from "./format";
import styles from "./progress.module.css";

export type AxisLabel = { slot: number; label: string };

export type ChartFrameProps = {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** What the chart shows, in a sentence: the SVG's accessible name. */
  summary: string;
  scale: AxisScale;
  /** How many bars (slots) the plot holds. */
  slots: number;
  /** Labels under bars: each under its slot (0 the first). */
  xLabels: readonly AxisLabel[];
  /** Each slot's value in words, shown on hovering or focusing its bar. */
  tips: readonly string[];
  legend?: ReactNode;
  /** The same numbers as a table, for screen readers and anyone who wants them exact. */
  table: ReactNode;
  /** The bars: SVG in plot units (see chart-geometry.ts). */
  children: ReactNode;
};

/**
 * A bar chart's frame: gridlines and bars in an SVG stretched to the width
 * (its plot units scale, its strokes do not), the axis labels in HTML beside
 * it so they stay readable at any width, a legend, and the numbers as a table.
 * The plot has a fixed CSS height, so nothing moves as the page loads.
 */
export function ChartFrame({ id, title, summary, scale, slots, xLabels, tips, legend, table, children }: ChartFrameProps) {
  const width = slots * BAR_SLOT;
  const grid = scale.ticks.map((tick) => `M0 ${yFor(tick, scale.top)}H${width}`).join("");
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.chart}>
        <div className={styles.yAxis} aria-hidden="true">
          {scale.ticks.map((tick) => (
            <span key={tick}>{count(tick)}</span>
          ))}
        </div>
        <div className={styles.plotArea}>
          <svg className={styles.plot} role="img" aria-label={summary} viewBox={`0 0 ${width} ${PLOT_HEIGHT}`} preserveAspectRatio="none">
            <path className={styles.grid} d={grid} vectorEffect="non-scaling-stroke" />
            {children}
          </svg>
          {/* Over the plot, one slot per bar at its full height (an empty day shows its value too): its value shows on hover, on
              focus (Tab to the chart, then the arrow keys; or a tap) with CSS, and is the slot's name for a screen reader. */}
          <ChartSlots label={`${title}, day by day (arrow keys move between days)`} tips={tips} />
        </div>
        <div className={styles.xAxis} aria-hidden="true">
          {xLabels.map(({ slot, label }) => (
            <span key={slot} style={labelPosition(slot, slots)} data-slot={slot}>
              {label}
            </span>
          ))}
        </div>
      </div>
      {legend}
      <details className={styles.details}>
        <summary>Show the numbers</summary>
        <TableScroller label={`${title}, table`}>{table}</TableScroller>
      </details>
    </section>
  );
}

/** Under its bar's middle; the first and last bar's label kept within the plot's edges. */
function labelPosition(slot: number, slots: number): CSSProperties {
  if (slot === 0) return { left: 0 };
  if (slot === slots - 1) return { right: 0 };
  return { left: `${((slot + 0.5) / slots) * 100}%`, transform: "translateX(-50%)" };
}

/**
 * A table's box: it scrolls sideways if the table is wider than a small
 * phone, and can take the focus so the keyboard can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
