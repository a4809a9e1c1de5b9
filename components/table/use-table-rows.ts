"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePendingWork } from "@/components/table/use-pending-work";

export interface TableRows<T> {
  /** null until the first list has arrived (the server could not render it). */
  rows: T[] | null;
  setRows: (update: (rows: T[]) => T[]) => void;
  /** A change or a reload is under way. */
  busy: boolean;
  /** Fetches the list again; a failure calls `onLoadError` and keeps the rows shown. */
  reload: () => Promise<void>;
  /** Runs a change (remove, edit, delete) with `busy` set. */
  run: (change: () => Promise<void>) => Promise<void>;
}

/**
 * The rows of a server-rendered table, kept in sync through the API after
 * each change. The first list comes from the server; when it could not (it
 * passes null), the browser asks once itself.
 */
export function useTableRows<T>(initial: T[] | null, load: () => Promise<T[]>, onLoadError: (error: unknown) => void): TableRows<T> {
  const [rows, setAll] = useState<T[] | null>(initial);
  const { busy, run } = usePendingWork();
  const latest = useRef({ load, onLoadError });
  useEffect(() => {
    latest.current = { load, onLoadError };
  });

  const reload = useCallback(
    () =>
      run(async () => {
        try {
          setAll(await latest.current.load());
        } catch (error) {
          latest.current.onLoadError(error);
        }
      }),
    [run],
  );

  const setRows = useCallback((update: (rows: T[]) => T[]) => setAll((current) => (current === null ? current : update(current))), []);

  const needsFirstLoad = useRef(initial === null);
  useEffect(() => {
    if (!needsFirstLoad.current) return;
    needsFirstLoad.current = false;
    void reload();
  }, [reload]);

  return { rows, setRows, busy, reload, run };
}
