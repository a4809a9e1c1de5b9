/// <reference lib="webworker" />
// The service worker, served as /sw.js: Serwist's runtime, bundled with its
// precache list after `next build` (scripts/lib/service-worker.ts). What it
// may cache is decided by lib/offline/cache-rules.ts; docs/security.md
// ("Service worker") says why. It waits to take over until the page asks
// (SKIP_WAITING from components/pwa/service-worker-updates.tsx), so a learner
// mid-review is never switched to a new version under their feet.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistPlugin } from "serwist";
import { CACHE_NAMES, OFFLINE_SHELL_PATH, cacheKindOf, cacheableResponse } from "../lib/offline/cache-rules";
// ─── Extra handlers (web push, notification clicks): add their imports in worker/handlers/index.ts ───
import "./handlers";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Only answers lib/offline/cache-rules.ts allows are stored. */
const onlyCacheable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (cacheableResponse(response) ? response : null),
};

const kindOf = (request: Request) => cacheKindOf({ url: request.url, method: request.method, origin: self.location.origin });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // The build's hashed files never change under one name.
      matcher: ({ request }) => kindOf(request) === "static",
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.static,
        plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      // Public prerendered pages: the network first (a deploy shows at once), the cached copy offline.
      matcher: ({ request, url }) => kindOf(request) === "page" && !url.pathname.startsWith("/words/"),
      handler: new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: 5, plugins: [onlyCacheable] }),
    },
    {
      // Word pages: the ones in the learner's deck are stored by the review screen (lib/offline/client-deck.ts).
      matcher: ({ request, url }) => kindOf(request) === "page" && url.pathname.startsWith("/words/"),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.wordPages,
        networkTimeoutSeconds: 5,
        plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 500 })],
      }),
    },
    {
      // Every other page (signed-in pages, /review, /login…): the network only, never stored. Offline, the offline shell.
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_SHELL_PATH, matcher: ({ request }) => request.mode === "navigate" }],
  },
});

serwist.addEventListeners();
