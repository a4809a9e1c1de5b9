import { AppLink } from "@/components/ui/app-link";
import { SpeakerIcon } from "@/components/word-buttons/action-icons";
import { PronounceButton } from "@/components/word-buttons/pronounce-button";
import { IDIOMS_PRACTICE_PATH } from "@/lib/favourites/favourites";
import type { IdiomEntry as Entry } from "@/lib/words/idioms";
import styles from "./word-entry.module.css";

/** An idiom's page body: the idiom, its senses with their examples, and a way to practise idioms. Server-rendered. */
export function IdiomEntry({ entry }: { entry: Entry }) {
  return (
    <article className={styles.entry} lang="en">
      <header className={styles.head}>
        <div>
          <h1 className={styles.word}>{entry.idiom}</h1>
          <p className={styles.ipa}>idiom</p>
        </div>
        <div className={styles.tools}>
          <PronounceButton word={entry.idiom} icon={<SpeakerIcon />} />
        </div>
      </header>
      <ol className={styles.senses}>
        {entry.senses.map((sense) => (
          <li key={sense.definition} className={styles.sense}>
            <p className={styles.definition}>
              <span className={styles.partOfSpeech}>{sense.partOfSpeech}</span> {sense.definition}
            </p>
            <ul className={styles.examples} aria-label="Examples">
              {sense.examples.map((example) => (
                <li key={example}>“{example}”</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className={styles.related}>
        <AppLink href={IDIOMS_PRACTICE_PATH} prefetch={false}>
          Practise idioms
        </AppLink>
      </p>
    </article>
  );
}
