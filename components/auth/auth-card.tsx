import type { ReactNode } from "react";
import styles from "./auth-card.module.css";

export type AuthCardProps = {
  title: string;
  lede?: ReactNode;
  children: ReactNode;
};

/** The frame of every account page: a centred card with a heading. */
export function AuthCard({ title, lede, children }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {lede ? <p className={styles.lede}>{lede}</p> : null}
        {children}
      </section>
    </main>
  );
}
