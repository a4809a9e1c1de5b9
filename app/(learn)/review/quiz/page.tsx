import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { QuizKinds, quizKindOf } from "@/components/practice/quiz-kinds";
import { requirePageUser } from "@/lib/auth/page-session";

const QUIZ_PATH = "/review/quiz";
const REVIEW_PATH = "/review";

export const metadata: Metadata = {
  title: "Quiz me",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The page is a frame; the screen fetches each question (a question is a row the server issues, never one per page view).
// ?kind= picks one kind of question; without it each card's memory picks.
export default async function QuizPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageUser(QUIZ_PATH);
  const kind = quizKindOf((await searchParams).kind);
  return (
    <LearningPage
      title="Quiz me"
      lede="Your due words, checked: each answer counts in your review. Weaker words ask for the meaning, stronger ones for the word itself."
      back={{ href: REVIEW_PATH, label: "Review" }}
      notesWidget={false}
    >
      <QuizKinds path={QUIZ_PATH} current={kind} />
      <PracticeScreen
        key={kind ?? "mixed"}
        source="review"
        {...(kind ? { kind } : {})}
        back={{ href: REVIEW_PATH, label: "Back to Review" }}
        path={QUIZ_PATH}
      />
    </LearningPage>
  );
}
