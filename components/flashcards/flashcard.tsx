import type { CSSProperties, MouseEvent, ReactNode } from "react";
import { FLIP_TURN_MS } from "@/lib/flashcards/timings";
import type { CardWord, WordSense } from "@/lib/flashcards/types";
import styles from "./flashcard.module.css";
import { HeartIcon } from "./icons";
import { PronounceButton } from "./pronounce-button";

export type FlashcardProps = {
  card: CardWord | null;
  side: "front" | "back";
  swapping: boolean;
  busy: boolean;
  isFavourite?: boolean;
  onFlip: () => void;
  /** The heart's action; without it the card has no heart (/review), its place kept empty. */
  onFavourite?: () => void;
  /** Shown on an empty card. */
  emptyMessage: ReactNode;
};

function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The card: the word on the front; senses, examples, synonyms and antonyms on the back. A tap anywhere but a button flips it. */
export function Flashcard({ card, side, swapping, busy, isFavourite = false, onFlip, onFavourite, emptyMessage }: FlashcardProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button, a")) return;
    // Selecting text on the back (to copy an example) is not a tap.
    if (window.getSelection()?.toString()) return;
    onFlip();
  };
  const style = { "--flip-ms": `${FLIP_TURN_MS}ms` } as CSSProperties;

  if (!card) {
    return (
      <div className={styles.stage}>
        <div className={`${styles.card} ${styles.empty}`} role="group" aria-label="Flashcard" aria-busy={busy}>
          <div className={`${styles.face} ${styles.front}`}>{emptyMessage}</div>
        </div>
      </div>
    );
  }

  const { word, details } = card.data;
  const heart = !onFavourite ? (
    <span className={styles.iconSlot} aria-hidden="true" />
  ) : (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.heart}`}
      aria-label="Favourite"
      aria-pressed={isFavourite}
      aria-keyshortcuts="F"
      onClick={onFavourite}
    >
      <HeartIcon fill={isFavourite ? "currentColor" : "none"} />
    </button>
  );

  return (
    <div className={styles.stage}>
      <div
        className={styles.card}
        role="group"
        aria-roledescription="flashcard"
        aria-label={side === "front" ? "Flashcard, front" : "Flashcard, back"}
        data-side={side}
        data-swapping={swapping || undefined}
        data-word-index={card.wordIndex}
        aria-busy={busy}
        style={style}
        onClick={onClick}
      >
        <div className={styles.inner}>
          <div className={`${styles.face} ${styles.front}`} inert={side !== "front"} aria-hidden={side !== "front" || undefined} data-face="front">
            <div className={styles.faceBar}>
              {heart}
              <PronounceButton word={word} />
            </div>
            <div className={styles.frontBody}>
              <h2 className={styles.word} lang="en">
                {capitalize(word)}
              </h2>
            </div>
            <p className={styles.hint}>Tap the card to flip it</p>
          </div>
          <div className={`${styles.face} ${styles.back}`} inert={side !== "back"} aria-hidden={side !== "back" || undefined} data-face="back">
            <div className={styles.faceBar}>
              {heart}
              <h2 className={styles.backWord} lang="en">
                {capitalize(word)}
              </h2>
              <PronounceButton word={word} />
            </div>
            {/* The list scrolls when a word has many senses: focusable, so the keyboard can scroll it too. */}
            <ol className={styles.senses} tabIndex={0} aria-label={`Meanings of ${word}`}>
              {details.map((sense, index) => (
                <Sense key={index} sense={sense} />
              ))}
            </ol>
          </div>
        </div>
      </div>
    </div>
  );
}

function Sense({ sense }: { sense: WordSense }) {
  const examples = sense.examples.slice(0, 2);
  return (
    <li className={styles.sense}>
      <p className={styles.definition}>
        {sense.partOfSpeech ? <span className={styles.partOfSpeech}>{sense.partOfSpeech}</span> : null}
        {capitalize(sense.definition)}
      </p>
      {examples.map((example) => (
        <p key={example} className={styles.example}>
          <span className="visually-hidden">Example: </span>“{capitalize(example)}”
        </p>
      ))}
      {sense.synonyms.length ? (
        <p className={styles.related}>
          <span className={styles.relatedLabel}>Synonyms</span> {sense.synonyms.join(", ")}
        </p>
      ) : null}
      {sense.antonyms.length ? (
        <p className={styles.related}>
          <span className={styles.relatedLabel}>Antonyms</span> {sense.antonyms.join(", ")}
        </p>
      ) : null}
    </li>
  );
}
