import type { Metadata } from "next";
import { DeleteAccount } from "@/components/account/delete-account";
import { EmailChangeBanner } from "@/components/account/email-change-banner";
import { EmailForm } from "@/components/account/email-form";
import { ImportForm } from "@/components/account/import-form";
import { LogoutEverywhere } from "@/components/account/logout-everywhere";
import { NameForm } from "@/components/account/name-form";
import { PasswordForm } from "@/components/account/password-form";
import { ReminderForm } from "@/components/account/reminder-form";
import { SpellingChoice } from "@/components/account/spelling-choice";
import styles from "@/components/account/account.module.css";
import { LearningPage } from "@/components/learn/learning-page";
import { ACCOUNT_PATH } from "@/lib/account/messages";
import { requirePageUser } from "@/lib/auth/page-session";
import { vapidConfig } from "@/lib/push/vapid";
import { reminderSettings } from "@/lib/reminders/settings";
import { userStore } from "@/lib/users/user-store";

export const metadata: Metadata = {
  title: "Your account",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const EXPORT_URL = "/api/v1/account/export";

// The learner's profile as the user store has it now (the session's copy of
// the name and address may be older), their data, and deleting the account.
export default async function AccountPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requirePageUser(ACCOUNT_PATH);
  const user = (await userStore().getUserById(session.id)) ?? { ...session, emailVerified: null };
  const emailChange = (await searchParams).email;
  const reminders = await reminderSettings(session.id);

  return (
    <LearningPage title="Your account" lede="Your profile, reminders, display, your devices, your data, and leaving." notesWidget={false}>
      <EmailChangeBanner outcome={typeof emailChange === "string" ? emailChange : undefined} email={user.email} />
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.heading}>
          Profile
        </h2>
        <NameForm name={user.name ?? ""} />
        <EmailForm email={user.email} />
        <PasswordForm />
      </section>

      <section className={styles.section} aria-labelledby="account-reminders">
        <h2 id="account-reminders" className={styles.heading}>
          Reminders
        </h2>
        <ReminderForm initial={reminders} pushKey={vapidConfig()?.publicKey ?? null} />
      </section>

      <section className={styles.section} aria-labelledby="account-display">
        <h2 id="account-display" className={styles.heading}>
          Display
        </h2>
        <p className={styles.hint}>
          How words with two spellings are shown on cards, in review and in practice. Either spelling is always accepted in your answers. Kept in this browser.
        </p>
        <SpellingChoice />
      </section>

      <section className={styles.section} aria-labelledby="account-devices">
        <h2 id="account-devices" className={styles.heading}>
          Devices
        </h2>
        <p className={styles.hint}>
          Logged in on a computer you no longer use, or lost a phone? Log out everywhere at once, this device too. You can log in again here straight away.
        </p>
        <LogoutEverywhere />
      </section>

      <section className={styles.section} aria-labelledby="account-data">
        <h2 id="account-data" className={styles.heading}>
          Your data
        </h2>
        <div className={styles.part}>
          <h3 className={styles.partTitle}>Download my data</h3>
          <p className={styles.hint}>
            Everything Lexi keeps about you in one JSON file: profile, favourites and other marks, notes, review cards and history, and settings. Or your notes
            and favourites as flashcards (a CSV with a front and a back) for Anki or Quizlet.
          </p>
          <div className={styles.actions}>
            <a className={styles.download} href={`${EXPORT_URL}?format=json`} download>
              Download my data (JSON)
            </a>
            <a className={styles.download} href={`${EXPORT_URL}?format=csv`} download>
              Download notes and favourites (CSV)
            </a>
          </div>
        </div>
        <ImportForm />
      </section>

      <section className={`${styles.section} ${styles.danger}`} aria-labelledby="account-delete">
        <h2 id="account-delete" className={styles.heading}>
          Delete my account
        </h2>
        <p className={styles.hint}>
          This removes your account and everything in it: notes, favourites, review history and settings. It cannot be undone. Download your data first if you
          want to keep it.
        </p>
        <DeleteAccount email={user.email} />
      </section>
    </LearningPage>
  );
}
