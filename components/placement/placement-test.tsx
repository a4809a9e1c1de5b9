"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ChoiceOptions } from "@/components/practice/choice-options";
import { StartDeck } from "@/components/review/start-deck";
import styles from "@/components/practice/practice-screen.module.css";
import ownStyles from "./placement-test.module.css";
import { ButtonLink, buttonClassName } from "@/components/ui/button-link";
import { apiErrorMessage } from "@/lib/client/api";
import { useAuthState } from "@/lib/client/auth-state";
import { keepPlacement } from "@/lib/pending/client-store";
import { answerPlacementQuestion, startPlacementTest } from "@/lib/client/placement-api";
import { bandLine, knownWordsLine, PLACEMENT_TEXT, progressLine } from "@/lib/placement/result-text";
import type { PlacementQuestionStep, PlacementResultView } from "@/lib/placement/types";

type State =
  | { phase: "loading" }
  | { phase: "question"; step: PlacementQuestionStep; sending: boolean }
  | { phase: "result"; result: PlacementResultView }
  | { phase: "failed"; message: string };

const FAILED = "Something went wrong. Please start the test again.";

const messageOf = (error: unknown): string => apiErrorMessage(error) ?? FAILED;

/** Whether `element` lies wholly between the sticky header's bottom and the window's. */
function wholeInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  return box.top >= headerBottom && box.bottom <= window.innerHeight;
}

/**
 * Each new question (`questionNumber`): the whole of it in view (the test
 * starts below the page's introduction, and focusing the first option alone
 * would leave the last ones and "I don't know" below the fold), then its first
 * option focused, so the keyboard and a screen reader start there.
 */
function useQuestionShown(questionNumber: number | null) {
  const questionRef = useRef<HTMLElement>(null);
  const firstOptionRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (questionNumber === null) return;
    const question = questionRef.current;
    if (question && !wholeInView(question)) question.scrollIntoView({ block: "start" });
    firstOptionRef.current?.focus({ preventScroll: true });
  }, [questionNumber]);
  return { questionRef, firstOptionRef };
}

/**
 * The vocabulary test: one word at a time, its meaning among four options or
 * "I don't know" (keys 1–4 and 0), then the estimate and the band. Nothing
 * says whether an answer was right until the end. A visitor's result is kept
 * in this browser (lib/pending) and added to the account they sign up for.
 */
export function PlacementTest() {
  const { authUserId } = useAuthState();
  const [state, setState] = useState<State>({ phase: "loading" });
  const resultRef = useRef<HTMLHeadingElement>(null);

  const start = useCallback(() => {
    setState({ phase: "loading" });
    startPlacementTest(authUserId).then(
      (step) => setState({ phase: "question", step, sending: false }),
      (error: unknown) => setState({ phase: "failed", message: messageOf(error) }),
    );
  }, [authUserId]);

  // Starts once, when the island loads (the Start button was pressed).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  const answer = useCallback(
    (choice: number | null) => {
      if (state.phase !== "question" || state.sending) return;
      setState({ ...state, sending: true });
      answerPlacementQuestion(authUserId, state.step.token, choice).then(
        (next) => {
          if ("result" in next) {
            if (next.result.resultToken) keepPlacement(next.result.resultToken);
            setState({ phase: "result", result: next.result });
          } else {
            setState({ phase: "question", step: next, sending: false });
          }
        },
        (error: unknown) => setState({ phase: "failed", message: messageOf(error) }),
      );
    },
    [authUserId, state],
  );

  const { questionRef, firstOptionRef } = useQuestionShown(state.phase === "question" ? state.step.question.number : null);
  useEffect(() => {
    if (state.phase === "result") resultRef.current?.focus();
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== "question") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      if (event.key === "0") answer(null);
      else if (/^[1-4]$/.test(event.key) && Number(event.key) <= state.step.question.options.length) answer(Number(event.key) - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [answer, state]);

  if (state.phase === "loading") {
    return (
      <p className={styles.status} role="status">
        Loading the test…
      </p>
    );
  }
  if (state.phase === "failed") {
    return (
      <div className={styles.status} role="alert">
        <p>{state.message}</p>
        <button type="button" className={buttonClassName()} onClick={start}>
          {PLACEMENT_TEXT.again}
        </button>
      </div>
    );
  }
  if (state.phase === "result") {
    const { result } = state;
    return (
      <section className={`${styles.screen} ${styles.card}`} aria-labelledby="placement-result" data-testid="placement-result">
        <h2 id="placement-result" ref={resultRef} tabIndex={-1} className={styles.summaryTitle}>
          {knownWordsLine(result)}
        </h2>
        <p className={styles.prompt}>{bandLine(result)}</p>
        {result.saved ? (
          <>
            <p>{PLACEMENT_TEXT.savedNext}</p>
            {/* The next step: the first words of the band, in review (one click to the first card). */}
            <StartDeck align="start" />
          </>
        ) : (
          <p>
            <ButtonLink href="/register">{PLACEMENT_TEXT.visitorNext}</ButtonLink> {PLACEMENT_TEXT.visitorKept}
          </p>
        )}
        <div className={styles.summaryActions}>
          <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={start}>
            {PLACEMENT_TEXT.again}
          </button>
        </div>
      </section>
    );
  }

  const { question } = state.step;
  return (
    <section
      ref={questionRef}
      className={`${styles.screen} ${styles.card} ${ownStyles.question}`}
      aria-labelledby="placement-word"
      data-testid="placement-question"
    >
      <div className={styles.cardHead}>
        <p className={styles.counter} aria-live="polite">
          {progressLine(question.number, question.total)}
        </p>
      </div>
      <div className={styles.promptBox}>
        <p className={styles.prompt}>What does this word mean?</p>
        <h2 id="placement-word" className={styles.word}>
          {question.word}
        </h2>
        <p className={styles.wordMeta}>
          {question.ipa ? <span>{question.ipa}</span> : null}
          <span>{question.partOfSpeech}</span>
        </p>
      </div>
      <ChoiceOptions
        key={question.number}
        options={question.options}
        picked={null}
        correct={null}
        enabled={!state.sending}
        onPick={answer}
        firstRef={firstOptionRef}
        labelledBy="placement-word"
      />
      <div>
        <button type="button" className={buttonClassName({ variant: "secondary" })} disabled={state.sending} aria-keyshortcuts="0" onClick={() => answer(null)}>
          <span aria-hidden="true">0 </span>
          {PLACEMENT_TEXT.dontKnow}
        </button>
      </div>
    </section>
  );
}
