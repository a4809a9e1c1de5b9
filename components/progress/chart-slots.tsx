"use client";

import type { KeyboardEvent, ReactNode } from "react";

const STEP: Partial<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index, last) => Math.min(last, index + 1),
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A chart's day slots as one Tab stop: the arrow keys, Home and End move
 * between days (a roving tabindex), so thirty days do not cost thirty Tab
 * presses. The slots are server-rendered; this only moves the focus.
 */
export function ChartSlots({ label, className, children }: { label: string; className?: string | undefined; children: ReactNode }) {
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
    <div className={className} role="group" aria-label={label} onKeyDown={move}>
      {children}
    </div>
  );
}
