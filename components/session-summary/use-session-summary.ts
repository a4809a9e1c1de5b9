"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/toasts/toast";
import {
  hasActivity,
  markSummarised,
  parseTally,
  recordTally,
  summaryDue,
  summaryLine,
  tallyCounts,
  type SessionTally,
  type TallyCounts,
  type TallyEvent,
} from "./session-tally";

// The session summary of /flashcards and /review: the tally lives
// in session storage, so a reload (a category change reloads the page) does
// not lose it; a dialog sums it up every SUMMARY_EVERY words, and a toast
// when the learner goes elsewhere in the app, after which the tally starts afresh.

export type SessionScreen = "flashcards" | "review";

const SCREEN_PATHS: Record<SessionScreen, string> = { flashcards: "/flashcards", review: "/review" };
const PROGRESS_PATH = "/progress";
export const SESSION_SUMMARY_TITLE = "Your session so far";
const LEAVE_TOAST_ID = "session-summary";
/** Long enough to read three numbers; the learning screens' 2000 ms are for one-line messages. */
const LEAVE_TOAST_MS = 6000;

function storageKey(screen: SessionScreen): string {
  return `lexi:session:${screen}`;
}

function isOn(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function useSessionSummary(screen: SessionScreen, userId: string | null) {
  const router = useRouter();
  const tally = useRef<SessionTally | null>(null);
  // The counts the dialog shows while it is open.
  const [summary, setSummary] = useState<TallyCounts | null>(null);

  const read = useCallback((): SessionTally => {
    if (!tally.current) {
      let raw: string | null = null;
      try {
        raw = window.sessionStorage.getItem(storageKey(screen));
      } catch {
        // Blocked storage: this page's tally only.
      }
      tally.current = parseTally(raw, userId);
    }
    return tally.current;
  }, [screen, userId]);

  const write = useCallback(
    (next: SessionTally | null) => {
      tally.current = next;
      try {
        if (next) window.sessionStorage.setItem(storageKey(screen), JSON.stringify(next));
        else window.sessionStorage.removeItem(storageKey(screen));
      } catch {
        // Blocked storage: kept in memory only.
      }
    },
    [screen],
  );

  const record = useCallback((event: TallyEvent) => write(recordTally(read(), event)), [read, write]);

  /** Called as the next card comes up: opens the summary when another SUMMARY_EVERY words are done. */
  const checkpoint = useCallback(() => {
    const current = read();
    if (!summaryDue(current)) return;
    write(markSummarised(current));
    setSummary(tallyCounts(current));
  }, [read, write]);

  // Leaving the screen for another page of the app: sum up once, and start afresh next time.
  useEffect(() => {
    const path = SCREEN_PATHS[screen];
    return () => {
      // After the navigation has committed its URL (a remount on the same page is no leaving).
      window.setTimeout(() => {
        if (isOn(window.location.pathname, path)) return;
        const done = read();
        write(null);
        if (!hasActivity(done)) return;
        const signedIn = userId !== null;
        toast(SESSION_SUMMARY_TITLE, {
          id: LEAVE_TOAST_ID,
          description: summaryLine(tallyCounts(done), signedIn),
          duration: LEAVE_TOAST_MS,
          ...(signedIn && !isOn(window.location.pathname, PROGRESS_PATH)
            ? { action: { label: "See progress", onClick: () => router.push(PROGRESS_PATH) } }
            : {}),
        });
      }, 0);
    };
  }, [screen, userId, read, write, router]);

  return { record, checkpoint, summary, closeSummary: useCallback(() => setSummary(null), []) };
}
