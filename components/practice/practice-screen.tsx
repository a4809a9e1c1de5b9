"use client";

import { useEffect, useRef, type RefObject } from "react";
import { ShortcutsHelp, toggleShortcutsHelp } from "@/components/flashcards/shortcuts-help";
import { useCardKeyboard } from "@/components/flashcards/use-card-keyboard";
import { AppLink } from "@/components/ui/app-link";
import { QUESTION_KIND_LABELS, type AnswerResult } from "@/lib/practice/types";
import { AnswerFeedback } from "./answer-feedback";
import { AudienceNote } from "./audience-note";
import { ChoiceOptions } from "./choice-options";
import { MatchBoard, MatchClock, MatchResult } from "./match-board";
import { PRACTICE_MESSAGES, doneMessage, matchScore, questionNumber } from "./practice-messages";
import {
  isChoiceQuestion,
  isDemoRound,
  isTypedQuestion,
  rightAnswerText,
  roundSummary,
  roundWords,
  type PracticeNotice,
  type RoundWord,
} from "./practice-reducer";
import styles from "./practice-screen.module.css";
import { QuestionPrompt } from "./question-prompt";
import { RoundSummary } from "./round-summary";
import { TypedAnswer } from "./typed-answer";
import { usePracticeSession, type PracticeSessionProps } from "./use-practice-session";
import { useSpelledQuestion } from "./use-spelled-question";
import { PRACTICE_SHORTCUTS } from "./practice-shortcuts";

export type PracticeScreenProps = PracticeSessionProps & {
  /** Where the summary and the empty screen lead back to. */
  back: { href: string; label: string };
  /** The page's own path: a visitor who logs in from the invitation comes back here. */
  path: string;
};

const SHORTCUTS_ID = "practice-shortcuts";

const NOTICES: Record<PracticeNotice, string> = {
  answerFailed: PRACTICE_MESSAGES.answerFailed,
  expired: PRACTICE_MESSAGES.expired,
  hintFailed: PRACTICE_MESSAGES.hintFailed,
  overrideFailed: PRACTICE_MESSAGES.overrideFailed,
};

function boardScore(words: RoundWord[]): string {
  return matchScore(words.filter((word) => word.correct).length, words.length);
}

type Session = ReturnType<typeof usePracticeSession>;

/** The question on screen: its prompt, the answer's controls, then the verdict. */
function QuestionCard({
  session,
  question,
  answered,
  headingId,
  firstRef: setFirstControl,
  nextRef,
}: {
  session: Session;
  question: NonNullable<ReturnType<typeof useSpelledQuestion>>;
  answered: AnswerResult | null;
  headingId: string;
  firstRef: (element: HTMLElement | null) => void;
  nextRef: RefObject<HTMLButtonElement | null>;
}) {
  const { state } = session;
  const { phase } = state;
  return (
    <article className={styles.card} data-question-id={question.id} data-kind={question.kind} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <p className={styles.counter}>{questionNumber(state.records.length - (answered ? 1 : 0), state.roundSize)}</p>
        <p className={styles.kindLabel}>{QUESTION_KIND_LABELS[question.kind]}</p>
        {question.kind === "match" ? <MatchClock key={question.id} startedAt={state.shownAt} stoppedAt={answered ? state.endedAt : null} /> : null}
      </div>

      <QuestionPrompt question={question} headingId={headingId} />

      {isChoiceQuestion(question) ? (
        <ChoiceOptions
          options={question.options}
          picked={state.answer && "choice" in state.answer ? state.answer.choice : null}
          correct={answered?.correctChoice ?? null}
          enabled={phase === "question"}
          onPick={session.pick}
          firstRef={setFirstControl}
          labelledBy={headingId}
        />
      ) : null}

      {isTypedQuestion(question) ? (
        <TypedAnswer
          key={question.id}
          questionId={question.id}
          stage={phase === "feedback" ? "feedback" : phase === "checking" ? "checking" : "question"}
          sent={state.answer && "text" in state.answer ? state.answer.text : null}
          hint={state.hint}
          hintPending={state.hintPending}
          onSubmit={session.submitText}
          onHint={session.hint}
          inputRef={setFirstControl}
          labelledBy={headingId}
        />
      ) : null}

      {question.kind === "match" ? (
        answered?.pairs && state.answer && "pairs" in state.answer ? (
          <MatchResult words={question.words} definitions={question.definitions} sent={state.answer.pairs} right={answered.pairs} />
        ) : (
          <MatchBoard
            words={question.words}
            definitions={question.definitions}
            pairs={state.pairs}
            selection={state.selection}
            enabled={phase === "question"}
            onSelect={session.selectMatch}
            onSubmit={session.submitMatch}
            firstRef={setFirstControl}
          />
        )
      ) : null}

      {state.notice ? <p className={styles.notice}>{state.failure ?? NOTICES[state.notice]}</p> : null}

      {answered ? (
        <AnswerFeedback
          result={answered}
          rightAnswer={rightAnswerText(question, answered)}
          typed={state.answer && "text" in state.answer ? state.answer.text : null}
          score={question.kind === "match" ? boardScore(roundWords(question, state.answer, answered)) : undefined}
          last={state.records.length >= state.roundSize}
          overridePending={state.overridePending}
          onOverride={session.override}
          onNext={() => session.next()}
          nextRef={nextRef}
        />
      ) : null}
    </article>
  );
}

