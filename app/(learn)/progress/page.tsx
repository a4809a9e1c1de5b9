import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { ProgressDashboard } from "@/components/progress/progress-dashboard";
import { PROGRESS_PAGE_TEXT } from "@/components/progress/progress-page-text";
import { TimeZoneSync } from "@/components/progress/time-zone-sync";
import { SpotCheckOffer } from "@/components/known/spot-check-offer";
import { requirePageUser } from "@/lib/auth/page-session";
import { spotChecksOffered } from "@/lib/known/spot-check";
import { readingStats } from "@/lib/reader/readings";
import { reviewStats } from "@/lib/review/stats";

export const metadata: Metadata = {
  title: PROGRESS_PAGE_TEXT.title,
  robots: { index: false },
};

const PROGRESS_PATH = "/progress";

export default async function ProgressPage() {
  const user = await requirePageUser(PROGRESS_PATH);
  const [stats, spotChecks, reading] = await Promise.all([reviewStats(user.id), spotChecksOffered(user.id), readingStats(user.id)]);
  return (
    <LearningPage title={PROGRESS_PAGE_TEXT.title} lede={PROGRESS_PAGE_TEXT.lede}>
      <TimeZoneSync savedTimeZone={stats.settings.timeZone} />
      <SpotCheckOffer count={spotChecks} />
      <ProgressDashboard stats={stats} reading={reading} />
    </LearningPage>
  );
}
