"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import formStyles from "@/components/auth/auth-form.module.css";
import { SubmitButton } from "@/components/auth/form-parts";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { postJson } from "@/lib/client/post-json";
import styles from "./account.module.css";

type Report = { added: number; skipped: number; refusedCount: number; refused: { line: number; reason: string }[] };

/** The file size limit, as the server checks it (lib/account/import-notes.ts). */
const MAX_BYTES = 5 * 1024 * 1024;

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en")} ${count === 1 ? one : many}`;
}

/** "Import notes from CSV": the export's columns (front, back); a report of what was added and what was refused, by line. */
export function ImportForm() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const file = fileRef.current?.files?.[0];
    if (!file) {
      accountToast.error("Please choose a CSV file first.");
      return;
    }
    if (file.size > MAX_BYTES) {
      accountToast.error(ACCOUNT_MESSAGES.importTooLarge);
      return;
    }
    setSending(true);
    const result = await postJson<Report>("/api/v1/account/import", { csv: await file.text() }, ACCOUNT_MESSAGES.importFailed);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    setReport(result.data);
    accountToast.success(`Imported ${plural(result.data.added, "note", "notes")}.`);
  }

  return (
    <form className={`${styles.part} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Import notes from CSV</h3>
      <p className={styles.hint}>
        A CSV with a front (the word) and a back (its meaning) on each line, such as the one above or one from Anki or Quizlet, up to 5 MB. Cards you already
        have are not added again.
      </p>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input ref={fileRef} id={`${id}-file`} name="csv" type="file" accept=".csv,.txt,text/csv,text/plain" className={formStyles.input} />
      </div>
      <SubmitButton label="Import" busyLabel="Importing..." busy={sending} />
      <div role="status" className={styles.report}>
        {report ? (
          <>
            <p className={styles.status}>
              Added {plural(report.added, "note", "notes")}. {plural(report.skipped, "row was", "rows were")} already in your notes.{" "}
              {plural(report.refusedCount, "row was", "rows were")} refused.
            </p>
            {report.refused.length ? (
              <ul className={styles.refusals} aria-label="Refused rows">
                {report.refused.map(({ line, reason }) => (
                  <li key={`${line}-${reason}`}>
                    Line {line}: {reason}
                  </li>
                ))}
              </ul>
            ) : null}
            {report.refusedCount > report.refused.length ? (
              <p className={styles.hint}>And {plural(report.refusedCount - report.refused.length, "more row", "more rows")}.</p>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
