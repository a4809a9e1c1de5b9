import "server-only";
import { sendGoodbyeMail } from "@/lib/auth/account-mail";
import { endSessionsAfter } from "@/lib/auth/session-version";
import { MailSendError } from "@/lib/mail/send-mail";
import { normalizeEmail, userStore } from "@/lib/users/user-store";
import { checkCurrentPassword, emailChangeTokens } from "./profile";
import { appDataDeletion } from "./user-data";

export type DeleteAccountResult = "deleted" | "wrong" | "email-mismatch" | null;

/**
 * "Delete my account", confirmed by the current password and the address
 * typed out: removes the user with everything of theirs (UserStore.deleteUser:
 * their marks, notes, review data, rate-limit rows, tokens and registration
 * record; in PostgreSQL one transaction), which ends every session, then says
 * goodbye by e-mail. A failed goodbye is logged; the account is gone all the
 * same. Null when the user no longer exists.
 */
export async function deleteAccount(userId: string, { password, email }: { password: string; email: string }): Promise<DeleteAccountResult> {
  const checked = await checkCurrentPassword(userId, password);
  if (checked === null || checked === "wrong") return checked;
  const { user } = checked;
  if (normalizeEmail(email) !== user.email) return "email-mismatch";

  await endSessionsAfter(userId, () =>
    userStore().deleteUser(userId, {
      appData: appDataDeletion(userId, user.email),
      tokens: [
        { purpose: "verify", identifier: user.email },
        { purpose: "reset", identifier: user.email },
        { purpose: "login-link", identifier: user.email },
        emailChangeTokens(userId),
      ],
    }),
  );
  try {
    await sendGoodbyeMail({ to: user.email, name: user.name });
  } catch (error) {
    if (!(error instanceof MailSendError)) console.error("goodbye e-mail failed", error);
  }
  return "deleted";
}
