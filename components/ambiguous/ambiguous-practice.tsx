"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { buttonClassName } from "@/components/ui/button-link";
import { useAuthState } from "@/lib/client/auth-state";
import { fetchConfusablesProgress } from "@/lib/client/practice-api";
import { setInReview } from "@/lib/client/word-marks-api";
import { AMBIGUOUS_WORDS_PATH } from "@/lib/navigation";
import { gateNote, type SetProgress } from "@/lib/practice/contrast-gate";
import { AMBIGUOUS_MESSAGES, addMissingLabel, readyNote } from "./ambiguous-messages";
import styles from "./ambiguous.module.css";

// The page's one client part: a contrast round, loaded only when the learner
// starts it (the practice screen is the heavy part), and for a signed-in
// learner the sets they have begun, with what each lacks before contrast
// questions start (the contrast gate) and a button to add its missing words.

const PracticeScreen = dynamic(() => import("@/components/practice/practice-screen").then((module) => module.PracticeScreen), {
  loading: () => <p className={styles.status}>{AMBIGUOUS_MESSAGES.loadingRound}</p>,
});

function SetsProgress() {
  const [sets, setSets] = useState<SetProgress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);
  const load = useCallback(() => {
    fetchConfusablesProgress().then(
      (progress) => {
        setSets(progress);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  async function addMissing(progress: SetProgress) {
    setAdding(progress.id);
    try {
      for (const member of progress.members) if (!member.inDeck) await setInReview(true, member.index);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setAdding(null);
      load();
    }
  }

  if (failed && sets === null) return <p className={styles.status}>{AMBIGUOUS_MESSAGES.progressFailed}</p>;
  if (sets === null || sets.length === 0) return null;
  const waiting = sets.filter((progress) => !progress.ready);
  return (
    <div className={styles.progress}>
      <h3 className={styles.progressTitle}>{AMBIGUOUS_MESSAGES.progressTitle}</h3>
      <p>{readyNote(sets.length - waiting.length)}</p>
      {failed ? <p className={styles.status}>{AMBIGUOUS_MESSAGES.addFailed}</p> : null}
      {waiting.length > 0 ? (
        <ul className={styles.progressList}>
          {waiting.map((progress) => {
            const missing = progress.members.filter((member) => !member.inDeck).map((member) => member.word);
            return (
              <li key={progress.id} data-set={progress.id}>
                <span className={styles.setWords} lang="en">
                  {progress.members.map((member) => member.word).join(" / ")}
                </span>{" "}
                <span>{gateNote(progress)}</span>
                {missing.length > 0 ? (
                  <button
                    type="button"
                    className={buttonClassName({ variant: "secondary", size: "small" })}
                    onClick={() => void addMissing(progress)}
                    disabled={adding !== null}
                  >
                    {adding === progress.id ? AMBIGUOUS_MESSAGES.adding : addMissingLabel(missing)}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function AmbiguousPractice() {
  const [started, setStarted] = useState(false);
  const signedIn = useAuthState().authUserId !== null;
  return (
    <section className={styles.practice} aria-labelledby="ambiguous-practice-title">
      <h2 id="ambiguous-practice-title" className={styles.sectionTitle}>
        {AMBIGUOUS_MESSAGES.practiceTitle}
      </h2>
      <p>{AMBIGUOUS_MESSAGES.practiceLede}</p>
      {signedIn ? <SetsProgress /> : null}
      {started ? (
        <PracticeScreen source="confusables" back={{ href: "#sets", label: "See the sets" }} path={AMBIGUOUS_WORDS_PATH} />
      ) : (
        <p>
          <button type="button" className={buttonClassName({ size: "large" })} onClick={() => setStarted(true)}>
            {AMBIGUOUS_MESSAGES.start}
          </button>
        </p>
      )}
    </section>
  );
}
