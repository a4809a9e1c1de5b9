"use client";

import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import styles from "./notes-widget.module.css";

/** A new note's starting word and definition (the flashcard on screen). */
export interface NotesPrefill {
  word: string;
  definitions: string;
}

export type NotesWidgetProps = {
  /** What a new note starts with: the flashcard on screen. None on the favourites and notes pages. */
  prefill?: NotesPrefill | null;
};

// The form, the recent list and the notes calls load on first use (or when the
// pointer or focus reaches the plus button), so a page with the widget only
// carries this shell.
const loadPanel = () => import("./notes-panel");
const NotesPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotesPanel })));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * The floating notes widget (docs/product.md#notes): a plus button that
 * opens and closes a dialog for writing a note and editing the 5 newest. While
 * open, focus stays in the dialog; Escape or Close returns it to the button.
 */
export function NotesWidget({ prefill = null }: NotesWidgetProps) {
  const [open, setOpen] = useState(false);
  // Mounted on first open, then kept (hidden) so a draft survives closing.
  const [used, setUsed] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    setUsed(true);
    setOpen((was) => !was);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // The panel focuses its first field when it is ready; until then the dialog itself holds focus.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    // Focus that leaves (a click elsewhere on the page) comes back to where it was; the plus button may keep it, to close.
    let last = dialog.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || toggleRef.current?.contains(target)) return;
      if (dialog.contains(target)) {
        last = target;
        return;
      }
      const back = last && dialog.contains(last) && focusables(dialog).includes(last) ? last : focusables(dialog)[0];
      (back ?? dialog).focus();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      // Keys typed here are the widget's, not the page's shortcuts (e.g. the flashcards' arrows).
      event.stopPropagation();
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab") return;
      const dialog = event.currentTarget;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [close],
  );

  return (
    <>
      {used ? (
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          hidden={!open}
          className={styles.dialog}
          onKeyDown={onKeyDown}
        >
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              Notes
            </h2>
            <button type="button" className={buttonClassName({ variant: "secondary", size: "small" })} onClick={close}>
              Close
            </button>
          </div>
          <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
            <NotesPanel open={open} prefill={prefill} />
          </Suspense>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Notes"
        aria-expanded={open}
        aria-controls={used ? dialogId : undefined}
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        <Icon size={26} className={styles.plus}>
          <path d="M12 5v14M5 12h14" />
        </Icon>
      </button>
    </>
  );
}
