"use client";

import { useAuthState, useAuthStateKnown } from "@/lib/client/auth-state";
import { PRACTICE_MESSAGES } from "./practice-messages";
import styles from "./practice-screen.module.css";
import { VisitorInvitation } from "./visitor-invitation";

/**
 * Who the round is for, on the public practice page: a visitor gets a demo
 * and the invitation, a learner their own words. Both lines are rendered in
 * one grid cell and only the right one is shown once the browser knows who is
 * signed in, so the box is the same height before and after: nothing moves.
 */
export function AudienceNote({ returnPath }: { returnPath: string }) {
  const known = useAuthStateKnown();
  const signedIn = useAuthState().authUserId !== null;
  return (
    <div className={styles.audience}>
      <div className={styles.audienceLayer} data-shown={known && !signedIn}>
        <VisitorInvitation returnPath={returnPath} />
      </div>
      <div className={styles.audienceLayer} data-shown={known && signedIn}>
        <p className={styles.audienceNote}>{PRACTICE_MESSAGES.signedInNote}</p>
      </div>
    </div>
  );
}
