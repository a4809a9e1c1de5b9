import type { ReviewStats } from "@/lib/review/types";
import { count, instantDate, plural } from "./format";
import { DefaultScheduleButton, OptimizeButton } from "./optimizer-controls";
import styles from "./progress.module.css";

/** "Optimize my schedule": offered from the optimizer's minimum of reviews on; the fitted parameters can be dropped again. */
export function OptimizerSection({ optimizer, settings, totalReviews }: Pick<ReviewStats, "optimizer" | "settings" | "totalReviews">) {
  return (
    <section className={styles.card} aria-labelledby="progress-optimizer">
      <h2 id="progress-optimizer" className={styles.heading}>
        Your schedule
      </h2>
      {settings.personalParameters ? (
        <p className={styles.note} data-personal-parameters>
          Your schedule uses parameters fitted to your {settings.optimizedOn === null ? "" : `${count(settings.optimizedOn)} `}reviews
          {settings.optimizedAt ? ` on ${instantDate(settings.optimizedAt, settings.timeZone)}` : ""}.
        </p>
      ) : (
        <p className={styles.note}>Your schedule uses FSRS&apos;s default parameters, fitted to many learners.</p>
      )}
      {optimizer.eligible ? (
        <>
          <p className={styles.note}>
            Fit the schedule to your own memory, from your {plural(totalReviews, "review")}. It takes a moment, and you can go back to the default at any time.
          </p>
          <OptimizeButton />
        </>
      ) : (
        <p className={styles.note}>
          After {count(optimizer.minimumReviews)} reviews you can fit the schedule to your own memory ({count(totalReviews)} so far).
        </p>
      )}
      {settings.personalParameters ? <DefaultScheduleButton /> : null}
    </section>
  );
}
