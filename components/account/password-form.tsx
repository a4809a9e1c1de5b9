"use client";

import { useId, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import { CurrentPasswordField, SubmitButton, useNewPassword } from "@/components/auth/form-parts";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { changePassword } from "@/lib/client/account-api";
import styles from "./account.module.css";

/** A new Strong password, given the current one; other devices are logged out, this one stays. */
export function PasswordForm() {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState("");
  const newPassword = useNewPassword();
  const [sending, setSending] = useState(false);
  // Remounts the new-password fields empty after a change.
  const [round, setRound] = useState(0);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!currentPassword) {
      accountToast.error(ACCOUNT_MESSAGES.currentPasswordMissing);
      return;
    }
    if (newPassword.refused()) return;
    setSending(true);
    const { password, confirmPassword } = newPassword;
    const result = await changePassword({ currentPassword, password, confirmPassword });
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    setCurrentPassword("");
    newPassword.fields.onPasswordChange("");
    newPassword.fields.onConfirmPasswordChange("");
    setRound((value) => value + 1);
    accountToast.success(result.data.message);
  }

  return (
    <form className={`${styles.part} ${styles.form}`} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Password</h3>
      <CurrentPasswordField id={`${id}-current`} value={currentPassword} onChange={setCurrentPassword} />
      <NewPasswordFields key={round} {...newPassword.fields} passwordLabel="New password" confirmLabel="Confirm new password" />
      <SubmitButton label="Change password" busyLabel="Saving..." busy={sending} ready={Boolean(currentPassword) && newPassword.ready} />
    </form>
  );
}
