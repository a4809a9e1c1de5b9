// What the offline shell says for a page that cannot work offline
// (./offline-shell.tsx); the e2e specs read the same strings.

export const OFFLINE_NEEDS_CONNECTION = {
  progress: "You're offline. Progress needs a connection: it is worked out on the server from all your reviews.",
  reviewLink: "Review your saved cards",
} as const;
