"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { FavouriteButton, ReviewButton } from "@/components/word-buttons/card-buttons";
import { toast } from "@/components/toasts/toast";
import { useAuthState } from "@/lib/client/auth-state";
import { keepMarkLater } from "@/lib/pending/kept-flag";
import { rememberReturnPath } from "@/lib/client/return-path";
import { fetchWordStatus, setInReview, setMark } from "@/lib/client/word-marks-api";
import { FAVOURITE_NAME, FLASHCARD_MESSAGES, REVIEW_MESSAGES } from "@/lib/flashcards/messages";
import styles from "./word-actions.module.css";

// Only a signed-in learner loads it: "You marked this word as known" and its undo (lib/known).
const KnownWordNote = lazy(() => import("./known-word-note"));

export type WordActionsProps = {
  word: string;
  wordIndex: number;
  href: string;
  /** Drawn by the server page (components/word-buttons/action-icons.tsx), so no icon code comes with the page. */
  icons: { favourite: ReactNode; review: ReactNode };
};

/**
 * The word page's one per-user part (the page itself is prerendered): the
 * favourite heart and Add to review, as on a flashcard. A signed-in learner
 * sees and changes their own state; a visitor's press goes to the login page,
 * which returns to this word, and is kept for their account
 * (lib/pending/client-store.ts).
 */
export function WordActions({ word, wordIndex, href, icons }: WordActionsProps) {
  const router = useRouter();
  const { authUserId: userId } = useAuthState();
  const [status, setStatus] = useState({ favourite: false, inReview: false, forUser: null as string | null });
  // A press before the stored state arrives wins over it.
  const pressed = useRef(false);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchWordStatus(userId, wordIndex).then(
      ({ isFavourite, inDeck }) => {
        if (current && !pressed.current) setStatus({ favourite: isFavourite, inReview: inDeck, forUser: userId });
      },
      (error: unknown) => console.error(`Word page: status of ${word} failed`, error),
    );
    return () => {
      current = false;
    };
  }, [userId, wordIndex, word]);

  // Another user's (or nobody's) state is never shown.
  const mine = status.forUser === userId ? status : { favourite: false, inReview: false };
  const failed = (error: unknown) => {
    console.error(`Word page: change to ${word} failed`, error);
    toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
  };

  const toggleFavourite = () => {
    if (!userId) {
      // Stored before leaving: the store loads on this first press only.
      return void keepMarkLater({ kind: "favourite", wordIndex, name: FAVOURITE_NAME.back }).then(() => router.push(rememberReturnPath(href, "favourite")));
    }
    const on = !mine.favourite;
    pressed.current = true;
    setStatus({ ...mine, favourite: on, forUser: userId });
    setMark("favourite", on, { userId, wordIndex, ...(on ? { name: FAVOURITE_NAME.back } : {}) }).catch(failed);
  };
  const toggleReview = () => {
    if (!userId) {
      return void keepMarkLater({ kind: "review", wordIndex }).then(() => router.push(rememberReturnPath(href, "review")));
    }
    const on = !mine.inReview;
    pressed.current = true;
    setStatus({ ...mine, inReview: on, forUser: userId });
    setInReview(on, wordIndex).then(() => toast(on ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.removed, { id: "word-review" }), failed);
  };

  return (
    <div className={styles.actions}>
      <FavouriteButton pressed={mine.favourite} onToggle={toggleFavourite} icon={icons.favourite} />
      <ReviewButton pressed={mine.inReview} onToggle={toggleReview} icon={icons.review} />
      {userId ? (
        <Suspense fallback={null}>
          <KnownWordNote word={word} wordIndex={wordIndex} onAddedToReview={() => setStatus({ ...mine, inReview: true, forUser: userId })} />
        </Suspense>
      ) : null}
    </div>
  );
}
