"use client";

import { useSyncExternalStore } from "react";
import styles from "./review-screen.module.css";

// Above the card when the connection is gone, or grades made without it are
// still on their way: says so plainly, with how many grades wait.

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser says it is online (true while rendering on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function grades(count: number): string {
  return `${count} ${count === 1 ? "grade" : "grades"}`;
}

/** The line the screen shows, or null when there is nothing to say. */
export function offlineStatusText(online: boolean, waiting: number): string | null {
  if (!online)
    return waiting > 0 ? `You're offline. ${grades(waiting)} waiting to be sent.` : "You're offline. Your grades will be sent when you're back online.";
  return waiting > 0 ? `Back online. Sending ${grades(waiting)}…` : null;
}

/** `waiting`: grades not yet acknowledged; `madeOffline`: some of them were made offline (or in an earlier page). */
export function OfflineStatus({ online, waiting, madeOffline }: { online: boolean; waiting: number; madeOffline: boolean }) {
  // Online, a grade on its way is the usual case: the line counts them only when some were made without a connection.
  const text = offlineStatusText(online, online && !madeOffline ? 0 : waiting);
  if (!text) return null;
  return (
    <p className={styles.offline} role="status">
      {text}
    </p>
  );
}
