"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { saveReviewSettings } from "@/lib/client/review-api";

/**
 * Days split at 4 a.m. in the learner's zone, and the browser knows the zone:
 * when it differs from the saved one (a first visit, a trip), save it and
 * render the page again with the right days. Renders nothing.
 */
export function TimeZoneSync({ savedTimeZone }: { savedTimeZone: string }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === savedTimeZone) return;
    let cancelled = false;
    void saveReviewSettings({ timeZone: zone }).then((result) => {
      // A zone the server does not know is left alone: refreshing would only ask again.
      if (result.ok && !cancelled) router.refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [savedTimeZone, router]);
  return null;
}