/** A practice round: a question at a time, checked on the server, its verdict, then the round's summary. */
export function PracticeScreen({ source, kind, story, roundSize, back, path }: PracticeScreenProps) {
  const session = usePracticeSession({ source, kind, story, roundSize });
  const { state } = session;
  const { phase, result } = state;
  // What the screen shows: the question's words in the learner's spelling (the session keeps the question as sent).
  const question = useSpelledQuestion(state.question);

  // The shortcuts list is a popover: keys wait while it is open.
  const unlessListOpen = (run: () => void) => () => {
    if (!document.getElementById(SHORTCUTS_ID)?.matches(":popover-open")) run();
  };
  useCardKeyboard({
    // Space or Enter away from a control: go on after the verdict, or check a full board.
    onFlip: unlessListOpen(() => {
      if (!session.next()) session.submitMatch();
    }),
    keys: {
      ...Object.fromEntries([0, 1, 2, 3].map((choice) => [String(choice + 1), unlessListOpen(() => session.pick(choice))])),
      "?": () => toggleShortcutsHelp(SHORTCUTS_ID),
    },
  });

  // Focus: the answer's first control on each question, Next on the verdict, the heading on the summary.
  const firstControl = useRef<HTMLElement | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A learner busy elsewhere on the page (a menu, the search) while a question loads keeps their focus.
    const active = document.activeElement;
    if (active && active !== document.body && !screenRef.current?.contains(active)) return;
    if (phase === "question") firstControl.current?.focus();
    else if (phase === "feedback") nextRef.current?.focus();
    else if (phase === "summary") summaryHeadingRef.current?.focus();
    else if (phase === "error") retryRef.current?.focus();
  }, [phase, question?.id]);
  const setFirstControl = (element: HTMLElement | null) => {
    if (element) firstControl.current = element;
  };

  const inRound = (phase === "question" || phase === "checking" || phase === "feedback") && question !== null;
  const headingId = question ? `question-${question.id}` : "question";
  const answered = phase === "feedback" && result !== null ? result : null;
  const summary = phase === "summary" ? roundSummary(state) : null;

  return (
    <div ref={screenRef} className={styles.screen} data-phase={phase}>
      {source === "idioms" ? <p className={styles.audienceNote}>{PRACTICE_MESSAGES.idiomsNote}</p> : null}

      <div className={styles.stage}>
        {phase === "loading" ? <p className={styles.status}>{PRACTICE_MESSAGES.loading}</p> : null}

        {phase === "error" ? (
          <div className={styles.status}>
            <p>{state.failure ?? PRACTICE_MESSAGES.loadFailed}</p>
            {/* A refused request gets the same answer again: the way back, not Try again. */}
            {state.failureFinal ? (
              <AppLink href={back.href} className={styles.secondaryLink}>
                {back.label}
              </AppLink>
            ) : (
              <button ref={retryRef} type="button" className={styles.secondary} onClick={session.retry}>
                {PRACTICE_MESSAGES.tryAgain}
              </button>
            )}
          </div>
        ) : null}

        {phase === "empty" && state.endReason ? (
          <div className={styles.empty}>
            <p>{doneMessage(state.endReason, source, kind)}</p>
            <p className={styles.emptyLinks}>
              <AppLink href="/flashcards" className={styles.primaryLink}>
                Open the flashcards
              </AppLink>
              <AppLink href={back.href} className={styles.secondaryLink}>
                {back.label}
              </AppLink>
            </p>
          </div>
        ) : null}

        {summary ? (
          <RoundSummary
            {...summary}
            demo={isDemoRound(state)}
            idioms={source === "idioms"}
            endedEarly={state.endReason ? PRACTICE_MESSAGES.roundOver : null}
            onRestart={session.restart}
            back={back}
            returnPath={path}
            headingRef={summaryHeadingRef}
          />
        ) : null}

        {inRound ? (
          <QuestionCard session={session} question={question} answered={answered} headingId={headingId} firstRef={setFirstControl} nextRef={nextRef} />
        ) : null}
      </div>

      {/*
        Under the question, not above it: the note's box is as tall as the
        visitor's invitation before the browser knows who is there (so nothing
        moves when it does), and above the card a learner's one line left that
        height empty over the question.
      */}
      {source === "context" || source === "confusables" ? <AudienceNote returnPath={path} /> : null}

      <div className={styles.toolbar}>
        <ShortcutsHelp shortcuts={PRACTICE_SHORTCUTS} id={SHORTCUTS_ID} />
      </div>

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.announcement}
      </p>
    </div>
  );
}
