"use client";

import { useId, useState, type ReactNode } from "react";
import { CategoryOptions, type CategoryIcons } from "./category-options";
import styles from "./category-submenu.module.css";
import { useCloseMenu } from "./mobile-menu";

export type CategorySubmenuProps = {
  /** The look of the menu's other entries, so Category lines up with them. */
  className?: string | undefined;
  /** Drawn by the server, as the options' icons. */
  chevron: ReactNode;
  icons: CategoryIcons;
};

/** The slide-in menu's Category entry: it expands a sub-menu of the five flashcard categories. */
export function CategorySubmenu({ className, chevron, icons }: CategorySubmenuProps) {
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const closeMenu = useCloseMenu();
  return (
    <>
      <button
        type="button"
        className={[className, styles.toggle].filter(Boolean).join(" ")}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Category
        {chevron}
      </button>
      <div id={submenuId} role="group" aria-label="Flashcard categories" className={styles.submenu} hidden={!open}>
        <CategoryOptions onSelected={closeMenu} icons={icons} />
      </div>
    </>
  );
}
