"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { accountToast } from "@/components/auth/account-toast";
import formStyles from "@/components/auth/auth-form.module.css";
import { SubmitButton } from "@/components/auth/form-parts";
import { OPEN_REFUSALS, importToast, plural, refusalPlace, reviewSummary, type ImportReport } from "@/lib/account/import-summary";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { importNotes } from "@/lib/client/account-api";
import styles from "./account.module.css";

/** The file size limit, as the server checks it (lib/account/import-notes.ts). */
const MAX_BYTES = 5 * 1024 * 1024;

/** "Import notes": Anki, Quizlet, CSV or Lexi's JSON export; a report of what was added, what went to review and what was refused, by line. */
export function ImportForm() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [addToReview, setAddToReview] = useState(false);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<{ result: ImportReport; at: number } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const file = fileRef.current?.files?.[0];
    if (!file) {
      accountToast.error("Please choose a file first.");
      return;
    }
    if (file.size > MAX_BYTES) {
      accountToast.error(ACCOUNT_MESSAGES.importTooLarge);
      return;
    }
    setSending(true);
    const result = await importNotes(await file.text(), addToReview);
    setSending(false);
    if (!result.ok) {
      accountToast.error(result.error);
      return;
    }
    // A new key each time: the refused rows' <details> opens or folds afresh for each report.
    setReport({ result: result.data, at: Date.now() });
    const { tone, message } = importToast(result.data);
    accountToast[tone](message);
  }

  return (
    <form className={`${styles.part} ${styles.form}`} method="post" onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <h3 className={styles.partTitle}>Import notes</h3>
      <p className={styles.hint}>
        A word and its meaning on each line: Anki&rsquo;s or Quizlet&rsquo;s text export, a CSV (comma or semicolon), or Lexi&rsquo;s own export, up to 5 MB.
        Cards you already have are not added again.
      </p>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-file`}>File to import</label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="csv"
          type="file"
          accept=".csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,text/plain,application/json"
          className={formStyles.input}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={addToReview} onChange={(event) => setAddToReview(event.target.checked)} />
        Add the words that are in Lexi&rsquo;s word set to my review deck
      </label>
      <SubmitButton label="Import" busyLabel="Importing..." busy={sending} />
      <div role="status" className={styles.report}>
        {report ? <Report key={report.at} report={report.result} /> : null}
      </div>
    </form>
  );
}

function Report({ report }: { report: ImportReport }) {
  return (
    <>
      <p className={styles.status}>
        Added {plural(report.added, "note", "notes")}. {plural(report.skipped, "row was", "rows were")} already in your notes.{" "}
        {plural(report.refusedCount, "row was", "rows were")} refused.
      </p>
      {report.review ? <p className={styles.status}>{reviewSummary(report.review)}</p> : null}
      {report.refused.length ? (
        <details className={styles.refusalDetails} open={report.refusedCount <= OPEN_REFUSALS}>
          <summary>{plural(report.refusedCount, "refused row", "refused rows")}</summary>
          <ul className={styles.refusals} aria-label="Refused rows">
            {report.refused.map(({ line, reason }) => (
              <li key={`${line}-${reason}`}>
                {refusalPlace(report.format, line)}: {reason}
              </li>
            ))}
          </ul>
          {report.refusedCount > report.refused.length ? (
            <p className={styles.hint}>And {plural(report.refusedCount - report.refused.length, "more row", "more rows")}.</p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}
