"use client";

import type { KeyboardEvent } from "react";
import styles from "./progress.module.css";

const STEP: Partial<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index, last) => Math.min(last, index + 1),
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A chart's day slots, one over each bar, as one Tab stop: the arrow keys,
 * Home and End move between days (a roving tabindex), so thirty days do not
 * cost thirty Tab presses. A slot's value is its name for a screen reader and
 * shows on hover and focus from CSS (its data-tip), no script. Made here from
 * the tips, so the page's payload carries each value once instead of a tree
 * of elements per day (docs/performance.md).
 */
export function ChartSlots({ label, tips }: { label: string; tips: readonly string[] }) {
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEP[event.key];
    const slots = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-tip]")];
    const index = slots.indexOf(event.target as HTMLElement);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = slots[step(index, slots.length - 1)]!;
    for (const slot of slots) slot.tabIndex = slot === next ? 0 : -1;
    next.focus();
  }
  return (
    <div className={styles.slots} role="group" aria-label={label} onKeyDown={move}>
      {tips.map((tip, slot) => (
        <span
          key={slot}
          className={slot >= tips.length / 2 ? `${styles.slot} ${styles.slotEnd}` : styles.slot}
          tabIndex={slot === 0 ? 0 : -1}
          role="img"
          aria-label={tip}
          data-tip={tip}
        />
      ))}
    </div>
  );
}
