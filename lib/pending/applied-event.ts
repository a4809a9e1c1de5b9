// Said on `window` when what a visitor kept has been applied to the account
// that signed in (components/site/apply-pending.ts), so a page waiting for it
// (the verification link's landing, components/placement/verified-welcome.tsx)
// knows whether the kept test result is now the learner's.

export const PENDING_APPLIED_EVENT = "lexi:pending-applied";

export type PendingAppliedDetail = {
  /** The kept vocabulary test result was saved as the learner's placement. */
  placementSaved: boolean;
};

export function announcePendingApplied(detail: PendingAppliedDetail): void {
  window.dispatchEvent(new CustomEvent<PendingAppliedDetail>(PENDING_APPLIED_EVENT, { detail }));
}

/** Calls `listener` with each announcement; returns the unsubscribe. */
export function onPendingApplied(listener: (detail: PendingAppliedDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<PendingAppliedDetail>).detail);
  window.addEventListener(PENDING_APPLIED_EVENT, handle);
  return () => window.removeEventListener(PENDING_APPLIED_EVENT, handle);
}
