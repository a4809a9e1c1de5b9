"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { toast } from "@/components/toasts/toast";
import styles from "./icon-button.module.css";

// Shared by /flashcards and /review (inside the card's face bar, or anywhere a word is shown).

const subscribe = () => () => undefined;
const supported = () => typeof window.speechSynthesis !== "undefined" && typeof window.SpeechSynthesisUtterance === "function";
// The server cannot know: the button appears once the browser says it can speak.
const serverSupported = () => false;

/** Said when the browser can speak but has no English voice (it would be silent, or read the word in another language). */
export const NO_ENGLISH_VOICE_MESSAGE = "This browser has no English voice to say the word.";

/** How long to wait for a browser that loads its voices only when first asked. */
const VOICES_WAIT_MS = 1000;

function voices(): Promise<SpeechSynthesisVoice[]> {
  const synth = window.speechSynthesis;
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      synth.removeEventListener("voiceschanged", done);
      resolve(synth.getVoices());
    };
    const timer = window.setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener("voiceschanged", done);
  });
}

// "en", "en-GB", and Android's "en_US".
const isEnglish = (voice: SpeechSynthesisVoice) => /^en([-_]|$)/i.test(voice.lang);

async function say(word: string): Promise<void> {
  const all = await voices();
  const english = all.find((voice) => isEnglish(voice) && voice.default) ?? all.find(isEnglish);
  if (!english) {
    toast(NO_ENGLISH_VOICE_MESSAGE, { id: NO_ENGLISH_VOICE_MESSAGE });
    return;
  }
  const utterance = new SpeechSynthesisUtterance(word);
  utterance.voice = english;
  utterance.lang = english.lang;
  utterance.rate = 0.9;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

export type PronounceButtonProps = {
  word: string;
  /** SpeakerIcon (./action-icons), drawn by the caller so a server page can draw it. */
  icon: ReactNode;
};

/**
 * Says the word with the browser's speech synthesis in an English voice, or
 * says that there is none; not shown where there is no speech synthesis. Its
 * place is kept empty until then, so the word beside it does not move when the
 * button appears (CLS 0, docs/performance.md).
 */
export function PronounceButton({ word, icon }: PronounceButtonProps) {
  const canSpeak = useSyncExternalStore(subscribe, supported, serverSupported);
  // Some browsers load their voices only when first asked: ask early, so a tap speaks at once.
  useEffect(() => {
    if (canSpeak) window.speechSynthesis.getVoices();
  }, [canSpeak]);
  if (!canSpeak) return <span className={styles.iconSlot} aria-hidden="true" />;
  return (
    <button type="button" className={styles.iconButton} aria-label={`Pronounce ${word}`} onClick={() => void say(word)}>
      {icon}
    </button>
  );
}
