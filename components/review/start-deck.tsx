"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { startDeck } from "@/lib/client/review-api";
import type { StartResponse } from "@/lib/review/types";
import styles from "./review-screen.module.css";

export const START_DECK_MESSAGES = {
  button: "Start with 10 new words",
  /** The empty deck's note: the words start at the learner's level when placed (lib/review/starter-deck.ts), else at the commonest. */
  emptyDeck:
    "Your review deck is empty. Start with 10 new words you haven't added yet: from your level if you took the vocabulary test, the commonest words if not. Or press Remember, Not remembered or the heart on a flashcard and the word joins it.",
  busy: "Adding 10 new words…",
  opening: "Added. Opening your review…",
  failed: "Couldn't add the words. Check your connection and try again.",
  noneLeft: "There are no new words left to add.",
} as const;

type Status = "idle" | "busy" | "opening" | "failed" | "noneLeft";

export type StartDeckProps = {
  /** Shows the answer where the button is (/review's own queue); without it the button opens /review. */
  onStarted?: (response: StartResponse) => void;
  /** Centred (the done screen) or under a left-aligned paragraph. */
  align?: "centre" | "start";
};

/** One click from an empty deck to a first card: POST /review/start fills the deck with the next 10 new words. */
export function StartDeck({ onStarted, align = "centre" }: StartDeckProps) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>("idle");
  const busy = status === "busy" || status === "opening";

  async function start() {
    if (busy) return;
    setStatus("busy");
    try {
      const response = await startDeck();
      if (response.newInDeck === 0) setStatus("noneLeft");
      else if (onStarted) {
        setStatus("idle");
        onStarted(response);
      } else {
        setStatus("opening");
        router.push("/review");
      }
    } catch {
      setStatus("failed");
    }
  }

  const message = status === "idle" ? "" : START_DECK_MESSAGES[status];
  return (
    <div className={align === "start" ? `${styles.start} ${styles.startAfterText}` : styles.start}>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while the words are added. */}
      <button type="button" className={styles.startButton} onClick={() => void start()} aria-disabled={busy || undefined}>
        {START_DECK_MESSAGES.button}
      </button>
      <p className={styles.startStatus} role="status">
        {message}
      </p>
    </div>
  );
}
