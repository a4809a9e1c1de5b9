"use client";

import { useEffect } from "react";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { readAuthState, setAuthState } from "@/lib/client/auth-state";
import formStyles from "@/components/auth/auth-form.module.css";

/** How following an e-mail change link went (the confirm-email handler's `email` parameter); after a change the header's stored address follows. */
export function EmailChangeBanner({ outcome, email }: { outcome: string | undefined; email: string }) {
  useEffect(() => {
    if (outcome !== "changed") return;
    const stored = readAuthState();
    if (stored.authUserId && stored.userEmail !== email) setAuthState({ ...stored, userEmail: email });
  }, [outcome, email]);

  if (outcome === "changed")
    return (
      <p role="status" className={`${formStyles.banner} ${formStyles.bannerSuccess}`}>
        {ACCOUNT_MESSAGES.emailChanged(email)}
      </p>
    );
  if (outcome === "invalid" || outcome === "in-use")
    return (
      <p role="alert" className={`${formStyles.banner} ${formStyles.bannerError}`}>
        {outcome === "invalid" ? ACCOUNT_MESSAGES.emailLinkInvalid : ACCOUNT_MESSAGES.emailTaken}
      </p>
    );
  return null;
}
