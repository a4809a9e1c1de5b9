import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { NotesWidget } from "@/components/notes/notes-widget";
import styles from "./learning-page.module.css";

export type LearningPageProps = {
  title: string;
  lede?: ReactNode;
  /** A link back up, e.g. to the favourites menu. */
  back?: { href: string; label: string };
  /** The floating notes widget (on the flashcards, favourites and notes screens); default on. */
  notesWidget?: boolean;
  children: ReactNode;
};

/** The frame of the favourites and notes screens: heading, a line about it, the content, and the notes widget's plus button. */
export function LearningPage({ title, lede, back, notesWidget = true, children }: LearningPageProps) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {back ? (
          <AppLink href={back.href} className={styles.back}>
            <span aria-hidden="true">←</span> {back.label}
          </AppLink>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {lede ? <p className={styles.lede}>{lede}</p> : null}
      </header>
      {children}
      {notesWidget ? <NotesWidget /> : null}
    </main>
  );
}
