import type { Metadata } from "next";
import { PlacementTestStart } from "@/components/placement/placement-test-start";
import { VerifiedWelcome } from "@/components/placement/verified-welcome";
import { ContentPage } from "@/components/site/content-page";
import { QUESTION_COUNT } from "@/lib/placement/estimate";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";
import { pageMetadata } from "@/lib/seo/site-url";

export const metadata: Metadata = pageMetadata({
  title: "Test Vocabulary",
  description:
    "How many English words do you know? A free three-minute vocabulary test places you in a band of Lexi's words, so you start learning at your level.",
  path: TEST_VOCABULARY_PATH,
});

// Prerendered: the same page for everyone. The test is a client island loaded when it starts; a visitor's
// answers and a learner's go through the same API, and only a learner's result is stored.
export default function TestVocabularyPage() {
  return (
    <ContentPage
      title="Test Vocabulary"
      lede={`Find out roughly how many of Lexi's words you know, in about three minutes: ${QUESTION_COUNT} words, pick each one's meaning.`}
    >
      {/* Signed in by the verification link: the welcome, or on to review when a result taken before sign-up is waiting. */}
      <VerifiedWelcome />
      <p>
        Choose &ldquo;I don&rsquo;t know&rdquo; rather than guess: wrong guesses are taken into account, so guessing does not raise your score. You will see
        your result at the end, not after each word.
      </p>
      <p>Keys: 1 to 4 pick a meaning, 0 for &ldquo;I don&rsquo;t know&rdquo;.</p>
      <PlacementTestStart />
    </ContentPage>
  );
}
