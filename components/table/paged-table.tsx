"use client";

import { useId, useReducer, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { NO_DATA_MESSAGE, type PageView } from "@/lib/table/paging";
import styles from "./data-table.module.css";
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from "./icons";
import { INITIAL_PAGER, jumpTarget, nextPage, pagerReducer, previousPage, type PagerAction, type PagerState } from "./paged-table-reducer";
import { useRowFocus } from "./use-row-focus";

/** Longer than the longest words of the word set ("internationalization" is 20): text the Word column may break anywhere. */
const LONGEST_WORD = 22;

function hasLongWord(content: ReactNode): boolean {
  return typeof content === "string" && content.split(/\s+/).some((word) => word.length > LONGEST_WORD);
}

export interface DataTableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** "key": the row's main text (bold, never clamped); "long": clamped to a few lines. */
  variant?: "key" | "long";
}

export type PagedTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  /** The page to show (lib/table/paging: tableView or serverPageView); keep it memoised, focus follows its rows. */
  view: PageView<T>;
  /** The search box's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** A page from 1 to view.pageCount: Previous, Next or the jump. */
  onPageChange: (page: number) => void;
  rowKey: (row: T) => string;
  columns: readonly DataTableColumn<T>[];
  /** e.g. "Search by word". */
  searchLabel: string;
  /** Buttons for one row (edit, delete, remove). */
  actions?: (row: T) => ReactNode;
  /** A change (remove, edit, reload) is under way. */
  busy?: boolean;
  /** Many columns (the notes): the rows turn into cards below a wider width (data-table.module.css). */
  manyColumns?: boolean;
};

/**
 * The favourites and notes tables' screen (docs/product.md#favourites):
 * a page of rows numbered across pages, a search box and a page-jump input. It
 * shows `view` and reports the search and the page asked for; where the rows
 * come from is the caller's (DataTable pages in the browser, the notes table
 * asks the server). Where the table's own width is too small for its columns
 * (40rem, or 60rem with `manyColumns`) each row is laid out as a card, so the
 * page never scrolls sideways.
 */
export function PagedTable<T>({
  label,
  view,
  query,
  onQueryChange,
  onPageChange,
  rowKey,
  columns,
  searchLabel,
  actions,
  busy = false,
  manyColumns = false,
}: PagedTableProps<T>) {
  const id = useId();
  const [pager, dispatch] = useReducer(pagerReducer, INITIAL_PAGER);
  const searchRef = useRef<HTMLInputElement>(null);
  // A removed row's focus goes to the row in its place, not to the page.
  const { tbodyRef, onFocus } = useRowFocus(view.rows, searchRef);

  function goTo(page: number | null) {
    if (page === null) return;
    onPageChange(page);
    dispatch({ type: "paged" });
  }

  function onJump(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const page = jumpTarget(pager, view.pageCount);
    if (page !== null) onPageChange(page);
    dispatch({ type: "jumpSubmitted", pageCount: view.pageCount });
  }

  return (
    <div className={manyColumns ? `${styles.wrapper} ${styles.manyColumns}` : styles.wrapper}>
      <SearchToolbar
        id={id}
        searchLabel={searchLabel}
        searchRef={searchRef}
        query={query}
        onQueryChange={(value) => {
          onQueryChange(value);
          dispatch({ type: "queryTyped" });
        }}
      />

      {view.empty ? (
        <p className={styles.empty} role="status">
          {view.empty === "no-data" ? NO_DATA_MESSAGE : `Nothing matches “${query.trim()}”.`}
        </p>
      ) : (
        <table className={styles.table} aria-label={label} aria-busy={busy} aria-describedby={`${id}-range`}>
          <TableHead columns={columns} hasActions={Boolean(actions)} />
          <tbody ref={tbodyRef} onFocus={onFocus}>
            {view.rows.map(({ row, number }) => (
              <TableRow key={rowKey(row)} row={row} number={number} columns={columns} actions={actions} />
            ))}
          </tbody>
        </table>
      )}

      {view.empty ? null : (
        <Pager
          id={id}
          label={label}
          view={view}
          pager={pager}
          dispatch={dispatch}
          onPrevious={() => goTo(previousPage(view.page))}
          onNext={() => goTo(nextPage(view.page, view.pageCount))}
          onJump={onJump}
        />
      )}
    </div>
  );
}

