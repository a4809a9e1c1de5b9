"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

type DismissOptions = {
  open: boolean;
  onDismiss: () => void;
  /** Clicks inside these elements do not dismiss (the toggle and the popup). */
  inside: readonly RefObject<HTMLElement | null>[];
  /** Escape returns focus here. */
  toggle: RefObject<HTMLElement | null>;
  /**
   * Where the Escape listener sits. Dropdowns listen on the document and the
   * slide-in menu on the window, so a dropdown inside the menu sees Escape
   * first, closes, and marks the event handled: one Escape, one layer.
   */
  escapeTarget?: "document" | "window";
};

/** While `open`: a pointer press outside `inside` dismisses, and Escape dismisses and refocuses the toggle. */
export function useDismiss({ open, onDismiss, inside, toggle, escapeTarget = "document" }: DismissOptions) {
  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    const target = event.target;
    if (target instanceof Node && inside.some((ref) => ref.current?.contains(target))) return;
    onDismiss();
  });

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    onDismiss();
    toggle.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const keyTarget: Document | Window = escapeTarget === "window" ? window : document;
    const pointerListener = (event: Event) => onPointerDown(event as PointerEvent);
    const keyListener = (event: Event) => onKeyDown(event as KeyboardEvent);
    document.addEventListener("pointerdown", pointerListener);
    keyTarget.addEventListener("keydown", keyListener);
    return () => {
      document.removeEventListener("pointerdown", pointerListener);
      keyTarget.removeEventListener("keydown", keyListener);
    };
  }, [open, escapeTarget]);
}
