import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { requirePageUser } from "@/lib/auth/page-session";
import { SPOT_CHECK_PATH } from "@/lib/known/messages";

const REVIEW_PATH = "/review";

export const metadata: Metadata = {
  title: "Check words you know",
  robots: { index: false },
};

// Spot checks of known words (lib/known/spot-check.ts): the practice screen on source "known". The page is a
// frame; the screen fetches each question.
export default async function SpotCheckPage() {
  await requirePageUser(SPOT_CHECK_PATH);
  return (
    <LearningPage
      title="Check words you know"
      lede="Words you marked as known, or that your vocabulary test counted as known, with a real question. A word you miss goes back into your review."
      back={{ href: REVIEW_PATH, label: "Review" }}
      notesWidget={false}
    >
      <PracticeScreen source="known" back={{ href: REVIEW_PATH, label: "Back to Review" }} path={SPOT_CHECK_PATH} />
    </LearningPage>
  );
}
