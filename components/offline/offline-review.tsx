"use client";

import { useEffect, useMemo, useState } from "react";
import { useOnline } from "@/components/review/offline-status";
import { ReviewScreen } from "@/components/review/review-screen";
import { useAuthState } from "@/lib/client/auth-state";
import { deckForUser, loadOfflineDeck, queuedGrades, type OfflineDeck } from "@/lib/offline/client-deck";
import styles from "@/components/review/review-screen.module.css";

// The offline shell's screen (app/(site)/offline): the review saved the last
// time /review opened online, less the cards graded since, graded as on
// /review (grades wait in the browser until the connection is back). Only the
// signed-in user's own: the shell is the same page for everyone.

export const NO_OFFLINE_DECK = {
  offline: "You're offline, and no review is saved on this device. Open Review while online to keep your next cards for offline.",
  online: "No review is saved on this device. Open Review to keep your next cards for offline.",
} as const;

type Loaded = { deck: OfflineDeck | null; graded: number[] };

export function OfflineReview() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const online = useOnline();
  const { authUserId } = useAuthState();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const deck = await loadOfflineDeck().catch(() => null);
      if (!deck) {
        if (!cancelled) setLoaded({ deck: null, graded: [] });
        return;
      }
      const graded = (await queuedGrades(deck.userId).catch(() => [])).map((grade) => grade.request.wordIndex);
      if (!cancelled) setLoaded({ deck, graded });
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const deck = useMemo(() => (loaded ? deckForUser(loaded.deck, authUserId, loaded.graded) : null), [loaded, authUserId]);

  if (!loaded) return <p className={styles.message}>Loading your saved cards…</p>;
  if (!deck) return <p className={styles.message}>{online ? NO_OFFLINE_DECK.online : NO_OFFLINE_DECK.offline}</p>;
  return <ReviewScreen initial={deck.due} userId={deck.userId} newInDeck={deck.newInDeck} timeZone={deck.timeZone} offline />;
}
