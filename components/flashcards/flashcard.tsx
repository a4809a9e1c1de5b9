import { Fragment, useEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { FLIP_SWAP_MS } from "@/lib/flashcards/timings";
import type { WordData, WordSense } from "@/lib/flashcards/types";
import styles from "./flashcard.module.css";
import { Pronunciation } from "@/components/words/pronunciation";
import { playCardChange } from "./card-motion";
import { ArrowDownIcon } from "./icons";
import { SpeakerIcon } from "@/components/word-buttons/action-icons";
import { PronounceButton } from "@/components/word-buttons/pronounce-button";
import { useSpellingPreference } from "@/lib/client/spelling-preference";
import { displaySpelling } from "@/lib/words/spelling";

// Shared by /flashcards and /review: the card's two faces and its flip; each screen brings its own buttons (`actions`).

export type FlashcardProps = {
  /** The word on the card; null shows `emptyMessage` instead. */
  word: WordData | null;
  /** The word's source index (the card's `data-word-index`), when it has one. */
  wordIndex?: number;
  /** The flipped state: the word on the front, its meanings on the back. */
  side: "front" | "back";
  /** A tap anywhere on the card but a button or link. */
  onFlip: () => void;
  /** The card is turning to a new word whose content lands shortly: the old one steps back meanwhile. */
  swapping?: boolean;
  /** A word is being fetched. */
  busy?: boolean;
  /** Extra buttons in the bar of both faces, before the word (rendered once per face; the hidden face is inert). */
  actions?: ReactNode;
  /** Shown on an empty card. */
  emptyMessage?: ReactNode;
};

/** Sentence case for a definition or an example; the headword itself is shown as the dictionary writes it (lower case, as on its word page). */
function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The card: the word on the front; senses, examples, synonyms and antonyms on the back. A tap anywhere but a button flips it. */
export function Flashcard({ word: data, wordIndex, side, onFlip, swapping = false, busy = false, actions, emptyMessage }: FlashcardProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button, a")) return;
    // Selecting text on the back (to copy an example) is not a tap.
    if (window.getSelection()?.toString()) return;
    onFlip();
  };
  const spelling = useSpellingPreference();
  const style = { "--flip-ms": `${FLIP_SWAP_MS}ms` } as CSSProperties;
  // A new word on the card settles in (not the first one: it is there as the page paints).
  const frontBody = useRef<HTMLDivElement>(null);
  const lastWordIndex = useRef(wordIndex);
  useEffect(() => {
    if (wordIndex === lastWordIndex.current) return;
    lastWordIndex.current = wordIndex;
    playCardChange(frontBody.current);
  }, [wordIndex]);

  if (!data) {
    return (
      <div className={styles.stage}>
        <div className={`${styles.card} ${styles.empty}`} role="group" aria-label="Flashcard" aria-busy={busy}>
          <div className={`${styles.face} ${styles.front}`}>{emptyMessage}</div>
        </div>
      </div>
    );
  }

  const { ipa, details } = data;
  // The headword as the learner prefers it spelt (colour for color); the same word, so keys stay the same.
  const word = displaySpelling(data, spelling);
  const bar = actions ? <div className={styles.faceActions}>{actions}</div> : null;

  return (
    <div className={styles.stage}>
      <div
        className={styles.card}
        role="group"
        aria-roledescription="flashcard"
        aria-label={side === "front" ? "Flashcard, front" : "Flashcard, back"}
        data-side={side}
        data-swapping={swapping || undefined}
        data-word-index={wordIndex}
        aria-busy={busy}
        style={style}
        onClick={onClick}
      >
        <div className={styles.inner}>
          <div className={`${styles.face} ${styles.front}`} inert={side !== "front"} aria-hidden={side !== "front" || undefined} data-face="front">
            <div className={styles.faceBar}>
              {bar}
              <PronounceButton word={word} icon={<SpeakerIcon />} />
            </div>
            {/* The word's own elements are keyed by it: a new word is new content, not the old text moved (no layout shift). */}
            <div ref={frontBody} className={styles.frontBody}>
              <h2 key={word} className={styles.word} lang="en">
                {word}
              </h2>
            </div>
            <p className={styles.hint}>Tap the card to flip it</p>
          </div>
          <div className={`${styles.face} ${styles.back}`} inert={side !== "back"} aria-hidden={side !== "back" || undefined} data-face="back">
            <div className={styles.faceBar}>
              {bar}
              <h2 key={word} className={styles.backWord} lang="en">
                {word}
              </h2>
              <PronounceButton word={word} icon={<SpeakerIcon />} />
            </div>
            <Fragment key={word}>
              {ipa ? <Pronunciation ipa={ipa} className={styles.ipa} /> : null}
              {/* The list scrolls when a word has many senses: focusable, so the keyboard can scroll it too. */}
              <ol className={styles.senses} tabIndex={0} aria-label={`Meanings of ${word}`}>
                {details.map((sense, index) => (
                  <Sense key={index} sense={sense} />
                ))}
              </ol>
            </Fragment>
            {/* Shown by CSS only while the list has more below (flashcard.module.css); the list itself is what a screen reader reads. */}
            <p className={styles.more} aria-hidden="true">
              <span className={styles.moreLabel}>
                Scroll for more <ArrowDownIcon size={14} />
              </span>
            </p>
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
