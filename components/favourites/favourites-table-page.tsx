import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { requirePageUser } from "@/lib/auth/page-session";
import { FAVOURITES_PATH, favouriteRows, favouriteTable, type FavouriteTableType } from "@/lib/favourites/favourites";
import { listMarks } from "@/lib/marks/marks";
import { loadRows } from "@/lib/table/load-rows";
import { FavouritesTable } from "./favourites-table";

// /favourites/{type}: one route per table (app/(learn)/favourites/<type>/page.tsx), not a
// dynamic segment, so another type is a path without a page: the prebuilt not-found page.

export function favouritesTableMetadata(type: FavouriteTableType): Metadata {
  return { title: `Favourites: ${favouriteTable(type)!.label}`, robots: { index: false } };
}

/** The table's page; the first page of rows is in the HTML, and the table only fetches after a change. */
export async function FavouritesTablePage({ type }: { type: FavouriteTableType }) {
  const table = favouriteTable(type)!;
  const user = await requirePageUser(`${FAVOURITES_PATH}/${type}`);
  const items = await loadRows("favourites", () => listMarks(user.id, "favourite"));
  return (
    <LearningPage title={table.label} lede={table.description} back={{ href: FAVOURITES_PATH, label: "Favourites" }}>
      <FavouritesTable type={table.type} userId={user.id} initialRows={items && favouriteRows(items, table)} />
    </LearningPage>
  );
}
