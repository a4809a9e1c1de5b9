import { FavouritesPracticePage, favouritesPracticeMetadata } from "@/components/practice/favourites-practice-page";

export const metadata = favouritesPracticeMetadata("antonym");

export default function Page() {
  return <FavouritesPracticePage kind="antonym" />;
}
