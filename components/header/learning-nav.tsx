"use client";

import { AppLink } from "@/components/ui/app-link";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { isProtectedPath } from "@/lib/auth/routes";
import { LEARNING_LINKS, isCurrentLink, isLearningPath } from "@/lib/navigation";
import { CategoryOptions, type CategoryIcons } from "./category-options";
import styles from "./learning-nav.module.css";
import { REVIEW_HREF, ReviewNavLink } from "./review-badge";
import { useDismiss } from "./use-dismiss";
import { useCurrentPath } from "./use-current-path";

/** The second navigation bar: only on the learning routes and the paths below them. */
/** The bar's icons, drawn by the server (components/header/site-header.tsx). */
export type LearningNavIcons = { chevron: ReactNode } & CategoryIcons;

export function LearningNav({ icons }: { icons: LearningNavIcons }) {
  const pathname = useCurrentPath();
  if (!isLearningPath(pathname)) return null;
  return <LearningNavBar pathname={pathname} icons={icons} />;
}

function LearningNavBar({ pathname, icons }: { pathname: string; icons: LearningNavIcons }) {
  const [open, setOpen] = useState(false);
  const dropdownId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && pathname !== openedAt) setOpen(false);
  useDismiss({ open, onDismiss: () => setOpen(false), inside: [toggleRef, dropdownRef], toggle: toggleRef });

  // On a narrow screen the bar scrolls sideways: bring the current entry into view.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const currentBox = current.getBoundingClientRect();
    list.scrollLeft += currentBox.left - listBox.left - (listBox.width - currentBox.width) / 2;
  }, [pathname]);

  return (
    <nav aria-label="Learning" className={styles.bar} data-learning-nav>
      <div className={styles.inner}>
        <ul ref={listRef} className={styles.list}>
          {LEARNING_LINKS.map(({ label, href }) => {
            if (href === REVIEW_HREF) {
              return (
                <li key={href}>
                  <ReviewNavLink
                    className={`${styles.link} ${styles.withBadge}`}
                    badgeClassName={styles.badge}
                    goalBadgeClassName={styles.goalBadge}
                    current={isCurrentLink(pathname, href)}
                  />
                </li>
              );
            }
            const link = (
              <AppLink
                href={href}
                className={styles.link}
                aria-current={isCurrentLink(pathname, href) ? "page" : undefined}
                // Per-user pages, rendered on demand: for a visitor a prefetch would only
                // fetch the login redirect, for a user nothing reusable. Not worth the requests.
                prefetch={isProtectedPath(href) ? false : undefined}
              >
                {label}
              </AppLink>
            );
            if (href !== "/flashcards") return <li key={href}>{link}</li>;
            return (
              <li key={href} className={styles.withToggle}>
                {link}
                <button
                  ref={toggleRef}
                  type="button"
                  className={styles.toggle}
                  aria-label="Choose a flashcard category"
                  aria-expanded={open}
                  aria-controls={dropdownId}
                  onClick={() => {
                    setOpenedAt(pathname);
                    setOpen((wasOpen) => !wasOpen);
                    // The drop-down hangs under the bar's start: show the Flashcards entry above it.
                    if (!open) listRef.current?.scrollTo({ left: 0 });
                  }}
                >
                  {icons.chevron}
                </button>
              </li>
            );
          })}
        </ul>
        {/* Outside the scrolling list, so the list's overflow never clips it. */}
        <div ref={dropdownRef} id={dropdownId} role="group" aria-label="Flashcard categories" className={styles.dropdown} hidden={!open}>
          <CategoryOptions onSelected={() => setOpen(false)} icons={icons} />
        </div>
      </div>
    </nav>
  );
}
