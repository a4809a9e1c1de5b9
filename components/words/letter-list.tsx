import { AppLink } from "@/components/ui/app-link";
import type { WordEntry } from "@/lib/words/word-set";
import { letterHref } from "@/lib/words/word-path";
import styles from "./word-entry.module.css";

export type LetterListProps = { letter: string; page: number; pageCount: number; words: readonly WordEntry[] };

/** One page of a letter's words, with links to its other pages. */
export function LetterList({ letter, page, pageCount, words }: LetterListProps) {
  return (
    <>
      {pageCount > 1 ? (
        <nav aria-label={`Pages of ${letter.toUpperCase()}`}>
          <ul className={styles.pages}>
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((number) => (
              <li key={number}>
                {number === page ? (
                  <span aria-current="page">{number}</span>
                ) : (
                  <AppLink href={letterHref(letter, number)} prefetch={false} aria-label={`Page ${number}`}>
                    {number}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ul className={styles.wordList}>
        {words.map((entry) => (
          <li key={entry.index}>
            <AppLink href={entry.href} prefetch={false}>
              {entry.word}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
