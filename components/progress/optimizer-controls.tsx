"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toasts/toast";
import { buttonClassName } from "@/components/ui/button-link";
import { optimizeSchedule, saveReviewSettings, type OptimizeResponse } from "@/lib/client/review-api";
import styles from "./progress.module.css";

const perDay = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

type State = { kind: "idle" } | { kind: "busy" } | { kind: "done"; result: OptimizeResponse } | { kind: "failed"; error: string };

/** "Optimize my schedule": fits FSRS parameters to the learner's history on the server, then shows the predicted effect. */
export function OptimizeButton() {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "idle" });
  const busy = state.kind === "busy";

  async function optimize() {
    if (busy) return;
    setState({ kind: "busy" });
    const result = await optimizeSchedule();
    if (!result.ok) {
      setState({ kind: "failed", error: result.status === 0 ? "Could not reach the server. Please try again." : result.error });
      return;
    }
    setState({ kind: "done", result: result.data });
    router.refresh();
  }

  return (
    <div className={styles.optimizer}>
      <button type="button" className={buttonClassName()} onClick={optimize} aria-disabled={busy}>
        {busy ? "Optimizing…" : "Optimize my schedule"}
      </button>
      <p className={styles.status} role="status">
        {state.kind === "busy"
          ? "Fitting the schedule to your reviews. This can take a little while."
          : state.kind === "done"
            ? `Predicted reviews a day: ${perDay.format(state.result.before.reviewsPerDay)} before, ${perDay.format(state.result.after.reviewsPerDay)} after.`
            : null}
      </p>
      {state.kind === "failed" ? (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

/** Back to FSRS's default parameters. */
export function DefaultScheduleButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reset() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await saveReviewSettings({ resetParameters: true });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    toast.success("Default schedule restored");
    router.refresh();
  }

  return (
    <div className={styles.optimizer}>
      <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={reset} aria-disabled={busy}>
        {busy ? "Restoring…" : "Use the default schedule"}
      </button>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}
