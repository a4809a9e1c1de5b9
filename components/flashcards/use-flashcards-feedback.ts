"use client";

import { useCallback, useRef } from "react";
import { useSessionSummary } from "@/components/session-summary/use-session-summary";
import { playMarkPop, playMarkStamp } from "./card-motion";
import type { FlashcardsEvent } from "./use-flashcards";

// What /flashcards gives back for what the learner does: the
// session's tally (seen, remembered, new in review; the summary every 20
// words and on leaving) and the stamp and pop of a Remember or
// Not-remembered press. Fed by useFlashcards' events.

export function useFlashcardsFeedback(userId: string | null) {
  const { record, checkpoint, summary, closeSummary } = useSessionSummary("flashcards", userId);
  const rememberButtonRef = useRef<HTMLButtonElement>(null);
  const unrememberButtonRef = useRef<HTMLButtonElement>(null);
  const rememberStampRef = useRef<HTMLSpanElement>(null);
  const unrememberStampRef = useRef<HTMLSpanElement>(null);

  const onEvent = useCallback(
    (event: FlashcardsEvent) => {
      const { wordIndex } = event;
      switch (event.type) {
        case "seen":
          record({ type: "seen", wordIndex });
          break;
        case "deck":
          record({ type: "newInReview", wordIndex, on: event.on });
          break;
        case "shown":
          checkpoint();
          break;
        case "mark": {
          if (event.kind === "favourite") break;
          const remember = event.kind === "remember";
          // Remember and Not remembered exclude each other: either press settles whether the word is remembered.
          if (event.on || remember) record({ type: "remembered", wordIndex, on: remember && event.on });
          if (!event.on) break;
          // A word marked on its front has been studied too.
          record({ type: "seen", wordIndex });
          playMarkStamp((remember ? rememberStampRef : unrememberStampRef).current);
          playMarkPop((remember ? rememberButtonRef : unrememberButtonRef).current);
          break;
        }
      }
    },
    [record, checkpoint],
  );

  return { onEvent, summary, closeSummary, rememberButtonRef, unrememberButtonRef, rememberStampRef, unrememberStampRef };
}
