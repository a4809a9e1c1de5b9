"use client";

import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { emailOnlySchema, resetCodeSchema, RESET_CODE_LENGTH } from "@/lib/auth/schema";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { EmailField, SubmitButton } from "./form-parts";
import { exchangeResetCode, requestPasswordReset } from "@/lib/client/auth-api";
import { CODE_PANEL_HASH, rememberResetEmail, rememberedResetEmail } from "@/lib/client/reset-email";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * Forgot password: the e-mail field and Continue (sends a link and a 6-digit
 * code), and a second panel, the code and Verify: a correct code opens the same
 * new-password form as the link. Continue goes home with a toast, which offers
 * "I have a code": back here, at the code panel, with the address remembered
 * (lib/client/reset-email.ts).
 */
const noSubscription = () => () => undefined;

export function ForgotPasswordForm() {
  const router = useRouter();
  const id = useId();
  // Back from the toast's "I have a code" (or later in this tab): the address asked for is filled in until the learner types.
  const remembered = useSyncExternalStore(noSubscription, rememberedResetEmail, () => null);
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? remembered ?? "";
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [reset, setReset] = useState<{ email: string; token: string } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // Sent here for the code: the cursor waits in its field.
  useEffect(() => {
    if (window.location.hash === CODE_PANEL_HASH) codeRef.current?.focus();
  }, []);

  if (reset) return <ResetPasswordForm email={reset.email} token={reset.token} />;

  async function requestLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      accountToast.error(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.somethingWentWrong);
      return;
    }
    setSending(true);
    const result = await requestPasswordReset(parsed.data);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    rememberResetEmail(parsed.data.email);
    accountToast.success(AUTH_MESSAGES.resetLinkSent, {
      action: { label: AUTH_MESSAGES.haveCode, onClick: () => router.push(`/forgotpass${CODE_PANEL_HASH}`) },
    });
    router.push("/");
  }

  async function verifyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    if (!email.trim()) {
      accountToast.error(AUTH_MESSAGES.enterEmailFirst);
      return;
    }
    const parsed = resetCodeSchema.safeParse({ email, code });
    if (!parsed.success) {
      accountToast.error(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.somethingWentWrong);
      return;
    }
    setVerifying(true);
    const result = await exchangeResetCode(parsed.data);
    setVerifying(false);
    if (!result.ok || typeof result.data.token !== "string") {
      accountToast.error(result.ok ? AUTH_MESSAGES.somethingWentWrong : result.error);
      return;
    }
    setReset({ email: parsed.data.email, token: result.data.token });
  }

  return (
    <>
      <form className={styles.form} method="post" onSubmit={requestLink} noValidate aria-busy={sending}>
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <SubmitButton label="Continue" busyLabel="Sending..." busy={sending} />
      </form>

      <section id={CODE_PANEL_HASH.slice(1)} className={styles.panel} aria-labelledby={`${id}-code-title`}>
        <h2 id={`${id}-code-title`} className={styles.panelTitle}>
          Have a code?
        </h2>
        <p className={styles.hint}>Enter your email above and the {RESET_CODE_LENGTH}-digit code from the email we sent you.</p>
        <form className={styles.form} method="post" onSubmit={verifyCode} noValidate aria-busy={verifying}>
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>Verification code</label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              name="code"
              className={`${styles.input} ${styles.codeInput}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={RESET_CODE_LENGTH}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, RESET_CODE_LENGTH))}
            />
          </div>
          <button type="submit" className={buttonClassName({ variant: "secondary", size: "large", className: styles.submit })} disabled={verifying}>
            {verifying ? "Verifying..." : "Verify"}
          </button>
        </form>
      </section>

      <p className={styles.footer}>
        Remembered it?{" "}
        <AppLink href="/login" className={styles.link}>
          Log in
        </AppLink>
      </p>
    </>
  );
}
