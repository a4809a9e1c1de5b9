import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { requirePageUser } from "@/lib/auth/page-session";

const QUIZ_PATH = "/review/quiz";
const REVIEW_PATH = "/review";

export const metadata: Metadata = {
  title: "Quiz me",
  robots: { index: false },
};

// The page is a frame; the screen fetches each question (a question is a row the server issues, never one per page view).
export default async function QuizPage() {
  await requirePageUser(QUIZ_PATH);
  return (
    <LearningPage
      title="Quiz me"
      lede="Your due words, checked: each answer counts in your review. Weaker words ask for the meaning, stronger ones for the word itself."
      back={{ href: REVIEW_PATH, label: "Review" }}
      notesWidget={false}
    >
      <PracticeScreen source="review" back={{ href: REVIEW_PATH, label: "Back to Review" }} path={QUIZ_PATH} />
    </LearningPage>
  );
}
