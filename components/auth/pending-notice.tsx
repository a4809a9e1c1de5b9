"use client";

import { useSyncExternalStore } from "react";
import { readPending, subscribePending } from "@/lib/pending/client-store";
import { EMPTY_PENDING, describePending, wordCount } from "@/lib/pending/pending-store";
import styles from "./auth-form.module.css";

export type PendingNoticeProps = {
  /** When the kept items reach the account, as this page's next step says it. */
  when: string;
};

const serverSnapshot = () => EMPTY_PENDING;

/**
 * Tells a visitor on the login and sign-up pages that what they did before
 * (lib/pending/client-store.ts) is waiting for their account. Nothing when
 * nothing is kept. Placed last in the card, so nothing above it moves when it appears.
 */
export function PendingNotice({ when }: PendingNoticeProps) {
  const pending = useSyncExternalStore(subscribePending, readPending, serverSnapshot);
  const words = wordCount(pending.marks);
  const placement = pending.placement !== undefined;
  const challenges = pending.challenges?.length ?? 0;
  const what = describePending(pending.notes.length, words, "your note", placement, challenges);
  if (!what) return null;
  const many = pending.notes.length + words + (placement ? 1 : 0) + challenges > 1;
  return (
    <p role="status" className={`${styles.banner} ${styles.bannerSuccess}`} data-testid="pending-notice">
      {what.charAt(0).toUpperCase() + what.slice(1)} {many ? "are" : "is"} waiting in this browser, to be added to your account {when}.
    </p>
  );
}
