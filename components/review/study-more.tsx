"use client";

import { useState } from "react";
import { studyMore } from "@/lib/client/review-api";
import type { DueResponse } from "@/lib/review/types";
import styles from "./review-screen.module.css";

export const STUDY_MORE_MESSAGES = {
  button: "Study 10 more",
  busy: "Adding 10 more for today…",
  failed: "Couldn't add more cards. Check your connection and try again.",
} as const;

type Status = "idle" | "busy" | "failed";

export type StudyMoreProps = {
  /** Today's queue with the raised allowance: the screen shows its first card. */
  onMore: (response: DueResponse) => void;
};

/** Today's new-card limit reached: POST /review/more allows 10 more new cards, for today only. */
export function StudyMore({ onMore }: StudyMoreProps) {
  const [status, setStatus] = useState<Status>("idle");

  async function more() {
    if (status === "busy") return;
    setStatus("busy");
    try {
      const response = await studyMore();
      setStatus("idle");
      onMore(response);
    } catch {
      setStatus("failed");
    }
  }

  const message = status === "idle" ? "" : STUDY_MORE_MESSAGES[status];
  return (
    <div className={styles.start}>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while the request runs. */}
      <button type="button" className={styles.startButton} onClick={() => void more()} aria-disabled={status === "busy" || undefined}>
        {STUDY_MORE_MESSAGES.button}
      </button>
      <p className={styles.startStatus} role="status">
        {message}
      </p>
    </div>
  );
}
