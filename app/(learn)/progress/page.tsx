import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { ProgressDashboard } from "@/components/progress/progress-dashboard";
import { TimeZoneSync } from "@/components/progress/time-zone-sync";
import { requirePageUser } from "@/lib/auth/page-session";
import { reviewStats } from "@/lib/review/stats";

export const metadata: Metadata = {
  title: "Progress",
  robots: { index: false },
};

const PROGRESS_PATH = "/progress";

export default async function ProgressPage() {
  const user = await requirePageUser(PROGRESS_PATH);
  const stats = await reviewStats(user.id);
  return (
    <LearningPage title="Progress" lede="What you reviewed, what is coming up, and how well the words stay with you.">
      <TimeZoneSync savedTimeZone={stats.settings.timeZone} />
      <ProgressDashboard stats={stats} />
    </LearningPage>
  );
}
