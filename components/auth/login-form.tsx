"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, signinErrorMessage } from "@/lib/auth/messages";
import { setAuthState } from "@/lib/client/auth-state";
import { storeFlashcardCategory } from "@/lib/client/flashcard-category";
import { forgetReturnPath, rememberReturnPath } from "@/lib/client/return-path";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { EmailField, SubmitButton } from "./form-parts";
import { PasswordInput } from "./password-input";

export type LoginFormProps = {
  /** Where a successful login goes: the remembered path (already validated) or /. */
  returnPath: string;
};

export function LoginForm({ returnPath }: LoginFormProps) {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  // Where a visitor was sent from (callbackUrl, or the cookie) is remembered
  // now the page is really shown, so it survives leaving the login page.
  useEffect(() => {
    if (returnPath !== "/") rememberReturnPath(returnPath);
  }, [returnPath]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!email.trim() || !password) {
      accountToast.error(AUTH_MESSAGES.loginFieldsRequired);
      return;
    }
    setSending(true);
    try {
      const result = await signIn("credentials", { email: email.trim(), password, redirect: false });
      if (!result || result.error) {
        accountToast.error(signinErrorMessage(result?.code));
        return;
      }
      const user = (await getSession())?.user;
      if (!user?.id) {
        accountToast.error(AUTH_MESSAGES.somethingWentWrong);
        return;
      }
      // Spec: a verified login stores the user and sets the flashcard category to unseen.
      setAuthState({ userEmail: user.email ?? null, userName: user.name ?? null, authUserId: user.id });
      storeFlashcardCategory("unseen");
      forgetReturnPath();
      accountToast.success(AUTH_MESSAGES.loginSuccess);
      router.replace(returnPath);
      router.refresh();
    } catch {
      accountToast.error(AUTH_MESSAGES.somethingWentWrong);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
      <div className={styles.field}>
        <div className={styles.row}>
          <label htmlFor={`${id}-password`}>Password</label>
          <Link href="/forgotpass" className={styles.link}>
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <SubmitButton label="Log In" busyLabel="Logging in..." busy={sending} />
      <p className={styles.footer}>
        Don&apos;t have an account?{" "}
        <Link href="/register" className={styles.link}>
          Sign up
        </Link>
      </p>
    </form>
  );
}
