import { FavouritesTablePage, favouritesTableMetadata } from "@/components/favourites/favourites-table-page";

export const metadata = favouritesTableMetadata("learn-with-story");

export default function Page() {
  return <FavouritesTablePage type="learn-with-story" />;
}
