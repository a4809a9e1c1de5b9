import type { ReactNode } from "react";
import styles from "./status-screen.module.css";

export type StatusScreenProps = {
  /** A small line above the title. */
  eyebrow?: ReactNode;
  title: string;
  message?: ReactNode;
  /** A decorative picture with fixed dimensions. */
  illustration?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
};

/** A centred one-message page: not found, something went wrong, coming soon. */
export function StatusScreen({ eyebrow, title, message, illustration, actions }: StatusScreenProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        {illustration ? <div className={styles.illustration}>{illustration}</div> : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {message ? <div className={styles.message}>{message}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </main>
  );
}
