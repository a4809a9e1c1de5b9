import { FavouritesTablePage, favouritesTableMetadata } from "@/components/favourites/favourites-table-page";

export const metadata = favouritesTableMetadata("all");

export default function Page() {
  return <FavouritesTablePage type="all" />;
}
