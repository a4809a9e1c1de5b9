"use client";

import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { registerSchema } from "@/lib/auth/schema";
import { accountToast } from "./account-toast";
import styles from "./auth-form.module.css";
import { EmailField, SubmitButton, useNewPassword } from "./form-parts";
import { NewPasswordFields } from "./new-password-fields";
import { register } from "@/lib/client/auth-api";
import { ResendVerification } from "./resend-verification";

export function RegisterForm() {
  const router = useRouter();
  const id = useId();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const newPassword = useNewPassword();
  const { password, confirmPassword } = newPassword;
  const [sending, setSending] = useState(false);
  // Set when the account was created but its verification e-mail could not be sent.
  const [unsentTo, setUnsentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || newPassword.refused()) return;
    const parsed = registerSchema.safeParse({ username, email, password, confirmPassword });
    if (!parsed.success) {
      accountToast.error(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.somethingWentWrong);
      return;
    }
    setSending(true);
    const result = await register(parsed.data);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    const address = typeof result.data.email === "string" ? result.data.email : parsed.data.email;
    if (result.data.mailSent === false) {
      accountToast.error(AUTH_MESSAGES.verificationMailFailed);
      setUnsentTo(address);
      return;
    }
    accountToast.success(AUTH_MESSAGES.checkEmail);
    router.push(`/verifyemail?${new URLSearchParams({ email: address })}`);
  }

  if (unsentTo) {
    return (
      <div className={styles.form}>
        <p role="alert">{AUTH_MESSAGES.verificationMailFailed}</p>
        <ResendVerification email={unsentTo} label={AUTH_MESSAGES.sendAgain} />
      </div>
    );
  }

  return (
    <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
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
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
      <NewPasswordFields {...newPassword.fields} />
      {/* Disabled unless Strong and confirmed (docs/product.md#accounts). */}
      <SubmitButton label="Sign Up" busyLabel="Signing up..." busy={sending} ready={newPassword.ready} />
      <p className={styles.footer}>
        Already have an account?{" "}
        <AppLink href="/login" className={styles.link}>
          Log in
        </AppLink>
      </p>
    </form>
  );
}
