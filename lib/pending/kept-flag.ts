import "client-only";
import type { PendingMark } from "./pending-store";
import { PENDING_STORAGE_KEY } from "./storage-key";
// The part of the kept-actions store every page loads: whether anything is
// kept, and a press kept through a lazily loaded store (./client-store.ts with
// its rules loads only when a visitor presses, or a learner has something kept).

/** Whether a visitor's marks or notes may be waiting (the key is removed when empty). */
export function hasKept(): boolean {
  try {
    return window.localStorage.getItem(PENDING_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Keeps a visitor's mark press for their account; resolves once stored (or refused), never rejects. */
export function keepMarkLater(mark: PendingMark): Promise<void> {
  return import("./client-store").then(
    ({ keepMark }) => void keepMark(mark),
    (error: unknown) => console.error("Keeping a visitor's mark failed", error),
  );
}
