import type { GoalForecast } from "@/lib/review/types";
import { GoalForm } from "./goal-form";
import { LoadChart } from "./load-chart";
import { goalSummary } from "./format";
import styles from "./progress.module.css";

export type GoalSectionProps = { goal: GoalForecast; streakEnabled: boolean; today: string };

/** The daily goal: the form, what it means in new words a day, and the projected load of the next 30 days. */
export function GoalSection({ goal, streakEnabled, today }: GoalSectionProps) {
  return (
    <div className={styles.row}>
      <section className={styles.card} aria-labelledby="progress-goal">
        <h2 id="progress-goal" className={styles.heading}>
          Daily goal
        </h2>
        <p className={styles.note} data-goal-summary="">
          {goalSummary(goal)}
        </p>
        <GoalForm goalMinutes={goal.goalMinutes} streakEnabled={streakEnabled} />
      </section>
      <LoadChart days={goal.load} today={today} />
    </div>
  );
}
