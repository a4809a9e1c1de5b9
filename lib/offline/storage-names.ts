// The names of what offline review keeps in the browser, in a module of their
// own: the deck (client-deck.ts), the service worker (cache-rules.ts) and
// logout (clear-offline.ts) share them, and logout, in every page's header,
// must not load the others' code.

/** The IndexedDB database of the saved deck and the unsent grades. */
export const OFFLINE_DB_NAME = "lexi-offline";

/** The service worker's caches. */
export const CACHE_NAMES = { pages: "lexi-pages", static: "lexi-static", wordPages: "lexi-word-pages" } as const;
