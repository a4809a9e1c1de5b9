import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { IdiomCards } from "@/components/words/idiom-cards";
import { AppLink } from "@/components/ui/app-link";
import { requirePageUser } from "@/lib/auth/page-session";
import { FAVOURITES_PATH, IDIOMS_PATH, IDIOMS_PRACTICE_PATH } from "@/lib/favourites/favourites";
import { idiomSet } from "@/lib/words/idioms";

export const metadata: Metadata = { title: "Favourites: Idioms", robots: { index: false } };

// Idioms: every idiom as a card (meaning and a sentence that uses it), commonest first, each linking
// to its own page under /words, and Idioms MCQ to practise them.
export default async function IdiomsPage() {
  await requirePageUser(IDIOMS_PATH);
  const { list } = idiomSet();
  return (
    <LearningPage
      title="Idioms"
      lede={
        <>
          {list.length} English idioms, commonest first, with what they mean and a sentence that uses them.{" "}
          <AppLink href={IDIOMS_PRACTICE_PATH}>Practise them in Idioms MCQ</AppLink>.
        </>
      }
      back={{ href: FAVOURITES_PATH, label: "Favourites" }}
    >
      <IdiomCards idioms={list} />
    </LearningPage>
  );
}
