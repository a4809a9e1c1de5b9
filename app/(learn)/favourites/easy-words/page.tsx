import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { requirePageUser } from "@/lib/auth/page-session";
import { AppLink } from "@/components/ui/app-link";
import { EASY_WORDS_FLASHCARDS_PATH, EASY_WORDS_PATH, FAVOURITES_PATH } from "@/lib/favourites/favourites";

export const metadata: Metadata = { title: "Favourites: Easy Words", robots: { index: false } };

// Easy Words: the commonest band of the word set, a word at a time: see it, pick its meaning,
// each answer graded into the learner's review (a word not yet in it enters it); or the same words as flashcards.
export default async function EasyWordsPage() {
  await requirePageUser(EASY_WORDS_PATH);
  return (
    <LearningPage
      title="Easy Words"
      lede={
        <>
          The 1,000 commonest English words, one card at a time: read the word, pick its meaning. Each answer counts in your review. Or{" "}
          <AppLink href={EASY_WORDS_FLASHCARDS_PATH}>flip through them as flashcards</AppLink>.
        </>
      }
      back={{ href: FAVOURITES_PATH, label: "Favourites" }}
      notesWidget={false}
    >
      <PracticeScreen source="easy" kind="meaning" back={{ href: FAVOURITES_PATH, label: "Back to Favourites" }} path={EASY_WORDS_PATH} />
    </LearningPage>
  );
}
