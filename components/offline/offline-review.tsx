"use client";

import { useEffect, useState } from "react";
import { useOnline } from "@/components/review/offline-status";
import { ReviewScreen } from "@/components/review/review-screen";
import { loadOfflineDeck, queuedGrades, type OfflineDeck } from "@/lib/offline/client-deck";
import styles from "@/components/review/review-screen.module.css";

// The offline shell's screen (app/(site)/offline): the review saved the last
// time /review opened online, less the cards graded since, graded as on
// /review (grades wait in the browser until the connection is back).

export const NO_OFFLINE_DECK = {
  offline: "You're offline, and no review is saved on this device. Open Review while online to keep your next cards for offline.",
  online: "No review is saved on this device. Open Review to keep your next cards for offline.",
} as const;

type Loaded = { deck: OfflineDeck | null };

export function OfflineReview() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const online = useOnline();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const deck = await loadOfflineDeck().catch(() => null);
      if (!deck) {
        if (!cancelled) setLoaded({ deck: null });
        return;
      }
      const graded = new Set((await queuedGrades(deck.userId).catch(() => [])).map((grade) => grade.request.wordIndex));
      const cards = deck.due.cards.filter((card) => !graded.has(card.card.wordIndex));
      if (!cancelled) setLoaded({ deck: { ...deck, due: { ...deck.due, cards } } });
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  if (!loaded) return <p className={styles.message}>Loading your saved cards…</p>;
  if (!loaded.deck) return <p className={styles.message}>{online ? NO_OFFLINE_DECK.online : NO_OFFLINE_DECK.offline}</p>;
  const { deck } = loaded;
  return <ReviewScreen initial={deck.due} userId={deck.userId} newInDeck={deck.newInDeck} timeZone={deck.timeZone} offline />;
}
