import { StartDeck } from "@/components/review/start-deck";
import { AppLink } from "@/components/ui/app-link";
import type { ReadingStats } from "@/lib/reader/readings";
import type { ReviewStats } from "@/lib/review/types";
import { CalendarHeatmap } from "./calendar-heatmap";
import { DueChart } from "./due-chart";
import { GoalSection } from "./goal-section";
import { OptimizerSection } from "./optimizer-section";
import { DirectionCounts, PracticeAccuracy } from "./practice-stats";
import { ReadingSummary } from "./reading-summary";
import styles from "./progress.module.css";
import { ReviewsChart } from "./reviews-chart";
import { SettingsForm } from "./settings-form";
import { Retention, StateCounts, TodaySummary } from "./summary";

export type ProgressDashboardProps = { stats: ReviewStats; reading: ReadingStats };

/** Everything /progress shows, from one ReviewStats (lib/review/stats.ts) and the learner's reading (lib/reader/readings.ts). Server-rendered: only the forms are client code. */
export function ProgressDashboard({ stats, reading }: ProgressDashboardProps) {
  const { states } = stats;
  const empty = stats.totalReviews === 0 && states.new + states.learning + states.review + states.relearning + states.mastered === 0;
  return (
    <div className={styles.progress}>
      {empty ? (
        <section className={`${styles.card} ${styles.empty}`} aria-labelledby="progress-empty">
          <h2 id="progress-empty" className={styles.heading}>
            Nothing to show yet
          </h2>
          <p>
            Your progress starts with your first word. Add words from the <AppLink href="/flashcards">flashcards</AppLink> (Remember, Not remembered or Add to
            review), then come back after a {/* Not prefetched: a link in a sentence, rarely followed from here (and /review is built on its own branch). */}
            <AppLink href="/review" prefetch={false}>
              review session
            </AppLink>
            .
          </p>
          <StartDeck align="start" />
        </section>
      ) : (
        <>
          <div className={styles.row}>
            <TodaySummary today={stats.today} streak={stats.streak} />
            <Retention retention={stats.retention} desiredRetention={stats.settings.desiredRetention} />
          </div>
          <StateCounts states={stats.states} />
          <div className={styles.row}>
            <DirectionCounts directions={stats.directions} />
            <PracticeAccuracy practice={stats.practice} />
          </div>
          <div className={styles.row}>
            <ReviewsChart days={stats.reviewsPerDay} today={stats.today.day} />
            <DueChart days={stats.duePerDay} today={stats.today.day} />
          </div>
          <CalendarHeatmap calendar={stats.calendar} today={stats.today.day} />
        </>
      )}
      <ReadingSummary reading={reading} />
      <GoalSection goal={stats.goal} streakEnabled={stats.settings.streakEnabled} today={stats.today.day} />
      <div className={styles.row}>
        <section className={styles.card} aria-labelledby="progress-settings">
          <h2 id="progress-settings" className={styles.heading}>
            Settings
          </h2>
          {/* Keyed by the values: saving a goal changes the new cards a day, and the form starts again from it. */}
          <SettingsForm
            key={`${stats.settings.desiredRetention}|${stats.settings.newPerDay}`}
            desiredRetention={stats.settings.desiredRetention}
            newPerDay={stats.settings.newPerDay}
          />
        </section>
        <OptimizerSection optimizer={stats.optimizer} settings={stats.settings} totalReviews={stats.totalReviews} />
      </div>
    </div>
  );
}
