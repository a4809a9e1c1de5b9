import styles from "./progress.module.css";

// /progress while its figures load (app/(learn)/progress/loading.tsx): the
// page's own cards in their places, grey bars for their contents, so the page
// has its frame at once and does not jump when the figures come. A screen
// reader hears one status line; the bars are for the eye only.

export const PROGRESS_SKELETON_TEXT = { loading: "Loading your progress…" } as const;

/** One card of bars: a heading's and `lines` text lines, or a chart's block. */
function SkeletonCard({ lines = 2, chart = false }: { lines?: number; chart?: boolean }) {
  return (
    <div className={styles.card} data-skeleton-card="">
      <span className={`${styles.skeleton} ${styles.skeletonHeading}`} />
      {chart ? <span className={`${styles.skeleton} ${styles.skeletonChart}`} /> : null}
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`${styles.skeleton} ${styles.skeletonLine}`} />
      ))}
    </div>
  );
}

/** The dashboard's layout (components/progress/progress-dashboard.tsx) with placeholders, and a status for screen readers. */
export function ProgressSkeleton() {
  return (
    <div className={styles.progress} aria-busy="true">
      <p role="status" className="visually-hidden">
        {PROGRESS_SKELETON_TEXT.loading}
      </p>
      <div className={styles.progress} aria-hidden="true">
        <div className={styles.row}>
          <SkeletonCard lines={3} />
          <SkeletonCard lines={3} />
        </div>
        <SkeletonCard lines={1} />
        <div className={styles.row}>
          <SkeletonCard chart lines={0} />
          <SkeletonCard chart lines={0} />
        </div>
      </div>
    </div>
  );
}
