"use client";

import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { toast } from "@/components/toasts/toast";
import { fetchKnownStatus, unmarkKnown, type KnownStatusAnswer } from "@/lib/client/known-api";
import { KNOWN_MESSAGES, KNOWN_NOTE_SLOT_ID } from "@/lib/known/messages";
import styles from "./known-word-note.module.css";

export type KnownWordNoteProps = { word: string; wordIndex: number; onAddedToReview: () => void };

/**
 * A signed-in learner's word they know (lib/known), on its prerendered page:
 * marked with "I already know this" (Undo takes the mark back), or below their
 * vocabulary test's level (Learn it anyway adds it to review). Loaded only for
 * a signed-in learner (components/words/word-actions.tsx); nothing for a word they do not know.
 */
export default function KnownWordNote({ word, wordIndex, onAddedToReview }: KnownWordNoteProps) {
  const [status, setStatus] = useState<KnownStatusAnswer["known"]>(null);

  useEffect(() => {
    let current = true;
    fetchKnownStatus(wordIndex).then(
      (answer) => current && setStatus(answer.known),
      (error: unknown) => console.error(`Word page: known status of ${word} failed`, error),
    );
    return () => {
      current = false;
    };
  }, [word, wordIndex]);

  // Read once the status is in: after the page has hydrated, so on the client only.
  const slot = status === null ? null : document.getElementById(KNOWN_NOTE_SLOT_ID);
  if (!slot || status === null) return null;
  const learn = status === "placement";
  const undo = () => {
    setStatus(null);
    unmarkKnown(wordIndex, learn).then(
      () => {
        toast(learn ? KNOWN_MESSAGES.addedToReview : KNOWN_MESSAGES.undone, { id: "word-known" });
        if (learn) onAddedToReview();
      },
      (error: unknown) => {
        console.error(`Word page: undoing known ${word} failed`, error);
        setStatus(status);
        toast.error(KNOWN_MESSAGES.failed, { id: "word-known" });
      },
    );
  };
  return createPortal(
    <p className={styles.note}>
      <span>{learn ? KNOWN_MESSAGES.fromTest : KNOWN_MESSAGES.markedOnPage}</span>
      <button type="button" className={styles.button} onClick={undo}>
        {learn ? KNOWN_MESSAGES.learnAnyway : KNOWN_MESSAGES.undo}
      </button>
    </p>,
    slot,
  );
}
