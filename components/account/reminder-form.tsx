"use client";

import { useId, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import formStyles from "@/components/auth/auth-form.module.css";
import { SubmitButton } from "@/components/auth/form-parts";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { postJson } from "@/lib/client/post-json";
import { REMINDER_MESSAGES, hourLabel } from "@/lib/reminders/messages";
import styles from "./account.module.css";

interface ReminderSettingsView {
  email: boolean;
  hour: number;
  timeZone: string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "Remind me when words are due": an e-mail digest, off until the learner turns it on, at the hour they pick in their time zone. */
export function ReminderForm({ initial }: { initial: ReminderSettingsView }) {
  const id = useId();
  const [email, setEmail] = useState(initial.email);
  const [hour, setHour] = useState(initial.hour);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    // The hour is the learner's local time: the browser's zone goes with it.
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const result = await postJson<ReminderSettingsView>(
      "/api/v1/account/reminders",
      { email, hour, ...(browserZone && { timeZone: browserZone }) },
      ACCOUNT_MESSAGES.somethingWentWrong,
    );
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    setTimeZone(result.data.timeZone);
    accountToast.success(REMINDER_MESSAGES.saved);
  }

  return (
    <form className={`${styles.part} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Remind me when words are due</h3>
      <p className={styles.hint}>One e-mail a day, only on days when words are waiting for review. Every e-mail has a link to stop them.</p>
      <label className={styles.check}>
        <input type="checkbox" name="email" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        E-mail me a daily reminder
      </label>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-hour`}>Send it at</label>
        <select id={`${id}-hour`} name="hour" className={formStyles.input} value={hour} onChange={(event) => setHour(Number(event.target.value))}>
          {HOURS.map((value) => (
            <option key={value} value={value}>
              {hourLabel(value)}
            </option>
          ))}
        </select>
        <p className={styles.hint}>Your time zone: {timeZone}</p>
      </div>
      <SubmitButton label="Save reminders" busyLabel="Saving..." busy={sending} />
    </form>
  );
}
