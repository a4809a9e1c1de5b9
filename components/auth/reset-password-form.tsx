"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { clearAuthState, sessionCheckSettled } from "@/lib/client/auth-state";
import { forgetResetEmail } from "@/lib/client/reset-email";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { SubmitButton, useNewPassword } from "./form-parts";
import { NewPasswordFields } from "./new-password-fields";
import { resetPassword } from "@/lib/client/auth-api";

export type ResetPasswordFormProps = {
  email: string;
  /** From the e-mailed link, or what a correct code was exchanged for. */
  token: string;
};

/** Sets a new Strong password with a reset token, then sends the user to log in. */
export function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const router = useRouter();
  const newPassword = useNewPassword();
  const { password, confirmPassword } = newPassword;
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || newPassword.refused()) return;
    setSending(true);
    const result = await resetPassword({ email, token, password, confirmPassword });
    if (!result.ok) {
      setSending(false);
      accountToast.error(result.error);
      return;
    }
    // The reset ended every session, this browser's too: drop its cookie and stored user, once the header's
    // session check under way has landed (its answer renews the cookie and stores the user).
    await sessionCheckSettled();
    await signOut({ redirect: false }).catch(() => undefined);
    clearAuthState();
    forgetResetEmail();
    accountToast.success(AUTH_MESSAGES.resetDone);
    router.push("/login");
  }

  return (
    <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <p className={styles.hint}>
        For <strong>{email}</strong>
      </p>
      <NewPasswordFields {...newPassword.fields} passwordLabel="New password" confirmLabel="Confirm new password" />
      <SubmitButton label="Reset password" busyLabel="Saving..." busy={sending} ready={newPassword.ready} />
    </form>
  );
}
