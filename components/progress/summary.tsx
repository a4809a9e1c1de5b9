import type { ReviewStats } from "@/lib/review/types";
import { count, plural } from "./format";
import styles from "./progress.module.css";

/** Today's numbers, and the streak when the learner switched it on. */
export function TodaySummary({ today, streak }: Pick<ReviewStats, "today" | "streak">) {
  const due = today.due + today.learning;
  return (
    <section className={styles.card} aria-labelledby="progress-today">
      <h2 id="progress-today" className={styles.heading}>
        Today
      </h2>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Reviewed</dt>
          <dd data-stat="reviewed">{count(today.reviewed)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Due</dt>
          <dd data-stat="due">{count(due)}</dd>
          {today.learning > 0 ? <dd className={styles.statNote}>{count(today.learning)} in learning</dd> : null}
        </div>
        <div className={styles.stat}>
          <dt>New left</dt>
          <dd data-stat="new-left">{count(today.newLeft)}</dd>
        </div>
        {streak ? (
          <div className={styles.stat}>
            <dt>Streak</dt>
            <dd data-stat="streak">{plural(streak.current, "day")}</dd>
            <dd className={styles.statNote}>
              Best: {plural(streak.longest, "day")}
              {streak.freezeUsed ? "; this week's freeze is used" : ""}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

const STATES = [
  ["new", "New", "Not reviewed yet"],
  ["learning", "Learning", "In their first steps"],
  ["review", "Review", "Coming back in days"],
  ["relearning", "Relearning", "Forgotten, being relearnt"],
  ["mastered", "Mastered", "Next review 21 days or more away"],
] as const;

/** How many words are in each state. */
export function StateCounts({ states }: Pick<ReviewStats, "states">) {
  return (
    <section className={styles.card} aria-labelledby="progress-states">
      <h2 id="progress-states" className={styles.heading}>
        Words by state
      </h2>
      <dl className={`${styles.stats} ${styles.states}`}>
        {STATES.map(([key, label, hint]) => (
          <div key={key} className={styles.stat} data-state={key}>
            <dt>{label}</dt>
            <dd data-stat={key}>{count(states[key])}</dd>
            <dd className={styles.statNote}>{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The share of review grades in the last 30 days that were not Again, against the learner's target. */
export function Retention({ retention, desiredRetention }: Pick<ReviewStats, "retention"> & { desiredRetention: number }) {
  return (
    <section className={styles.card} aria-labelledby="progress-retention">
      <h2 id="progress-retention" className={styles.heading}>
        Retention
      </h2>
      <p className={styles.bigFigure} data-stat="retention">
        {retention.rate === null ? "Not measured yet" : `${Math.round(retention.rate * 100)}% of ${plural(retention.reviews, "review")}`}
      </p>
      <p className={styles.note}>
        {retention.rate === null
          ? "Retention starts when the words you have learned come back for their first review, a day or more after you first grade them: it is the share you still remember then (not graded Again)."
          : "The share of words due for review in the last 30 days that you still remembered (not graded Again)."}{" "}
        Your target is {Math.round(desiredRetention * 100)}%.
      </p>
    </section>
  );
}