function SearchToolbar({
  id,
  searchLabel,
  searchRef,
  query,
  onQueryChange,
}: {
  id: string;
  searchLabel: string;
  searchRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
}) {
  return (
    <div className={styles.toolbar} role="search">
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {searchLabel}
      </label>
      <div className={styles.searchBox}>
        <SearchIcon size={18} className={styles.searchIcon} />
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          className={styles.searchInput}
          placeholder={`${searchLabel}…`}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
    </div>
  );
}

function TableHead<T>({ columns, hasActions }: { columns: readonly DataTableColumn<T>[]; hasActions: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.numberCell}>
          No.
        </th>
        {columns.map((column) => (
          <th scope="col" key={column.header}>
            {column.header}
          </th>
        ))}
        {hasActions ? (
          <th scope="col" className={styles.actionsCell}>
            <span className="visually-hidden">Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

function TableRow<T>({ row, number, columns, actions }: { row: T; number: number; columns: readonly DataTableColumn<T>[]; actions?: (row: T) => ReactNode }) {
  return (
    <tr>
      <td className={styles.numberCell} data-label="No.">
        {number}
      </td>
      {columns.map((column) => (
        <td
          key={column.header}
          data-label={column.header}
          className={column.variant === "key" ? styles.keyCell : column.variant === "long" ? styles.longCell : undefined}
          data-long-word={column.variant === "key" && hasLongWord(column.cell(row)) ? "" : undefined}
        >
          {column.variant === "long" ? <div className={styles.clamp}>{column.cell(row)}</div> : column.cell(row)}
        </td>
      ))}
      {actions ? <td className={styles.actionsCell}>{actions(row)}</td> : null}
    </tr>
  );
}

/** The rows shown, Previous, the page jump and Next. */
function Pager<T>({
  id,
  label,
  view,
  pager,
  dispatch,
  onPrevious,
  onNext,
  onJump,
}: {
  id: string;
  label: string;
  view: PageView<T>;
  pager: PagerState;
  dispatch: (action: PagerAction) => void;
  onPrevious: () => void;
  onNext: () => void;
  onJump: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const first = view.rows[0]?.number ?? 0;
  const last = view.rows.at(-1)?.number ?? 0;
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <p id={`${id}-range`} className={styles.range} aria-live="polite">
        {first === last ? `${first}` : `${first}–${last}`} of {view.matching} · Page {view.page} of {view.pageCount}
      </p>
      <div className={styles.pagerControls}>
        {/* aria-disabled, not disabled: the button keeps focus on the first or last page. */}
        <button type="button" className={styles.pageButton} onClick={onPrevious} aria-disabled={view.page <= 1} aria-label="Previous page">
          <ChevronLeftIcon size={18} />
        </button>
        <form className={styles.jump} onSubmit={onJump} noValidate>
          <label htmlFor={`${id}-jump`}>Go to page</label>
          <input
            id={`${id}-jump`}
            type="number"
            inputMode="numeric"
            min={1}
            max={view.pageCount}
            step={1}
            className={styles.jumpInput}
            value={pager.jump}
            placeholder={String(view.page)}
            aria-invalid={pager.jumpInvalid}
            aria-describedby={pager.jumpInvalid ? `${id}-jump-error` : undefined}
            onChange={(event) => dispatch({ type: "jumpTyped", value: event.target.value })}
          />
          <button type="submit" className={styles.goButton}>
            Go
          </button>
        </form>
        <button type="button" className={styles.pageButton} onClick={onNext} aria-disabled={view.page >= view.pageCount} aria-label="Next page">
          <ChevronRightIcon size={18} />
        </button>
      </div>
      {pager.jumpInvalid ? (
        <p id={`${id}-jump-error`} className={styles.jumpError} role="alert">
          Enter a page from 1 to {view.pageCount}.
        </p>
      ) : null}
    </nav>
  );
}
