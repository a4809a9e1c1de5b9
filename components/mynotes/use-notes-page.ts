"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePendingWork } from "@/components/table/use-pending-work";
import { fetchNotesPage, type NotesPage } from "@/lib/client/notes-api";
import { MY_NOTES_PATH } from "@/lib/notes/messages";
import { pageCount, ROWS_PER_PAGE } from "@/lib/table/paging";

export interface ShownNotes extends NotesPage {
  /** The search the page was read with. */
  query: string;
}

/** Waits this long after the last key before searching, so typing a word is one request, not one a letter. */
const SEARCH_DELAY_MS = 250;

/** /mynotes with the page and the search in its query, as the server reads them; the defaults are left out. */
export function myNotesUrl(page: number, query: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (query.trim()) params.set("q", query.trim());
  const search = params.toString();
  return search ? `${MY_NOTES_PATH}?${search}` : MY_NOTES_PATH;
}

/**
 * The notes table's page, read from the server one page at a time: the
 * server renders the first (from the URL), then every search, page change
 * and reload asks getallnotes for that page alone. The URL follows (replaced,
 * not pushed), so a reload or a shared link shows the same page. Only the
 * latest request's answer is shown, whatever order answers arrive in.
 */
export function useNotesPage(userId: string, initial: ShownNotes | null, initialQuery: string, onLoadError: (error: unknown) => void) {
  const [shown, setShown] = useState<ShownNotes | null>(initial);
  const [query, setQuery] = useState(initialQuery);
  const { busy, run } = usePendingWork();
  const latestRequest = useRef(0);
  const wanted = useRef({ page: initial?.page ?? 1, query: initialQuery });
  const onError = useRef(onLoadError);
  useEffect(() => {
    onError.current = onLoadError;
  });

  const load = useCallback(
    (page: number, search: string) =>
      run(async () => {
        wanted.current = { page, query: search };
        const request = ++latestRequest.current;
        try {
          const next = await fetchNotesPage(userId, { page, pageSize: ROWS_PER_PAGE, query: search });
          if (request !== latestRequest.current) return;
          setShown({ ...next, query: search });
          wanted.current = { page: next.page, query: search };
          window.history.replaceState(null, "", myNotesUrl(next.page, search));
        } catch (error) {
          if (request === latestRequest.current) onError.current(error);
        }
      }),
    [run, userId],
  );

  /** Reads the page shown (or asked for last) again: after a change, or a note made elsewhere. */
  const reload = useCallback(() => load(wanted.current.page, wanted.current.query), [load]);

  const goTo = useCallback((page: number) => void load(page, wanted.current.query), [load]);

  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = useCallback(
    (next: string) => {
      setQuery(next);
      clearTimeout(searchTimer.current);
      searchTimer.current = setTimeout(() => void load(1, next), SEARCH_DELAY_MS);
    },
    [load],
  );
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  /** Takes a deleted note off the page at once; the reload that follows brings the next one up. */
  const removeShown = useCallback((noteId: string) => {
    setShown((current) => {
      if (!current || !current.notes.some((note) => note.id === noteId)) return current;
      const total = current.total - 1;
      return { ...current, notes: current.notes.filter((note) => note.id !== noteId), total, pageCount: pageCount(total) };
    });
  }, []);

  // The server could not render the first page: ask once from here.
  const needsFirstLoad = useRef(initial === null);
  useEffect(() => {
    if (!needsFirstLoad.current) return;
    needsFirstLoad.current = false;
    void reload();
  }, [reload]);

  return { shown, query, search, goTo, reload, run, removeShown, busy };
}
