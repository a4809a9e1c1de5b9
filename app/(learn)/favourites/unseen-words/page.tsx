import { FavouritesTablePage, favouritesTableMetadata } from "@/components/favourites/favourites-table-page";

export const metadata = favouritesTableMetadata("unseen-words");

export default function Page() {
  return <FavouritesTablePage type="unseen-words" />;
}
