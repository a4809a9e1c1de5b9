"use client";

import { useMemo, useState } from "react";
import { tableView } from "@/lib/table/paging";
import { PagedTable, type PagedTableProps } from "./paged-table";

export type { DataTableColumn } from "./paged-table";

export type DataTableProps<T> = Omit<PagedTableProps<T>, "view" | "query" | "onQueryChange" | "onPageChange"> & {
  /** Every row; the table pages and searches them here. */
  rows: readonly T[];
  /** The texts search matches, case-insensitively, as substrings. */
  searchFields: (row: T) => readonly (string | null | undefined)[];
};

/**
 * A PagedTable over rows all in the browser (the favourites): 6 a page, the
 * search and the page kept here, what to show decided by lib/table/paging.
 */
export function DataTable<T>({ rows, searchFields, ...table }: DataTableProps<T>) {
  const [query, setQuery] = useState("");
  const [requestedPage, setRequestedPage] = useState(1);
  const view = useMemo(() => tableView(rows, { query, page: requestedPage, searchFields }), [rows, query, requestedPage, searchFields]);
  return (
    <PagedTable
      {...table}
      view={view}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        setRequestedPage(1);
      }}
      onPageChange={setRequestedPage}
    />
  );
}
