import { AppLink } from "@/components/ui/app-link";
import type { IdiomEntry } from "@/lib/words/idioms";
import styles from "./idiom-cards.module.css";

/** Idioms as cards: the idiom (a link to its page), its first meaning and a sentence that uses it. Server-rendered. */
export function IdiomCards({ idioms }: { idioms: readonly IdiomEntry[] }) {
  return (
    <ul className={styles.cards} aria-label="Idioms">
      {idioms.map((idiom) => {
        const sense = idiom.senses[0]!;
        return (
          <li key={idiom.slug} className={styles.card} lang="en">
            <h2 className={styles.idiom}>
              <AppLink href={idiom.href} prefetch={false}>
                {idiom.idiom}
              </AppLink>
            </h2>
            <p className={styles.definition}>{sense.definition}</p>
            <p className={styles.example}>“{sense.examples[0]}”</p>
          </li>
        );
      })}
    </ul>
  );
}
