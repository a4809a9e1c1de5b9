import { DIRECTIONS, QUESTION_KIND_LABELS, QUESTION_KINDS, type Direction } from "@/lib/practice/types";
import type { PracticeTally, ReviewStats } from "@/lib/review/types";
import { count, plural } from "./format";
import styles from "./progress.module.css";

// The two directions a word is learnt in, and how practice questions went.

export const PRACTICE_STATS_TEXT = {
  directionsHeading: "Recognition and production",
  directionsNote:
    "Each word is scheduled twice: once for knowing its meaning, once for producing it. A word gets its production card once it has stayed with you for a few days.",
  directions: {
    recognition: { label: "Recognition", hint: "See the word, know its meaning" },
    production: { label: "Production", hint: "See the meaning, produce the word" },
  },
  cards: "Cards",
  due: "Due now",
  mastered: "Mastered",
  accuracyHeading: "Accuracy by question kind (30 days)",
  accuracyNote: "Practice answers of the last 30 days; a miss you marked “I was right” counts as right.",
  noAnswers: "No practice answers in the last 30 days. “Quiz me” on the review page asks you questions and checks your answers.",
  kind: "Kind",
  direction: "Direction",
  answers: "Answers",
  correct: "Right",
} as const;

const T = PRACTICE_STATS_TEXT;

/** Recognition and production cards side by side. */
export function DirectionCounts({ directions }: Pick<ReviewStats, "directions">) {
  return (
    <section className={styles.card} aria-labelledby="progress-directions">
      <h2 id="progress-directions" className={styles.heading}>
        {T.directionsHeading}
      </h2>
      <p className={styles.note}>{T.directionsNote}</p>
      <div className={styles.directions}>
        {DIRECTIONS.map((direction) => (
          <div key={direction} className={styles.direction} data-direction={direction}>
            <h3 id={`progress-direction-${direction}`} className={styles.subheading}>
              {T.directions[direction].label}
            </h3>
            <p className={styles.statNote}>{T.directions[direction].hint}</p>
            <dl className={styles.directionStats}>
              <div>
                <dt>{T.cards}</dt>
                <dd data-stat={`${direction}-cards`}>{count(directions[direction].cards)}</dd>
              </div>
              <div>
                <dt>{T.due}</dt>
                <dd data-stat={`${direction}-due`}>{count(directions[direction].due)}</dd>
              </div>
              <div>
                <dt>{T.mastered}</dt>
                <dd data-stat={`${direction}-mastered`}>{count(directions[direction].mastered)}</dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

function percent({ answers, correct }: PracticeTally): number {
  return answers ? Math.round((correct / answers) * 100) : 0;
}

function AccuracyRow({ label, tally, id }: { label: string; tally: PracticeTally; id: string }) {
  const share = percent(tally);
  return (
    <tr data-row={id}>
      <th scope="row">{label}</th>
      <td>{count(tally.answers)}</td>
      <td className={styles.accuracyCell}>
        {count(tally.correct)} ({share}%)
        <span className={styles.accuracyBar} aria-hidden="true">
          <span style={{ inlineSize: `${share}%` }} />
        </span>
      </td>
    </tr>
  );
}

/** Right answers by question kind and by direction over the last 30 days: a table, the share of right answers with a bar under it. */
export function PracticeAccuracy({ practice }: Pick<ReviewStats, "practice">) {
  const kinds = QUESTION_KINDS.filter((kind) => practice.byKind[kind].answers > 0);
  const directions = DIRECTIONS.filter((direction: Direction) => practice.byDirection[direction].answers > 0);
  const total = DIRECTIONS.reduce((sum, direction) => sum + practice.byDirection[direction].answers, 0);
  return (
    <section className={styles.card} aria-labelledby="progress-accuracy">
      <h2 id="progress-accuracy" className={styles.heading}>
        {T.accuracyHeading}
      </h2>
      {total === 0 ? (
        <p className={styles.note} data-stat="practice-none">
          {T.noAnswers}
        </p>
      ) : (
        <>
          <p className={styles.note}>{T.accuracyNote}</p>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.accuracyTable}`} data-table="accuracy-by-kind">
              <caption className="visually-hidden">
                {T.accuracyHeading}: {plural(total, "answer")}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{T.kind}</th>
                  <th scope="col">{T.answers}</th>
                  <th scope="col">{T.correct}</th>
                </tr>
              </thead>
              <tbody>
                {kinds.map((kind) => (
                  <AccuracyRow key={kind} id={kind} label={QUESTION_KIND_LABELS[kind]} tally={practice.byKind[kind]} />
                ))}
              </tbody>
              <tbody>
                <tr>
                  <th scope="colgroup" colSpan={3} className={styles.tableGroup}>
                    {T.direction}
                  </th>
                </tr>
                {directions.map((direction) => (
                  <AccuracyRow key={direction} id={direction} label={T.directions[direction].label} tally={practice.byDirection[direction]} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
