"use client";

import { useId, useState } from "react";
import { CategoryOptions } from "./category-options";
import styles from "./category-submenu.module.css";
import { ChevronDownIcon } from "./icons";
import { useCloseMenu } from "./mobile-menu";

export type CategorySubmenuProps = {
  /** The look of the menu's other entries, so Category lines up with them. */
  className?: string | undefined;
};

/** The slide-in menu's Category entry: it expands a sub-menu of the five flashcard categories. */
export function CategorySubmenu({ className }: CategorySubmenuProps) {
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
        <ChevronDownIcon size={18} className={styles.chevron} />
      </button>
      <div id={submenuId} role="group" aria-label="Flashcard categories" className={styles.submenu} hidden={!open}>
        <CategoryOptions onSelected={closeMenu} />
      </div>
    </>
  );
}
