"use client";

import { useId, useState } from "react";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { passwordRuleResults, passwordStrength } from "@/lib/auth/password-strength";
import styles from "./auth-form.module.css";
import { PasswordInput } from "./password-input";

export type NewPasswordFieldsProps = {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  passwordLabel?: string;
  confirmLabel?: string;
};

/**
 * A new password and its confirmation, with the sign-up feedback:
 * the requirements popup (each rule green or red) while the password field is
 * focused and the password is not Strong, '* Password is not Strong enough'
 * once focus has left it, and "* Password doesn't match" on a mismatch.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  passwordLabel = "Password",
  confirmLabel = "Confirm Password",
}: NewPasswordFieldsProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [left, setLeft] = useState(false);
  const strength = passwordStrength(password);
  const strong = strength === "Strong";
  const showPopup = focused && !strong;
  const showNotStrong = left && !focused && !strong && password.length > 0;
  const mismatch = confirmPassword.length > 0 && confirmPassword !== password;

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{passwordLabel}</label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          aria-invalid={showNotStrong}
          aria-describedby={`${id}-strength ${id}-rules`}
          onChange={(event) => onPasswordChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setLeft(true);
          }}
        />
        <p id={`${id}-strength`} className={styles.strength} aria-live="polite">
          {password ? (
            <>
              Password strength: <strong data-testid="password-strength">{strength}</strong>
            </>
          ) : null}
        </p>
        {showNotStrong ? <p className={styles.error}>{AUTH_MESSAGES.passwordNotStrong}</p> : null}
        <div id={`${id}-rules`} className={styles.popup} hidden={!showPopup} role="group" aria-label="Password requirements">
          <p className={styles.popupTitle}>Your password needs:</p>
          <ul className={styles.rules}>
            {passwordRuleResults(password).map(({ id: ruleId, label, met }) => (
              <li key={ruleId} className={`${styles.rule} ${met ? styles.ruleMet : styles.ruleUnmet}`} data-met={met}>
                <span aria-hidden="true">{met ? "✓" : "✗"}</span>
                <span>{label}</span>
                <span className="visually-hidden">{met ? "(done)" : "(missing)"}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-confirm`}>{confirmLabel}</label>
        <PasswordInput
          id={`${id}-confirm`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          aria-invalid={mismatch}
          onChange={(event) => onConfirmPasswordChange(event.target.value)}
        />
        {mismatch ? <p className={styles.error}>{AUTH_MESSAGES.passwordMismatchInline}</p> : null}
      </div>
    </>
  );
}
