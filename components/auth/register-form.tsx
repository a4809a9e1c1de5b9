"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { registerSchema } from "@/lib/validations/auth";
import { isStrongPassword } from "@/lib/validations/password";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { NewPasswordFields } from "./new-password-fields";
import { postJson } from "./post-json";

export function RegisterForm() {
  const router = useRouter();
  const id = useId();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
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
    const parsed = registerSchema.safeParse({ username, email, password, confirmPassword });
    if (!parsed.success) {
      accountToast.error(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.somethingWentWrong);
      return;
    }
    setSending(true);
    const result = await postJson("/api/v1/auth/register", parsed.data);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    accountToast.success(AUTH_MESSAGES.checkEmail);
    const address = typeof result.data.email === "string" ? result.data.email : parsed.data.email;
    router.push(`/verifyemail?${new URLSearchParams({ email: address })}`);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <div className={styles.field}>
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          className={styles.input}
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          className={styles.input}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      <button
        type="submit"
        className={buttonClassName({ size: "large", className: styles.submit })}
        // Disabled unless Strong and confirmed (spec). aria-disabled rather than
        // disabled: a submit attempt still reaches handleSubmit, which says why not.
        aria-disabled={!ready || sending}
      >
        {sending ? "Signing up..." : "Sign Up"}
      </button>
      <p className={styles.footer}>
        Already have an account?{" "}
        <Link href="/login" className={styles.link}>
          Log in
        </Link>
      </p>
    </form>
  );
}
