import type { ReactNode } from "react";
import styles from "./row-action.module.css";

export type RowActionProps = {
  /** What the button shows: a short verb ("Edit", "Remove"). */
  children: ReactNode;
  /** The full name for assistive technology, naming the row ("Remove apple from favourites"). */
  label: string;
  icon?: ReactNode;
  tone?: "default" | "danger";
  disabled?: boolean;
  onClick: () => void;
};

/** A button in a table row's actions cell. */
export function RowAction({ children, label, icon, tone = "default", disabled, onClick }: RowActionProps) {
  return (
    <button
      type="button"
      className={`${styles.action} ${tone === "danger" ? styles.danger : ""}`}
      aria-label={label}
      // aria-disabled, not disabled: a focused button keeps focus while a change is under way.
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
