import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { pageMetadata } from "@/lib/seo/site-url";

const PATH = "/learn_with_context";

export const metadata: Metadata = pageMetadata({
  title: "Learn with Context",
  description:
    "Practise English words in real sentences: read a sentence with a word left out, type the word, and see at once what you got right. Try a free demo round.",
  path: PATH,
});

// Prerendered: the same frame for everyone. The screen asks for each question itself: a visitor's is a demo
// (nothing stored), a learner's comes from their own words and counts in their review.
export default function LearnWithContextPage() {
  return (
    <LearningPage
      title="Learn with Context"
      lede="Read a sentence with a word left out and type the missing word. The meaning is beside it, and a hint if you need one."
      notesWidget={false}
    >
      <PracticeScreen source="context" back={{ href: "/flashcards", label: "Open the flashcards" }} path={PATH} />
    </LearningPage>
  );
}
