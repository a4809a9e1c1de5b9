import type { CSSProperties } from "react";
import { progressShare } from "./review-reducer";
import styles from "./review-screen.module.css";

export type ReviewProgressProps = { done: number; total: number };

/** The session's bar: "12 of 40" (cards graded, of those in the queue when the session started). */
export function ReviewProgress({ done, total }: ReviewProgressProps) {
  const text = `${done} of ${total}`;
  const share = progressShare({ done, total });
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Today's reviews"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        style={{ "--share": share } as CSSProperties}
      >
        <div className={styles.progressFill} />
      </div>
      <p className={styles.progressText} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
