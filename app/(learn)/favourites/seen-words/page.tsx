import { FavouritesTablePage, favouritesTableMetadata } from "@/components/favourites/favourites-table-page";

export const metadata = favouritesTableMetadata("seen-words");

export default function Page() {
  return <FavouritesTablePage type="seen-words" />;
}
