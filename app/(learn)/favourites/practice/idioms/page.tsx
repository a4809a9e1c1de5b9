import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { requirePageUser } from "@/lib/auth/page-session";
import { FAVOURITES_PATH, IDIOMS_PRACTICE_PATH } from "@/lib/favourites/favourites";

export const metadata: Metadata = { title: "Favourites: Idioms MCQ", robots: { index: false } };

// Idioms MCQ: an idiom and a sentence that uses it; pick its meaning among four. Checked on the
// server; idioms are no cards, so the round is practice only (docs/idioms.md).
export default async function IdiomsPracticePage() {
  await requirePageUser(IDIOMS_PRACTICE_PATH);
  return (
    <LearningPage
      title="Idioms MCQ"
      lede="Read an idiom and a sentence that uses it, then pick what it means."
      back={{ href: FAVOURITES_PATH, label: "Favourites" }}
      notesWidget={false}
    >
      <PracticeScreen source="idioms" back={{ href: FAVOURITES_PATH, label: "Back to Favourites" }} path={IDIOMS_PRACTICE_PATH} />
    </LearningPage>
  );
}
