"use client";

import { useEffect, useRef } from "react";
import type { AutoAdvance, FlashcardsAction, FlashcardsState } from "./flashcards-reducer";
import { AUTO_ADVANCE_MS } from "@/lib/flashcards/timings";

// The flashcards screen's timers, as effects of the reducer's state: the
// word swap that lands when a turn is over (500 ms after a flip), and
// the automatic advance 1000 ms after a Remember or Not-remembered tap.

/** Dispatches `swapDue` at `state.swapAt` while the card shows an older word than the screen is on. */
export function useSwapTimer(state: Pick<FlashcardsState, "shown" | "current" | "swapAt">, dispatch: (action: FlashcardsAction) => void) {
  const { shown, current, swapAt } = state;
  useEffect(() => {
    if (shown === current) return;
    // An absolute time: the swap lands when the turn ends, however late this effect ran.
    const timer = setTimeout(() => dispatch({ type: "swapDue" }), Math.max(0, swapAt - performance.now()));
    return () => clearTimeout(timer);
  }, [shown, current, swapAt, dispatch]);
}

/** Calls `onDue(auto)` AUTO_ADVANCE_MS after each new `auto`; a newer one (or null) cancels it. */
export function useAutoAdvance(auto: AutoAdvance | null, onDue: (auto: AutoAdvance) => void) {
  const latest = useRef(onDue);
  useEffect(() => {
    latest.current = onDue;
  });
  useEffect(() => {
    if (!auto) return;
    const timer = setTimeout(() => latest.current(auto), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [auto]);
}
