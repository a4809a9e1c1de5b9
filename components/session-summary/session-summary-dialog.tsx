"use client";

import { AppLink } from "@/components/ui/app-link";
import { buttonClassName } from "@/components/ui/button-link";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { TallyCounts } from "./session-tally";
import styles from "./session-summary.module.css";
import { SESSION_SUMMARY_TITLE } from "./use-session-summary";

export type SessionSummaryDialogProps = {
  /** The counts to show; null: closed. */
  counts: TallyCounts | null;
  signedIn: boolean;
  onClose: () => void;
};

/** Every SUMMARY_EVERY words: what the session has added up to, then back to the cards. */
export function SessionSummaryDialog({ counts, signedIn, onClose }: SessionSummaryDialogProps) {
  return (
    <ModalDialog open={counts !== null} title={SESSION_SUMMARY_TITLE} onClose={onClose}>
      {counts ? (
        <>
          <p className={styles.lede}>Nice work. Here is what this session added up to.</p>
          <dl className={styles.counts}>
            <div className={styles.count}>
              <dt>Words seen</dt>
              <dd>{counts.seen}</dd>
            </div>
            {signedIn ? (
              <>
                <div className={styles.count}>
                  <dt>Remembered</dt>
                  <dd>{counts.remembered}</dd>
                </div>
                <div className={styles.count}>
                  <dt>New in review</dt>
                  <dd>{counts.newInReview}</dd>
                </div>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            {/* First in the dialog, so showModal() puts focus here. */}
            <button type="button" className={buttonClassName()} onClick={onClose}>
              Keep going
            </button>
            {signedIn ? (
              <AppLink href="/progress" prefetch={false} className={buttonClassName({ variant: "secondary" })}>
                See your progress
              </AppLink>
            ) : (
              <AppLink href="/register" className={buttonClassName({ variant: "secondary" })}>
                Sign up to keep track
              </AppLink>
            )}
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
