"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { accountToast } from "./account-toast";
import { resendVerification } from "@/lib/client/auth-api";

export type ResendVerificationProps = { email: string; label?: string };

/** Asks for a new verification link for `email` (the answer is the same whether or not one was sent). */
export function ResendVerification({ email, label = "Send a new verification link" }: ResendVerificationProps) {
  const [sending, setSending] = useState(false);
  return (
    <button
      type="button"
      className={buttonClassName({ variant: "secondary", block: true })}
      disabled={sending}
      onClick={async () => {
        setSending(true);
        const result = await resendVerification(email);
        setSending(false);
        if (result.ok && typeof result.data.message === "string") accountToast.success(result.data.message);
        else if (!result.ok) accountToast.error(result.error);
      }}
    >
      {sending ? "Sending..." : label}
    </button>
  );
}
