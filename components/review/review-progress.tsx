import type { CSSProperties } from "react";
import styles from "./review-screen.module.css";

export type ReviewProgressProps = { done: number; total: number };

/** Today's bar: "12 of 40" (grades given today, of those plus what is left). */
export function ReviewProgress({ done, total }: ReviewProgressProps) {
  const text = `${done} of ${total}`;
  const share = total > 0 ? Math.min(1, done / total) : 1;
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
