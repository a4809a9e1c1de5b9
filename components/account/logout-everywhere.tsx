"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { accountToast } from "@/components/auth/account-toast";
import { buttonClassName } from "@/components/ui/button-link";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { clearAppStorage } from "@/lib/client/app-storage";
import { sessionCheckSettled } from "@/lib/client/auth-state";
import { logoutEverywhere } from "@/lib/client/account-api";
import styles from "./account.module.css";

/** "Log out of all devices": ends every session, this one too, then the login page with a toast. */
export function LogoutEverywhere() {
  const router = useRouter();
  const [sending, setSending] = useState(false);

  async function logOutEverywhere() {
    if (sending) return;
    setSending(true);
    await sessionCheckSettled();
    const result = await logoutEverywhere();
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    // The server ended every session and cleared this browser's cookie; the browser forgets the user too.
    await clearAppStorage();
    router.push("/login");
    router.refresh();
    accountToast.success(ACCOUNT_MESSAGES.loggedOutEverywhere);
  }

  return (
    <button type="button" className={buttonClassName({ variant: "secondary", className: styles.submit })} onClick={logOutEverywhere} disabled={sending}>
      {sending ? "Logging out..." : "Log out of all devices"}
    </button>
  );
}
