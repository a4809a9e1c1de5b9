"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { endCatchUp, startCatchUp } from "@/lib/client/review-api";
import type { CatchUpResponse, CatchUpView } from "@/lib/review/types";
import styles from "./review-screen.module.css";

export const CATCH_UP_MESSAGES = {
  start: "Start the plan",
  declined: "Review them all now",
  end: "End the plan",
  busy: "Saving…",
  failed: "Couldn't save. Check your connection and try again.",
} as const;

export type CatchUpProps = {
  state: CatchUpResponse;
  /** The learner's day (YYYY-MM-DD): which day of a running plan is today. */
  today: string;
  /** The review screen: shown with a running plan or without one, never under the offer. */
  children: ReactNode;
};

const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const cards = (count: number) => `${count} ${count === 1 ? "card" : "cards"}`;

function PlanDays({ plan, today }: { plan: CatchUpView; today: string }) {
  return (
    <ol className={styles.planDays}>
      {plan.days.map((day) => (
        <li key={day.day} data-plan-day={day.day} aria-current={day.day === today ? "date" : undefined}>
          {dayName(day.day)}: {cards(day.cards)}, about {day.minutes.toLocaleString("en")} min
        </li>
      ))}
    </ol>
  );
}

/**
 * /review after missed days (lib/review/goal-data.ts): the catch-up plan offered instead of the wall of cards,
 * or the plan running above the cards with a way to end it. Starting or ending it reloads the page's queue.
 */
export function CatchUp({ state, today, children }: CatchUpProps) {
  const router = useRouter();
  const [status, setStatus] = useState<"idle" | "busy" | "failed">("idle");

  async function send(save: () => Promise<{ ok: boolean }>) {
    if (status === "busy") return;
    setStatus("busy");
    const result = await save();
    if (!result.ok) {
      setStatus("failed");
      return;
    }
    setStatus("idle");
    router.refresh();
  }

  const message = status === "idle" ? "" : CATCH_UP_MESSAGES[status];
  const { offer, active } = state;
  if (offer) {
    const total = offer.days.reduce((sum, day) => sum + day.cards, 0) + offer.later;
    return (
      <section className={styles.done} aria-labelledby="catch-up-heading" data-catch-up="offer">
        <h2 id="catch-up-heading" className={styles.doneTitle}>
          Welcome back: a plan to catch up
        </h2>
        <p>
          {cards(total)} waited while you were away {state.missedDays} days: more than your daily goal. This plan spreads them over {offer.days.length} days,
          the words you are most likely to forget first, with no new words until it ends.
        </p>
        <PlanDays plan={offer} today={today} />
        {offer.later > 0 ? <p>{cards(offer.later)} more come after the plan.</p> : null}
        <div className={styles.planActions}>
          <button type="button" className={styles.startButton} onClick={() => void send(startCatchUp)} aria-disabled={status === "busy" || undefined}>
            {CATCH_UP_MESSAGES.start}
          </button>
          <button type="button" className={styles.retry} onClick={() => void send(endCatchUp)} aria-disabled={status === "busy" || undefined}>
            {CATCH_UP_MESSAGES.declined}
          </button>
        </div>
        <p role="status">{message}</p>
      </section>
    );
  }
  if (!active) return children;
  const dayNumber = active.days.findIndex((day) => day.day === today) + 1;
  return (
    <>
      <details className={styles.plan} data-catch-up="active">
        <summary>
          Catch-up plan: day {dayNumber} of {active.days.length}, no new words
        </summary>
        <PlanDays plan={active} today={today} />
        <button type="button" className={styles.retry} onClick={() => void send(endCatchUp)} aria-disabled={status === "busy" || undefined}>
          {CATCH_UP_MESSAGES.end}
        </button>
        <p role="status">{message}</p>
      </details>
      {children}
    </>
  );
}
