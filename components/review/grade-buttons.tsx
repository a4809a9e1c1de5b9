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

/** Again / Hard / Good / Easy, each with the interval it would give ("Good · 3d"). */
export function GradeButtons({ intervals, onGrade, disabled }: GradeButtonsProps) {
  return (
    <div className={styles.grades}>
      {GRADES.map((rating) => {
        const label = GRADE_LABELS[rating];
        return (
          <button
            key={rating}
            type="button"
            className={`${styles.grade} ${TONE[rating] ?? ""}`}
            onClick={() => onGrade(rating)}
            disabled={disabled}
            aria-label={`${label}, due again ${describeInterval(intervals[rating])}`}
            aria-keyshortcuts={String(rating)}
          >
            <span className={styles.gradeLabel}>{label}</span>
            <span className={styles.gradeInterval}>
              <span aria-hidden="true">· </span>
              {formatInterval(intervals[rating])}
            </span>
          </button>
        );
      })}
    </div>
  );
}
