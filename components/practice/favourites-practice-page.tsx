import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { requirePageUser } from "@/lib/auth/page-session";
import { FAVOURITES_PATH, favouritePractice, type FavouritePracticeKind } from "@/lib/favourites/favourites";
import { PracticeScreen } from "./practice-screen";

// /favourites/practice/{kind}: one route per kind (app/(learn)/favourites/practice/<kind>/page.tsx), not a
// dynamic segment, so another kind is a path without a page: the prebuilt not-found page.

export function favouritesPracticeMetadata(kind: FavouritePracticeKind): Metadata {
  return { title: `Favourites: ${favouritePractice(kind)!.label}`, robots: { index: false } };
}

const LEDES: Record<FavouritePracticeKind, string> = {
  word: "Read a meaning, pick the favourite word it belongs to.",
  synonym: "Pick the word that means the same as your favourite word.",
  antonym: "Pick the word that means the opposite of your favourite word.",
  match: "Match your favourite words to their meanings, against the clock.",
};

/** A favourites tile's practice: rounds of one kind of question on the learner's favourite words. */
export async function FavouritesPracticePage({ kind }: { kind: FavouritePracticeKind }) {
  const practice = favouritePractice(kind)!;
  await requirePageUser(practice.href);
  return (
    <LearningPage title={practice.label} lede={LEDES[kind]} back={{ href: FAVOURITES_PATH, label: "Favourites" }} notesWidget={false}>
      <PracticeScreen source="favourites" kind={kind} back={{ href: FAVOURITES_PATH, label: "Back to Favourites" }} path={practice.href} />
    </LearningPage>
  );
}
