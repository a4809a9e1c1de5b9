import type { Metadata } from "next";
import { FlashcardsScreen } from "@/components/flashcards/flashcards-screen";
import { LearningPage } from "@/components/learn/learning-page";
import { requirePageUser } from "@/lib/auth/page-session";
import { EASY_WORDS_FLASHCARDS_PATH, EASY_WORDS_PATH } from "@/lib/favourites/favourites";
import { loadEasyFirstCard } from "@/lib/flashcards/first-card";

export const metadata: Metadata = { title: "Easy Words: flashcards", robots: { index: false } };

// Easy Words as flashcards: the /flashcards screen (flip, Remember, Not remembered, the marks and the
// review button) over the commonest band. The first card is rendered here, as /flashcards renders its own.
export default async function EasyWordsFlashcardsPage() {
  const user = await requirePageUser(EASY_WORDS_FLASHCARDS_PATH);
  const initial = await loadEasyFirstCard(user.id);
  return (
    <LearningPage
      title="Easy Words flashcards"
      lede="The 1,000 commonest English words: the word on the front, its meanings on the back."
      back={{ href: EASY_WORDS_PATH, label: "Easy Words" }}
      // The flashcards screen brings its own.
      notesWidget={false}
    >
      <FlashcardsScreen initial={initial} />
    </LearningPage>
  );
}
