import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FavouritesTable } from "@/components/favourites/favourites-table";
import { LearningPage } from "@/components/learn/learning-page";
import { requirePageUser } from "@/lib/auth/page-session";
import { FAVOURITES_PATH, favouriteRows, favouriteTable } from "@/lib/favourites/favourites";
import { listMarks } from "@/lib/marks/marks";
import { loadRows } from "@/lib/table/load-rows";

type Params = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const table = favouriteTable((await params).type);
  return { title: table ? `Favourites: ${table.label}` : "Page Not Found", robots: { index: false } };
}

// The first page of rows is in the HTML; the table only fetches after a change.
export default async function FavouritesTablePage({ params }: Params) {
  const { type } = await params;
  const user = await requirePageUser(`${FAVOURITES_PATH}/${encodeURIComponent(type)}`);
  const table = favouriteTable(type);
  if (!table) notFound();
  const items = await loadRows("favourites", () => listMarks(user.id, "favourite"));

  return (
    <LearningPage title={table.label} lede={table.description} back={{ href: FAVOURITES_PATH, label: "Favourites" }}>
      <FavouritesTable type={table.type} userId={user.id} initialRows={items && favouriteRows(items, table)} />
    </LearningPage>
  );
}
