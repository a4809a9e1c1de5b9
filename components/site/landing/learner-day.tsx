"use client";

import { useEffect, useState } from "react";
import { StorySuggestion } from "@/components/stories/story-suggestion";
import { ButtonLink } from "@/components/ui/button-link";
import { fetchReviewToday } from "@/lib/client/review-api";
import { publishReviewCounts } from "@/lib/client/review-due";
import { formatInterval } from "@/lib/review/interval";
import type { TodayResponse } from "@/lib/review/types";
import styles from "./learner-day.module.css";

type Loaded = { userId: string; day: TodayResponse; nextInSeconds: number | null };
type State = Loaded | { userId: string; failed: true } | null;

export type LearnerDayProps = { userId: string; name: string | null };

/**
 * A signed-in learner's day on the home page, from one call (GET
 * /api/v1/review/today): due now, new left today, the streak (when switched on), the Review
 * button, and the next step when nothing is due; below them a story that fits (its own call). The count and the goal's
 * progress also feed the header's Review badge, which does not ask again on this page.
 */
export default function LearnerDay({ userId, name }: LearnerDayProps) {
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let live = true;
    fetchReviewToday().then(
      (day) => {
        if (!live) return;
        const { due, learning, newLeft } = day.counts;
        publishReviewCounts(userId, due + learning + newLeft, day.goal);
        const nextInSeconds = day.nextDue === null ? null : Math.max(0, (Date.parse(day.nextDue) - Date.now()) / 1000);
        setState({ userId, day, nextInSeconds });
      },
      () => {
        if (live) setState({ userId, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [userId]);

  const current = state?.userId === userId ? state : null;
  const loaded = current && "day" in current ? current : null;
  const day = loaded?.day;
  const dueNow = day ? day.counts.due + day.counts.learning : null;
  const toReview = day ? day.counts.due + day.counts.learning + day.counts.newLeft : 0;
  const value = (n: number | undefined | null) => (n === undefined || n === null ? "–" : String(n));

  return (
    <div className={styles.panel} aria-busy={current === null}>
      <p className={styles.greeting}>{name ? `Welcome back, ${name}` : "Welcome back"}</p>
      <h1 id="learner-day-title" className={styles.title}>
        Your day
      </h1>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Due now</dt>
          <dd data-stat="due">{value(dueNow)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>New left today</dt>
          <dd data-stat="new">{value(day?.counts.newLeft)}</dd>
        </div>
        {/* Only for learners who switched it on (on /progress). */}
        {day && day.streak !== null ? (
          <div className={styles.stat}>
            <dt>Streak</dt>
            <dd data-stat="streak">{`${day.streak} ${day.streak === 1 ? "day" : "days"}`}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.next} role="status">
        {nextStep(current, toReview)}
      </p>
      <div className={styles.actions}>
        {/* The buttons come with the day (or its failure), never before: one appearing never pushes another. */}
        {current === null ? null : (
          <>
            {day && !day.hasCards ? (
              <ButtonLink href="/flashcards" size="large">
                Start with flashcards
              </ButtonLink>
            ) : null}
            <ButtonLink href="/review" size="large" variant={day && toReview === 0 ? "secondary" : "primary"} prefetch={false}>
              Review
            </ButtonLink>
            {day && day.hasCards && toReview === 0 ? (
              <>
                <ButtonLink href="/review/quiz" size="large" variant="secondary" prefetch={false}>
                  Practise
                </ButtonLink>
                <ButtonLink href="/flashcards" size="large" variant="secondary">
                  Add words from flashcards
                </ButtonLink>
              </>
            ) : null}
          </>
        )}
      </div>
      <StorySuggestion className={styles.story} />
    </div>
  );
}

function nextStep(state: State, toReview: number): string {
  if (state === null) return "Loading your day…";
  if (!("day" in state)) return "Your day could not be loaded. Review is still one click away.";
  const { day, nextInSeconds } = state;
  if (!day.hasCards) return "Your review deck is empty. Start with flashcards: the words you mark come here to review.";
  if (toReview > 0) return `${toReview} ${toReview === 1 ? "card is" : "cards are"} waiting for you.`;
  if (nextInSeconds === null) return "All done for today. Practise the words you know, or add new ones from the flashcards.";
  return `All done for today — next review in ${formatInterval(nextInSeconds)}.`;
}
