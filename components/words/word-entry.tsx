import { AppLink } from "@/components/ui/app-link";
import { HeartIcon, ReviewIcon, SpeakerIcon } from "@/components/word-buttons/action-icons";
import { PronounceButton } from "@/components/word-buttons/pronounce-button";
import type { WordSense } from "@/lib/words/word-record";
import type { WordEntry as Entry } from "@/lib/words/word-set";
import { Pronunciation } from "./pronunciation";
import { SpelledHeadword } from "./spelled-headword";
import { WordActions } from "./word-actions";
import styles from "./word-entry.module.css";

export type WordEntryProps = {
  entry: Entry;
  /** The page of a synonym or antonym, when it has one. */
  pageOf: (word: string) => string | null;
};

/** A word's page body: the headword, its pronunciation, and its senses. Server-rendered; the buttons are client leaves. */
export function WordEntry({ entry, pageOf }: WordEntryProps) {
  return (
    <article className={styles.entry} lang="en">
      <header className={styles.head}>
        <div>
          <h1 className={styles.word}>{entry.variants?.length ? <SpelledHeadword word={entry.word} variants={entry.variants} /> : entry.word}</h1>
          {entry.ipa ? <Pronunciation ipa={entry.ipa} className={styles.ipa} /> : null}
        </div>
        <div className={styles.tools}>
          <PronounceButton word={entry.word} icon={<SpeakerIcon />} />
          <WordActions word={entry.word} wordIndex={entry.index} href={entry.href} icons={{ favourite: <HeartIcon />, review: <ReviewIcon /> }} />
        </div>
      </header>
      <ol className={styles.senses}>
        {entry.details.map((sense, index) => (
          <Sense key={index} sense={sense} pageOf={pageOf} />
        ))}
      </ol>
    </article>
  );
}

function Sense({ sense, pageOf }: { sense: WordSense; pageOf: WordEntryProps["pageOf"] }) {
  return (
    <li className={styles.sense}>
      <p className={styles.definition}>
        <span className={styles.partOfSpeech}>{sense.partOfSpeech}</span>{" "}
        {sense.labels?.length ? <span className={styles.senseLabels}>({sense.labels.join(", ")})</span> : null} {sense.definition}
      </p>
      {sense.examples.length ? (
        <ul className={styles.examples} aria-label="Examples">
          {sense.examples.map((example) => (
            <li key={example}>“{example}”</li>
          ))}
        </ul>
      ) : null}
      <Related label="Synonyms" words={sense.synonyms} pageOf={pageOf} />
      <Related label="Antonyms" words={sense.antonyms} pageOf={pageOf} />
    </li>
  );
}

function Related({ label, words, pageOf }: { label: string; words: readonly string[]; pageOf: WordEntryProps["pageOf"] }) {
  if (!words.length) return null;
  return (
    <p className={styles.related}>
      <span className={styles.relatedLabel}>{label}</span>{" "}
      {words.map((word, index) => {
        const href = pageOf(word);
        return (
          <span key={word}>
            {index ? ", " : null}
            {href ? (
              <AppLink href={href} prefetch={false}>
                {word}
              </AppLink>
            ) : (
              word
            )}
          </span>
        );
      })}
    </p>
  );
}
