import "client-only";
// Logout clears session and local storage: everything the app keeps in this
// browser, not only the signed-in user.
import { forgetReturnPath } from "./return-path";
import { clearAuthState } from "./auth-state";
import { resetFlashcardCategory } from "./flashcard-category";
import { POSITIONS_COOKIE } from "@/lib/flashcards/positions";
import { clearOfflineData } from "@/lib/offline/clear-offline";

/**
 * Empties the app's local and session storage (the origin's storage is the
 * app's alone: category, per-category indices, unseen history, return path,
 * the session summary's tally, the address a reset was asked for, what a
 * visitor kept for their account: lib/pending/client-store.ts), then sets
 * the auth keys to the string "null" as the original app's auth flow does, and
 * drops the cookie mirrors. Subscribers (header, flashcards) are told. The
 * offline review's deck, unsent grades and word pages (IndexedDB, Cache
 * Storage) are deleted too, and this browser's push subscription ends (no one
 * using the browser next sees the learner's reminders); resolves when they are
 * gone.
 */
export function clearAppStorage(): Promise<void> {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Blocked storage: nothing stored there.
  }
  resetFlashcardCategory();
  forgetReturnPath();
  // The positions cookie's writer (flashcard-storage.ts) is the flashcards
  // screen's; dropping it here keeps that module out of the header, which
  // every page loads.
  document.cookie = `${POSITIONS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  clearAuthState();
  return Promise.all([clearOfflineData(), unsubscribeThisBrowser()]).then(() => undefined);
}

/**
 * This browser stops getting the learner's push reminders at once. Its
 * subscription's next push is then refused by the push service (410) and the
 * reminder run forgets it: no request of ours, so no session is needed.
 */
async function unsubscribeThisBrowser(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No worker, no push, or the browser refused: nothing of ours to undo.
  }
}
