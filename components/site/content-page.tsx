import type { ReactNode } from "react";
import styles from "./content-page.module.css";

export type ContentPageProps = {
  title: string;
  lede?: ReactNode;
  children: ReactNode;
};

/** A page of reading text: a title, an optional lede, and sections in a comfortable measure. */
export function ContentPage({ title, lede, children }: ContentPageProps) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lede ? <p className={styles.lede}>{lede}</p> : null}
      </header>
      <div className={styles.prose}>{children}</div>
    </main>
  );
}
