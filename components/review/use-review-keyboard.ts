"use client";

import { useEffect, useRef } from "react";

// /review's keys, in one hook with the same shape as the shared card keyboard
// hook being built on branch h/flash (components/flashcards/use-card-keyboard.ts),
// so swapping to it is a one-line change: Space/Enter flip, plus a map of keys.

export type ReviewKeyboardOptions = {
  /** Space and Enter (not on a focused button or link, whose own keys they are). */
  onFlip: () => void;
  /** Keys by `KeyboardEvent.key`; a letter matches in either case ("u" is u and U). */
  keys?: Readonly<Record<string, () => void>>;
};

function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("button, a[href], summary, [role='button'], [role='link']") !== null;
}

/** An open dialog (modal, the notes widget's, or a popover such as the shortcuts list) has the keyboard. */
function isDialogOpen(): boolean {
  return document.querySelector("dialog[open], [aria-modal='true']:not([hidden]), [popover]:popover-open") !== null;
}

export function useReviewKeyboard(options: ReviewKeyboardOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      if (isTyping(event.target)) return;
      const { onFlip, keys = {} } = latest.current;
      // "?" still closes the shortcuts list it opened.
      if (isDialogOpen() && event.key !== "?") return;
      if (event.key === " " || event.key === "Enter") {
        if (isControl(event.target)) return;
        if (!event.repeat) onFlip();
        event.preventDefault();
        return;
      }
      const run = keys[event.key] ?? (event.key.length === 1 ? keys[event.key.toLowerCase()] : undefined);
      if (!run) return;
      if (!event.repeat) run();
      event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
