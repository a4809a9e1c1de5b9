import { LearningPage } from "@/components/learn/learning-page";
import { PROGRESS_PAGE_TEXT } from "@/components/progress/progress-page-text";
import { ProgressSkeleton } from "@/components/progress/progress-skeleton";

// /progress's figures take a moment to read: the heading and the cards' places show at once.
export default function ProgressLoading() {
  return (
    <LearningPage title={PROGRESS_PAGE_TEXT.title} lede={PROGRESS_PAGE_TEXT.lede}>
      <ProgressSkeleton />
    </LearningPage>
  );
}
