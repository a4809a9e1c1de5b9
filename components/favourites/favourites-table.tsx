"use client";

import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { toast } from "@/components/toasts/toast";
import { DataTable, type DataTableColumn } from "@/components/table/data-table";
import { TrashIcon } from "@/components/table/icons";
import { RowAction } from "@/components/table/row-action";
import { useTableRows } from "@/components/table/use-table-rows";
import { fetchFavourites, removeFavourite } from "@/lib/client/favourites-api";
import {
  FAVOURITE_MESSAGES,
  favouriteRows,
  favouriteSearchFields,
  favouriteTable,
  type FavouriteRow,
  type FavouriteTableType,
} from "@/lib/favourites/favourites";

export type FavouritesTableProps = {
  type: FavouriteTableType;
  userId: string;
  /** The table's rows as the server read them; null when it could not. */
  initialRows: FavouriteRow[] | null;
};

/** A word opens its page, where its meaning is, and a story its own; a note's word is plain text. */
function itemCell(row: FavouriteRow) {
  return row.href ? (
    <AppLink href={row.href} prefetch={false}>
      {row.text}
    </AppLink>
  ) : (
    row.text
  );
}

const WORD: DataTableColumn<FavouriteRow> = { header: "Word", cell: itemCell, variant: "key" };
const ITEM: DataTableColumn<FavouriteRow> = { header: "Word or title", cell: itemCell, variant: "key" };
const KIND: DataTableColumn<FavouriteRow> = { header: "Type", cell: (row) => row.kind };
const LIST: DataTableColumn<FavouriteRow> = { header: "List", cell: (row) => row.name };
const TITLE: DataTableColumn<FavouriteRow> = { header: "Title", cell: itemCell, variant: "key" };

/** Each table's columns and what its search box says it searches (the row's text: word or title). */
const LAYOUTS: Record<FavouriteTableType, { columns: DataTableColumn<FavouriteRow>[]; searchLabel: string }> = {
  all: { columns: [ITEM, KIND, LIST], searchLabel: "Search by word or title" },
  "unseen-words": { columns: [WORD], searchLabel: "Search by word" },
  "seen-words": { columns: [WORD], searchLabel: "Search by word" },
  "learn-with-story": { columns: [TITLE], searchLabel: "Search by title" },
};

/** One favourites table (docs/product.md#favourites), with removal. */
export function FavouritesTable({ type, userId, initialRows }: FavouritesTableProps) {
  const router = useRouter();
  const table = favouriteTable(type)!;
  const { rows, setRows, busy, reload, run } = useTableRows<FavouriteRow>(
    initialRows,
    async () => favouriteRows(await fetchFavourites(userId), table),
    () => {
      // The message, then the error page (docs/product.md#messages).
      toast.error(FAVOURITE_MESSAGES.fetchFailed, { id: FAVOURITE_MESSAGES.fetchFailed });
      router.push("/error");
    },
  );

  function remove(row: FavouriteRow) {
    void run(async () => {
      try {
        await removeFavourite(userId, row);
      } catch {
        toast.error(FAVOURITE_MESSAGES.removeFailed, { id: FAVOURITE_MESSAGES.removeFailed });
        return;
      }
      setRows((current) => current.filter((candidate) => candidate.key !== row.key));
      await reload();
    });
  }

  if (rows === null) return <p role="status">Loading your favourites…</p>;

  return (
    <DataTable
      label={`${table.label} favourites`}
      rows={rows}
      rowKey={(row) => row.key}
      columns={LAYOUTS[type].columns}
      searchFields={favouriteSearchFields}
      searchLabel={LAYOUTS[type].searchLabel}
      busy={busy}
      actions={(row) => (
        <RowAction label={`Remove ${row.text} from favourites`} tone="danger" icon={<TrashIcon size={16} />} disabled={busy} onClick={() => remove(row)}>
          Remove
        </RowAction>
      )}
    />
  );
}
