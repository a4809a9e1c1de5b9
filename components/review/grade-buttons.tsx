import { gradeTip } from "@/lib/review/grade-meanings";
import { describeInterval, formatInterval } from "@/lib/review/interval";
import { GRADES, GRADE_LABELS, type GradeValue } from "@/lib/review/types";
import styles from "./review-screen.module.css";

export type GradeButtonsProps = {
  /** Seconds until the card would be due again after each grade. */
  intervals: Record<GradeValue, number>;
  onGrade: (rating: GradeValue) => void;
  disabled: boolean;
};

const TONE: Record<GradeValue, string | undefined> = { 1: styles.again, 2: styles.hard, 3: styles.good, 4: styles.easy };

/**
 * Again / Hard / Good / Easy, each with the interval it would give ("Good · 3 days") and a tooltip saying
 * what the grade means and when the card returns: shown on hover and on keyboard focus (CSS), and the
 * button's description for screen readers. A touch screen has /review/how-grading-works, linked below.
 */
export function GradeButtons({ intervals, onGrade, disabled }: GradeButtonsProps) {
  return (
    <div className={styles.grades}>
      {GRADES.map((rating) => {
        const label = GRADE_LABELS[rating];
        const short = formatInterval(intervals[rating]);
        const tipId = `grade-tip-${rating}`;
        return (
          <div key={rating} className={styles.gradeCell}>
            <button
              type="button"
              className={`${styles.grade} ${TONE[rating] ?? ""}`}
              onClick={() => onGrade(rating)}
              disabled={disabled}
              // The visible words first (WCAG 2.5.3), then the interval in words: "Good 3 days, due again in 3 days".
              aria-label={`${label} ${short}, due again ${describeInterval(intervals[rating])}`}
              aria-describedby={tipId}
              aria-keyshortcuts={String(rating)}
            >
              {/* Stacked: label over interval (the space between flex items takes no room). */}
              <span className={styles.gradeLabel}>{label}</span> <span className={styles.gradeInterval}>{short}</span>
            </button>
            <span id={tipId} role="tooltip" className={styles.gradeTip}>
              {gradeTip(rating, intervals[rating])}
            </span>
          </div>
        );
      })}
    </div>
  );
}
