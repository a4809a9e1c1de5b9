"use client";

import { SpotCheckOffer } from "@/components/known/spot-check-offer";
import { AppLink } from "@/components/ui/app-link";
import { useEffect, useState, useSyncExternalStore, type Ref } from "react";
import type { DueResponse, GoalProgress, StartResponse } from "@/lib/review/types";
import { goalProgressText } from "@/lib/review/goal-progress";
import { describeNextDue } from "./next-due";
import styles from "./review-screen.module.css";
import { START_DECK_MESSAGES, StartDeck } from "./start-deck";
import { StudyMore } from "./study-more";

export type DoneScreenProps = {
  headingRef?: Ref<HTMLHeadingElement>;
  nextDue: string | null;
  limitReached: boolean;
  deckEmpty: boolean;
  /** "Start with 10 new words" answered: the screen shows the first card. */
  onStarted?: (response: StartResponse) => void;
  /** "Study 10 more" answered: the screen shows the next new card. */
  onMore: (response: DueResponse) => void;
  /** Known words due a spot check today (lib/known/spot-check.ts): the offer's count; 0 shows none. */
  spotChecks?: number;
  /** Today's progress towards the daily goal; null without one. */
  goal?: GoalProgress | null;
};

const subscribe = () => () => undefined;

/** The time in words needs the browser's clock, locale and zone: the server renders the line's place, empty. */
function useNextDueText(nextDue: string | null): string {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // Re-read the clock each minute, so "in 10 minutes" counts down.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!nextDue) return;
    const timer = window.setInterval(() => setTick((value) => value + 1), 60_000);
    return () => window.clearInterval(timer);
  }, [nextDue]);
  if (!hydrated || !nextDue) return "";
  void tick;
  return describeNextDue(nextDue, new Date());
}

/** "All done for today": when the next card is due, today's new-card limit, or an empty deck. */
export function DoneScreen({ headingRef, nextDue, limitReached, deckEmpty, onStarted, onMore, spotChecks = 0, goal = null }: DoneScreenProps) {
  const nextDueText = useNextDueText(nextDue);
  return (
    <section className={styles.done} aria-labelledby="review-done-heading">
      <h2 id="review-done-heading" ref={headingRef} tabIndex={-1} className={styles.doneTitle}>
        All done for today
      </h2>
      {goal ? <p data-goal-progress="">{goalProgressText(goal)}</p> : null}
      {nextDue ? (
        <p className={styles.nextDue} data-next-due={nextDue}>
          {nextDueText}
        </p>
      ) : null}
      {limitReached ? (
        <>
          <p>
            You&apos;ve reached today&apos;s limit of new cards.{" "}
            <AppLink href="/progress#progress-settings" prefetch={false}>
              Change the limit
            </AppLink>
          </p>
          <StudyMore onMore={onMore} />
        </>
      ) : null}
      {deckEmpty ? (
        <>
          <p>{START_DECK_MESSAGES.emptyDeck}</p>
          <StartDeck onStarted={onStarted} />
          <p>
            <AppLink href="/flashcards">Add words from the flashcards</AppLink>
          </p>
        </>
      ) : null}
      <SpotCheckOffer count={spotChecks} />
      <p>
        <AppLink href="/progress" prefetch={false} className={styles.progressLink}>
          See your progress
        </AppLink>
      </p>
    </section>
  );
}
