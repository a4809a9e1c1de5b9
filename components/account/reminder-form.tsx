"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import formStyles from "@/components/auth/auth-form.module.css";
import { SubmitButton } from "@/components/auth/form-parts";
import {
  currentPushSubscription,
  PushBlockedError,
  pushSupported,
  saveReminderSettings,
  turnPushOff,
  turnPushOn,
  type ReminderSettingsView,
} from "@/lib/client/reminders-api";
import { REMINDER_MESSAGES, hourLabel } from "@/lib/reminders/messages";
import styles from "./account.module.css";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * "Remind me when words are due": an e-mail digest and, where the browser can
 * have them and the server has VAPID keys (`pushKey`), push notifications to
 * this device; off until the learner turns them on, at the hour they pick in
 * their time zone. The push option shows this browser's own subscription.
 */
export function ReminderForm({ initial, pushKey }: { initial: ReminderSettingsView; pushKey: string | null }) {
  const id = useId();
  const [email, setEmail] = useState(initial.email);
  const [hour, setHour] = useState(initial.hour);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [sending, setSending] = useState(false);
  // Push: shown once this browser is known to support it; `pushOn` is this browser's saved state.
  const [pushAvailable, setPushAvailable] = useState(false);
  const [push, setPush] = useState(false);
  const [pushOn, setPushOn] = useState(false);

  useEffect(() => {
    if (!pushKey || !pushSupported()) return;
    let live = true;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!live) return;
        setPushAvailable(true);
        setPush(subscription !== null);
        setPushOn(subscription !== null);
      });
    return () => {
      live = false;
    };
  }, [pushKey]);

  /** Subscribes or unsubscribes this browser when the box changed; false (with a toast) when that failed. */
  async function applyPush(): Promise<boolean> {
    if (!pushAvailable || !pushKey || push === pushOn) return true;
    try {
      if (push) await turnPushOn(pushKey);
      else await turnPushOff();
      setPushOn(push);
      return true;
    } catch (error) {
      setPush(pushOn);
      accountToast.error(error instanceof PushBlockedError ? REMINDER_MESSAGES.pushBlocked : REMINDER_MESSAGES.pushUnavailable);
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    // First, while the click still counts as the learner's gesture (the permission prompt needs one).
    if (!(await applyPush())) {
      setSending(false);
      return;
    }
    // The hour is the learner's local time: the browser's zone goes with it.
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const result = await saveReminderSettings({ email, hour, ...(browserZone && { timeZone: browserZone }) });
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    setTimeZone(result.data.timeZone);
    accountToast.success(REMINDER_MESSAGES.saved);
  }

  return (
    <form className={`${styles.part} ${styles.form}`} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Remind me when words are due</h3>
      <p className={styles.hint}>One reminder a day, only on days when words are waiting for review. Every e-mail has a link to stop them.</p>
      <label className={styles.check}>
        <input type="checkbox" name="email" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        E-mail me a daily reminder
      </label>
      {pushAvailable && (
        <label className={styles.check}>
          <input type="checkbox" name="push" checked={push} onChange={(event) => setPush(event.target.checked)} />
          Send a push notification to this device
        </label>
      )}
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
