"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "./icons";
import styles from "./mobile-menu.module.css";
import { useDismiss } from "./use-dismiss";

/** Matches the CSS breakpoint: below it the header's links live in a slide-in menu. */
const WIDE_LAYOUT_QUERY = "(min-width: 1150px)";

const CloseMenuContext = createContext<() => void>(() => {});

/** Closes the slide-in menu (a no-op in the wide layout); for controls that act without navigating by link. */
export function useCloseMenu(): () => void {
  return useContext(CloseMenuContext);
}

export type MobileMenuProps = {
  /** The header's links and account controls: inline in the wide layout, in the slide-in panel below it. */
  children: ReactNode;
  /** Shown in the narrow layout's bar, just before the menu button (the wide layout hides it). */
  beforeToggle?: ReactNode;
};

/**
 * The header's slide-in menu below 1150px. In the wide layout the toggle and
 * close control are hidden and the panel is an ordinary row. The children stay
 * server-rendered; only the open state lives here.
 */
export function MobileMenu({ children, beforeToggle }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation (link, back button) closes the menu.
  if (open && pathname !== openedAt) {
    setOpen(false);
  }

  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useDismiss({ open, onDismiss: close, inside: [panelRef, toggleRef], toggle: toggleRef, escapeTarget: "window" });

  // Keep Tab inside the open panel, as in a modal dialog.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (event.key !== "Tab" || !panel) return;
    const focusable = Array.from(
      panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'),
    ).filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const wide = window.matchMedia(WIDE_LAYOUT_QUERY);
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    const keyListener = (event: KeyboardEvent) => onKeyDown(event);
    wide.addEventListener("change", onWide);
    window.addEventListener("keydown", keyListener);
    // The page behind the panel should not scroll.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      wide.removeEventListener("change", onWide);
      window.removeEventListener("keydown", keyListener);
      root.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    <>
      <div className={styles.beforeToggle}>{beforeToggle}</div>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Open menu"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <MenuIcon size={24} />
      </button>
      <div className={styles.backdrop} data-open={open} aria-hidden="true" />
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        data-open={open}
        onClick={(event) => {
          // A link followed from the panel closes it, even one to the current page.
          if (event.target instanceof Element && event.target.closest("a[href]")) close();
        }}
      >
        <div className={styles.panelHead}>
          <span className={styles.panelTitle}>Menu</span>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close menu" onClick={closeAndRefocus}>
            <CloseIcon size={24} />
          </button>
        </div>
        <CloseMenuContext value={close}>{children}</CloseMenuContext>
      </div>
    </>
  );
}
