import { FavouritesPracticePage, favouritesPracticeMetadata } from "@/components/practice/favourites-practice-page";

export const metadata = favouritesPracticeMetadata("match");

export default function Page() {
  return <FavouritesPracticePage kind="match" />;
}
