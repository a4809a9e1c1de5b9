"use client";

import { useSyncExternalStore } from "react";
import { usePathname, useSelectedLayoutSegment, useSelectedLayoutSegments } from "next/navigation";
import { OFFLINE_SHELL_PATH } from "@/lib/offline/cache-rules";

/** The first segment of Next's route tree on its not-found page (next/dist/shared/lib/segment.js). */
const NOT_FOUND_SEGMENT = "/_not-found";

const noSubscription = () => () => {};

/** False while React hydrates the server's HTML, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The path the header marks as current (the learning bar, the current link).
 * usePathname() except on the pages prebuilt once and served for other paths,
 * which the server rendered for a path of their own while the browser's
 * usePathname() is the address asked for; the browser must hydrate the same
 * HTML. The route tree's segments are the same on both sides:
 * - the not-found page, served for every missing path: no path at all;
 * - the offline shell (app/(site)/offline), which the service worker serves
 *   for any page it cannot fetch: its own path while hydrating, the address
 *   asked for after, so /progress offline marks Progress.
 */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const segment = useSelectedLayoutSegment();
  const segments = useSelectedLayoutSegments();
  const hydrated = useHydrated();
  if (segment === NOT_FOUND_SEGMENT) return "";
  if (isOfflineShell(segments)) return hydrated ? pathname : OFFLINE_SHELL_PATH;
  return pathname;
}

/** The route tree's segments of the offline shell: its route group, then its own. */
function isOfflineShell(segments: string[]): boolean {
  return segments.at(-1) === OFFLINE_SHELL_PATH.slice(1);
}
