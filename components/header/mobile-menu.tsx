"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import styles from "./mobile-menu.module.css";
import { useDismiss } from "./use-dismiss";

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
  /** The toggle's and the close button's icons, drawn by the server (no icon code in the page's JavaScript). */
  menuIcon: ReactNode;
  closeIcon: ReactNode;
};

/**
 * The header's slide-in menu below 1150px. In the wide layout the toggle and
 * close control are hidden and the panel is an ordinary row. The children stay
 * server-rendered; only the open state lives here.
 */
export function MobileMenu({ children, beforeToggle, menuIcon, closeIcon }: MobileMenuProps) {
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

  // Focus, the Tab trap, the scroll lock and the wide layout's close, loaded on the first opening.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./menu-open").then(({ whileMenuOpen }) => {
      if (!ended) stop = whileMenuOpen({ panel, closeButton: closeRef.current, close });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [open, close]);

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
        {menuIcon}
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
            {closeIcon}
          </button>
        </div>
        <CloseMenuContext value={close}>{children}</CloseMenuContext>
      </div>
    </>
  );
}
