"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import { CurrentPasswordField, EmailField } from "@/components/auth/form-parts";
import { buttonClassName } from "@/components/ui/button-link";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { clearAppStorage } from "@/lib/client/app-storage";
import { sessionCheckSettled } from "@/lib/client/auth-state";
import { deleteAccount } from "@/lib/client/account-api";
import styles from "./account.module.css";

/** "Delete my account": a dialog that asks for the password and the address typed out, then the landing page with a toast. */
export function DeleteAccount({ email }: { email: string }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [typedEmail, setTypedEmail] = useState("");
  const [sending, setSending] = useState(false);

  function close() {
    setOpen(false);
    setPassword("");
    setTypedEmail("");
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    await sessionCheckSettled();
    const result = await deleteAccount(password, typedEmail);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    // The server ended every session and cleared this browser's cookie; the browser forgets the user too.
    await clearAppStorage();
    router.push("/");
    router.refresh();
    accountToast.success(ACCOUNT_MESSAGES.accountDeleted);
  }

  return (
    <>
      <button type="button" className={buttonClassName({ variant: "danger", className: styles.submit })} onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <ModalDialog open={open} title="Delete your account?" onClose={close}>
        <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
          <p className={styles.hint}>Everything in your account goes, for good. To confirm, enter your password and type your email address.</p>
          <CurrentPasswordField id={`${id}-password`} label="Password" value={password} onChange={setPassword} />
          <EmailField id={`${id}-email`} label={`Type ${email} to confirm`} autoComplete="off" value={typedEmail} onChange={setTypedEmail} />
          <div className={styles.dialogActions}>
            <button type="submit" className={buttonClassName({ variant: "danger", className: styles.submit })} disabled={sending}>
              {sending ? "Deleting..." : "Delete my account for good"}
            </button>
            <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
