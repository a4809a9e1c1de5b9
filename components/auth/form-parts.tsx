"use client";

// Pieces every account form shares: the e-mail and password fields, the
// submit button and the new-password state with its checks before a submit.
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { isStrongPassword } from "@/lib/auth/password-strength";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { PasswordInput } from "./password-input";

type FieldProps = { id: string; value: string; onChange: (value: string) => void; label?: string; autoComplete?: string };

export function EmailField({ id, value, onChange, label = "Email", autoComplete = "email" }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        className={styles.input}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The password the user has now (the account page's checks; the login form adds its "Forgot password?" row). */
export function CurrentPasswordField({ id, value, onChange, label = "Current password" }: Omit<FieldProps, "autoComplete">) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <PasswordInput id={id} name="currentPassword" autoComplete="current-password" required value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export type SubmitButtonProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  /**
   * Whether the form may be sent. When given, the button is aria-disabled
   * rather than disabled until then, so a submit attempt still reaches the
   * handler, which says why not.
   */
  ready?: boolean;
};

export function SubmitButton({ label, busyLabel, busy, ready }: SubmitButtonProps) {
  const className = buttonClassName({ size: "large", className: styles.submit });
  const state = ready === undefined ? { disabled: busy } : { "aria-disabled": !ready || busy };
  return (
    <button type="submit" className={className} {...state}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A new password and its confirmation. `ready` when Strong and equal (the
 * button's condition); otherwise `refused()` toasts why (a submit's first
 * check) and answers true.
 */
export function useNewPassword() {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const ready = isStrongPassword(password) && password === confirmPassword;
  function refused(): boolean {
    const reason = password !== confirmPassword ? AUTH_MESSAGES.passwordMismatch : !isStrongPassword(password) ? AUTH_MESSAGES.passwordNotStrongToast : null;
    if (reason) accountToast.error(reason);
    return reason !== null;
  }
  const fields = { password, confirmPassword, onPasswordChange: setPassword, onConfirmPasswordChange: setConfirmPassword };
  return { password, confirmPassword, ready, refused, fields };
}
