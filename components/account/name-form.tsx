"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import formStyles from "@/components/auth/auth-form.module.css";
import { SubmitButton } from "@/components/auth/form-parts";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { readAuthState, setAuthState } from "@/lib/client/auth-state";
import { changeName } from "@/lib/client/account-api";
import { USERNAME_MAX_LENGTH } from "@/lib/auth/schema";
import styles from "./account.module.css";

/** The display name (the header shows it; the 'Register User Data' record keeps it). */
export function NameForm({ name }: { name: string }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(name);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const result = await changeName(value);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    // The header's mirror of the signed-in user follows.
    const stored = readAuthState();
    if (stored.authUserId) setAuthState({ ...stored, userName: result.data.name });
    accountToast.success(ACCOUNT_MESSAGES.nameSaved);
    router.refresh();
  }

  return (
    <form className={`${styles.part} ${styles.form}`} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Name</h3>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-name`}>Display name</label>
        <input
          id={`${id}-name`}
          name="name"
          className={formStyles.input}
          autoComplete="name"
          maxLength={USERNAME_MAX_LENGTH}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <SubmitButton label="Save name" busyLabel="Saving..." busy={sending} />
    </form>
  );
}
