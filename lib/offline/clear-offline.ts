import "client-only";
import { CACHE_NAMES, OFFLINE_DB_NAME } from "./storage-names";

// Logout's share of offline review (lib/client/app-storage.ts): the saved
// deck and unsent grades (IndexedDB) and the saved word pages (Cache
// Storage) deleted with the browser's own calls, so the header every page
// loads carries neither idb nor the deck's code.

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked by an open connection, it still completes once that closes (the deck closes each of its own).
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

/** Deletes what offline review keeps in this browser; resolves when it is gone. */
export async function clearOfflineData(): Promise<void> {
  await Promise.all([
    typeof indexedDB === "undefined" ? undefined : deleteDatabase(OFFLINE_DB_NAME),
    typeof caches === "undefined" ? undefined : caches.delete(CACHE_NAMES.wordPages).catch(() => undefined),
  ]);
}
