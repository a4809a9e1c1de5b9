import { FavouritesPracticePage, favouritesPracticeMetadata } from "@/components/practice/favourites-practice-page";

export const metadata = favouritesPracticeMetadata("synonym");

export default function Page() {
  return <FavouritesPracticePage kind="synonym" />;
}
