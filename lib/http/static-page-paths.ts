// The fixed prerendered pages, alone: lib/http/static-pages.ts adds the word
// and idiom pages, and the service worker (lib/offline/cache-rules.ts) imports
// this list without the word set behind them.

/** The fixed static pages (the public pages of docs/product.md#pages-and-navigation, the word index, the grades' explanation beside /review, the reminder e-mail's unsubscribe page, the service worker's offline shell). */
export const STATIC_PAGE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/ambiguous_words",
  "/test_vocabulary",
  "/learn_with_context",
  "/learn_with_story",
  "/learn_with_friends",
  "/error",
  "/words",
  "/review/how-grading-works",
  "/reminders/unsubscribe",
  "/offline",
] as const;
