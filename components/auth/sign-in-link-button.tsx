"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { requestSignInLink } from "@/lib/client/auth-api";
import { accountToast } from "./account-toast";

export type SignInLinkButtonProps = { email: string };

/**
 * "E-mail me a sign-in link" (POST /api/v1/auth/login-link): a way in without
 * the password, also while strangers' wrong passwords pause password logins
 * from new devices. The answer is the same whether or not the address has an account.
 */
export function SignInLinkButton({ email }: SignInLinkButtonProps) {
  const [sending, setSending] = useState(false);
  return (
    <button
      type="button"
      className={buttonClassName({ variant: "secondary", block: true })}
      disabled={sending}
      onClick={async () => {
        const address = email.trim();
        if (!address) {
          accountToast.error(AUTH_MESSAGES.enterEmailForLink);
          return;
        }
        setSending(true);
        const result = await requestSignInLink(address);
        setSending(false);
        if (result.ok && typeof result.data.message === "string") accountToast.success(result.data.message);
        else if (!result.ok) accountToast.error(result.error);
      }}
    >
      {sending ? "Sending..." : AUTH_MESSAGES.emailSignInLink}
    </button>
  );
}
