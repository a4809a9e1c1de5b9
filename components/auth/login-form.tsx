"use client";

import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { AUTH_MESSAGES, SIGNIN_CODES, isSharedBudgetCode, signinErrorMessage } from "@/lib/auth/messages";
import { setAuthState } from "@/lib/client/auth-state";
import { forgetLoginReason, forgetReturnPath, rememberReturnPath } from "@/lib/client/return-path";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { EmailField, SubmitButton } from "./form-parts";
import { PasswordInput } from "./password-input";
import { ResendVerification } from "./resend-verification";
import { SignInLinkButton } from "./sign-in-link-button";

export type LoginFormProps = {
  /** Where a successful login goes: the remembered path (already validated) or /. */
  returnPath: string;
  /** The address to start with (the one just verified). */
  initialEmail?: string;
  /** What the page shows under the form's own lines: above a refusal's notice, so that notice moves nothing when it appears. */
  children?: ReactNode;
};

export function LoginForm({ returnPath, initialEmail = "", children }: LoginFormProps) {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  // The address of a login refused as not verified yet: the form offers to send its link again.
  const [unverified, setUnverified] = useState<string | null>(null);
  // Why a login was refused by the budget strangers share (lib/auth/login-budgets.ts): shown with the sign-in link offer.
  const [attacked, setAttacked] = useState<string | null>(null);
  // Where a visitor was sent from (callbackUrl, or the cookie) is remembered
  // now the page is really shown, so it survives leaving the login page.
  useEffect(() => {
    if (returnPath !== "/") rememberReturnPath(returnPath);
  }, [returnPath]);
  // The page has said why the visitor is here (lib/auth/login-reasons.ts); the next visit may have another reason.
  useEffect(forgetLoginReason, []);

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
        setUnverified(result?.code === SIGNIN_CODES.unverified ? email.trim() : null);
        setAttacked(isSharedBudgetCode(result?.code) ? signinErrorMessage(result?.code) : null);
        return;
      }
      const user = (await getSession())?.user;
      if (!user?.id) {
        accountToast.error(AUTH_MESSAGES.somethingWentWrong);
        return;
      }
      // A verified login stores the user, which sets the flashcard category to unseen.
      setAuthState({ userEmail: user.email ?? null, userName: user.name ?? null, authUserId: user.id });
      forgetReturnPath();
      // Another learner's offline review (their session ended without a logout) is not this one's to see or send.
      const userId = user.id;
      await import("@/lib/offline/client-deck").then(({ forgetOtherUsers }) => forgetOtherUsers(userId)).catch(() => undefined);
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
    <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
      <div className={styles.field}>
        <div className={styles.row}>
          <label htmlFor={`${id}-password`}>Password</label>
          <AppLink href="/forgotpass" className={styles.link}>
            Forgot password?
          </AppLink>
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
      {/* No password needed: the link in the e-mail signs this browser in. */}
      <SignInLinkButton email={email} />
      <p className={styles.footer}>
        Don&apos;t have an account?{" "}
        <AppLink href="/register" className={styles.link}>
          Sign up
        </AppLink>
      </p>
      {children}
      {/* Last in the card, so nothing above it moves when it appears (the answer may come after the press's
          grace for layout shifts). The toast said it first; this stays. */}
      {unverified ? (
        <div className={`${styles.banner} ${styles.bannerError}`} data-testid="unverified-login">
          <p className={styles.bannerText}>{AUTH_MESSAGES.userNotExist}</p>
          <p className={styles.bannerText}>{AUTH_MESSAGES.verifyFirst}</p>
          <ResendVerification email={unverified} label={AUTH_MESSAGES.resendVerification} />
        </div>
      ) : null}
      {attacked ? (
        <div className={`${styles.banner} ${styles.bannerError}`} data-testid="attacked-login">
          <p className={styles.bannerText}>{attacked}</p>
          <SignInLinkButton email={email} />
        </div>
      ) : null}
    </form>
  );
}
