import { useEffect, useRef, type FocusEvent, type RefObject } from "react";

const CONTROLS = "button, a[href], input, textarea, select";

type Remembered = { element: HTMLElement; row: number; control: number };

/**
 * Keeps keyboard focus in a table whose rows come and go. When the control
 * that had focus in a row is gone (its row removed, directly or from a dialog
 * it opened) and focus fell back to the page, focus moves to the same control
 * of the row now in its place (or of the last row), else to `fallback`.
 */
export function useRowFocus(rows: unknown, fallback: RefObject<HTMLElement | null>) {
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const remembered = useRef<Remembered | null>(null);

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const element = event.target as HTMLElement;
    const row = element.closest("tr");
    if (!row || !tbodyRef.current) return;
    remembered.current = { element, row: [...tbodyRef.current.rows].indexOf(row), control: [...row.querySelectorAll(CONTROLS)].indexOf(element) };
  };

  // Focus moved on by the user (anywhere but a dialog the row opened): forget the row.
  useEffect(() => {
    const onFocusIn = (event: Event) => {
      const target = event.target as Element | null;
      if (target instanceof Element && !tbodyRef.current?.contains(target) && !target.closest('dialog, [role="dialog"]')) remembered.current = null;
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);

  // After the rows change, and after any dialog has closed (a frame later).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const last = remembered.current;
      const active = document.activeElement;
      if (!last || last.element.isConnected || (active !== null && active !== document.body)) return;
      remembered.current = null;
      const all = tbodyRef.current ? [...tbodyRef.current.rows] : [];
      const row = all[Math.min(last.row, all.length - 1)];
      const controls = row ? [...row.querySelectorAll<HTMLElement>(CONTROLS)] : [];
      (controls[Math.min(last.control, controls.length - 1)] ?? fallback.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, fallback]);

  return { tbodyRef, onFocus };
}
