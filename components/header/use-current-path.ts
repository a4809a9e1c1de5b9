"use client";

import { usePathname, useSelectedLayoutSegment } from "next/navigation";

/** The first segment of Next's route tree on its not-found page (next/dist/shared/lib/segment.js). */
const NOT_FOUND_SEGMENT = "/_not-found";

/**
 * The path the header marks as current (the learning bar, the current link).
 * usePathname() except on the not-found page, which is prebuilt once and
 * served for every missing path: the server rendered it for no path at all,
 * and the browser, whose usePathname() is the missing path, must hydrate the
 * same HTML. The route tree's segment is the same on both sides.
 */
export function useCurrentPath(): string {
  const pathname = usePathname();
  return useSelectedLayoutSegment() === NOT_FOUND_SEGMENT ? "" : pathname;
}
