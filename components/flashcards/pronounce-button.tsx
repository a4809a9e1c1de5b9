"use client";

import { useSyncExternalStore } from "react";
import { SpeakerIcon } from "./icons";
import styles from "./flashcard.module.css";

// Shared by /flashcards and /review (inside the card's face bar, or anywhere a word is shown).

const subscribe = () => () => undefined;
const supported = () => typeof window.speechSynthesis !== "undefined" && typeof window.SpeechSynthesisUtterance === "function";
// The server cannot know: the button appears once the browser says it can speak.
const serverSupported = () => false;

export type PronounceButtonProps = { word: string };

/**
 * Says the word with the browser's speech synthesis; not shown where there is
 * none. Its place is kept empty until then, so the word beside it does not
 * move when the button appears (CLS 0, docs/performance.md).
 */
export function PronounceButton({ word }: PronounceButtonProps) {
  const canSpeak = useSyncExternalStore(subscribe, supported, serverSupported);
  if (!canSpeak) return <span className={styles.iconSlot} aria-hidden="true" />;
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={`Pronounce ${word}`}
      onClick={() => {
        const utterance = new SpeechSynthesisUtterance(word);
        utterance.lang = "en-US";
        utterance.rate = 0.9;
        window.speechSynthesis.cancel();
        window.speechSynthesis.speak(utterance);
      }}
    >
      <SpeakerIcon />
    </button>
  );
}
