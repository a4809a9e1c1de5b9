"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { clearAuthState } from "@/lib/client/auth-state";
import { isStrongPassword } from "@/lib/validations/password";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { NewPasswordFields } from "./new-password-fields";
import { postJson } from "./post-json";

export type ResetPasswordFormProps = {
  email: string;
  /** From the e-mailed link, or what a correct code was exchanged for. */
  token: string;
};

/** Sets a new Strong password with a reset token, then sends the user to log in. */
export function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [sending, setSending] = useState(false);
  const ready = isStrongPassword(password) && password === confirmPassword;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (password !== confirmPassword) {
      accountToast.error(AUTH_MESSAGES.passwordMismatch);
      return;
    }
    if (!isStrongPassword(password)) {
      accountToast.error(AUTH_MESSAGES.passwordNotStrongToast);
      return;
    }
    setSending(true);
    const result = await postJson("/api/v1/auth/reset-password", { email, token, password, confirmPassword });
    if (!result.ok) {
      setSending(false);
      accountToast.error(result.error);
      return;
    }
    // The reset ended every session, this browser's too: drop its cookie and stored user.
    await signOut({ redirect: false }).catch(() => undefined);
    clearAuthState();
    accountToast.success(AUTH_MESSAGES.resetDone);
    router.push("/login");
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <p className={styles.hint}>
        For <strong>{email}</strong>
      </p>
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
        passwordLabel="New password"
        confirmLabel="Confirm new password"
      />
      <button type="submit" className={buttonClassName({ size: "large", className: styles.submit })} aria-disabled={!ready || sending}>
        {sending ? "Saving..." : "Reset password"}
      </button>
    </form>
  );
}
