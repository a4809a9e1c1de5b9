import "client-only";
// A visitor's marks, notes, test result and finished challenges, kept until they sign in (./pending-store.ts
// has the rules). Local storage, not session storage: the verification link
// opens in a new tab, and what was kept must be there. Logout empties local
// storage (lib/client/app-storage.ts), so another account signing in on this browser
// later never gets them; applying (components/site/apply-pending.ts) claims and clears them first.
import {
  EMPTY_PENDING,
  isEmpty,
  noteCanBeKept,
  parsePending,
  withChallenge,
  withMark,
  withNote,
  withPlacement,
  withoutChallenge,
  type Pending,
  type PendingMark,
  type PendingNote,
} from "@/lib/pending/pending-store";
import { PENDING_STORAGE_KEY } from "./storage-key";

export { PENDING_STORAGE_KEY };

const CHANGE_EVENT = "lexi:pending-changed";

let cachedRaw: string | null | undefined;
let cached: Pending = EMPTY_PENDING;

/** What is kept now; the same object until it changes (for useSyncExternalStore). */
export function readPending(): Pending {
  if (typeof window === "undefined") return EMPTY_PENDING;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(PENDING_STORAGE_KEY);
  } catch {
    return EMPTY_PENDING;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parsePending(raw);
  }
  return cached;
}

/** Stores `pending` (or removes the key when empty); false when storage refused it (blocked or full). */
export function writePending(pending: Pending): boolean {
  try {
    if (isEmpty(pending)) window.localStorage.removeItem(PENDING_STORAGE_KEY);
    else window.localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** Keeps a visitor's mark press for their account. */
export function keepMark(mark: PendingMark): boolean {
  return writePending(withMark(readPending(), mark));
}

/** Keeps a visitor's note for their account; false (nothing kept) when the server's create would refuse it. */
export function keepNote(note: PendingNote): boolean {
  return noteCanBeKept(note) && writePending(withNote(readPending(), note));
}

/** Keeps a visitor's finished vocabulary test (its sealed result) for their account. */
export function keepPlacement(placement: string): boolean {
  return writePending(withPlacement(readPending(), placement));
}

/** Keeps a challenge a visitor finished, to claim for their account. */
export function keepChallenge(challengeId: string): boolean {
  return writePending(withChallenge(readPending(), challengeId));
}

/** Forgets a kept challenge: the challenge page claimed it itself (hold the lock of ./lock.ts). */
export function forgetChallenge(challengeId: string): void {
  const pending = readPending();
  if (pending.challenges?.includes(challengeId)) writePending(withoutChallenge(pending, challengeId));
}

/** Calls `onChange` when what is kept may have changed, in this tab or another. */
export function subscribePending(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Takes everything kept and clears it, so it is applied once, by one tab. */
export function claimPending(): Pending {
  const pending = readPending();
  if (!isEmpty(pending)) writePending(EMPTY_PENDING);
  return pending;
}
