import { FavouritesPracticePage, favouritesPracticeMetadata } from "@/components/practice/favourites-practice-page";

export const metadata = favouritesPracticeMetadata("word");

export default function Page() {
  return <FavouritesPracticePage kind="word" />;
}
