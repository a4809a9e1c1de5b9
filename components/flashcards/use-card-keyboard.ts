"use client";

import { useEffect, useRef } from "react";

// Shared by /flashcards and /review: Space/Enter flip the card, plus each screen's own keys.

/** A key's action; `repeat: true` lets a held key act again (arrows), otherwise only the first press counts. */
export type CardKey = (() => void) | { run: () => void; repeat?: boolean };

export type CardKeyboardOptions = {
  /** Space and Enter (not on a focused button or link, whose own keys they are). */
  onFlip: () => void;
  /** Keys by `KeyboardEvent.key`; a letter matches in either case ("f" is f and F). */
  keys?: Readonly<Record<string, CardKey>>;
};

/** Where a key press belongs to what has focus, not to the shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("button, a[href], summary, [role='button'], [role='link']") !== null;
}

/** A modal dialog (a native one, or the notes widget's) has the keyboard to itself. */
function isModalOpen(): boolean {
  return document.querySelector("dialog[open]:modal, [aria-modal='true']:not([hidden])") !== null;
}

/** The card's keyboard shortcuts, on the window, for as long as the component is mounted. */
export function useCardKeyboard(options: CardKeyboardOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      if (isTyping(event.target) || isModalOpen()) return;
      const { onFlip, keys = {} } = latest.current;
      if (event.key === " " || event.key === "Enter") {
        // On a focused button or link these keys press it.
        if (isControl(event.target)) return;
        if (!event.repeat) onFlip();
        event.preventDefault();
        return;
      }
      const key = keys[event.key] ?? (event.key.length === 1 ? keys[event.key.toLowerCase()] : undefined);
      if (!key) return;
      const { run, repeat = false } = typeof key === "function" ? { run: key } : key;
      if (repeat || !event.repeat) run();
      event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
