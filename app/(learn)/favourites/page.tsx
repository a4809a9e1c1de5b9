import type { Metadata } from "next";
import { FavouriteTiles } from "@/components/favourites/favourite-tiles";
import { LearningPage } from "@/components/learn/learning-page";
import { requirePageUser } from "@/lib/auth/page-session";
import { FAVOURITES_PATH } from "@/lib/favourites/favourites";

export const metadata: Metadata = {
  title: "Favourites",
  robots: { index: false },
};

export default async function FavouritesPage() {
  await requirePageUser(FAVOURITES_PATH);
  return (
    <LearningPage title="Favourites" lede="The words and notes you keep, by where you saved them.">
      <FavouriteTiles />
    </LearningPage>
  );
}
