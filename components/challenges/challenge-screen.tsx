"use client";

import { type FormEvent, type RefObject, useId, useSyncExternalStore } from "react";
import { ChoiceOptions } from "@/components/practice/choice-options";
import { QuestionPrompt } from "@/components/practice/question-prompt";
import { AppLink } from "@/components/ui/app-link";
import { loginUrlFor } from "@/lib/auth/routes";
import type { ChallengeKey, ChallengeQuestion, ChallengeView } from "@/lib/challenges/types";
import { NICKNAME_MAX } from "@/lib/challenges/types";
import { REGISTER_LINK } from "@/lib/navigation";
import type { PracticeAnswer, QuestionView } from "@/lib/practice/types";
import styles from "./challenge.module.css";
import { type ChallengeStage, startShows } from "./challenge-reducer";
import { formatTime, LeaderboardTable } from "./leaderboard-table";
import { useChallengePlay } from "./use-challenge-play";

/** The question as the practice components take it (they need an id; a challenge's question is named by its position). */
function asView(question: ChallengeQuestion): QuestionView {
  return { ...question, id: `q${question.index}`, direction: "recognition", expiresAt: "" } as QuestionView;
}

/** Play a challenge (join, ten questions, the result) beside its leaderboard, read again every few seconds while it is open. */
export function ChallengeScreen({ initial, signedIn, visitorCookie }: { initial: ChallengeView; signedIn: boolean; visitorCookie: boolean }) {
  const { state, dispatch, firstOption, join, send, close, remove, next } = useChallengePlay({ initial, signedIn, visitorCookie });
  const { view, stage, error } = state;
  const origin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
  const link = `${origin}/challenge/${initial.id}`;
  const headingId = useId();
  const start = startShows(state);

  return (
    <>
      {view.closed ? <p className={styles.notice}>This challenge is closed: it takes no more answers.</p> : null}
      {!view.closed && view.expired ? <p className={styles.notice}>This challenge is over: it stopped taking answers 30 days after it was made.</p> : null}

      <section className={styles.section} aria-labelledby={`${headingId}-play`}>
        <h2 id={`${headingId}-play`}>{stage.name === "done" ? "Your result" : "Play"}</h2>
        {start === "full" ? <p>This challenge is full.</p> : null}
        {start === "join" ? (
          <JoinForm
            headingId={headingId}
            signedIn={signedIn}
            nickname={state.nickname}
            onNickname={(nickname) => dispatch({ type: "nicknameTyped", nickname })}
            busy={state.busy}
            label={view.you ? "Continue" : `Play ${view.questions} questions`}
            onSubmit={join}
          />
        ) : null}
        {stage.name === "question" || stage.name === "feedback" ? (
          <QuestionPlay
            stage={stage}
            headingId={headingId}
            firstOption={firstOption}
            typed={state.typed}
            onTyped={(text) => dispatch({ type: "answerTyped", text })}
            onSend={(answer) => void send(answer)}
            busy={state.busy}
            onNext={next}
          />
        ) : null}
        {stage.name === "done" ? <ChallengeResult stage={stage} seen={state.seen} signedIn={signedIn} challengeId={view.id} /> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby={`${headingId}-board`}>
        <h2 id={`${headingId}-board`}>Leaderboard</h2>
        <LeaderboardTable rows={view.players} questions={view.questions} onRemove={view.youCreated ? (playerId) => void remove(playerId) : undefined} />
      </section>

      <ShareSection
        headingId={headingId}
        link={link}
        copied={state.copied}
        onCopied={() => dispatch({ type: "linkCopied" })}
        canClose={view.youCreated && !view.closed}
        onClose={() => void close()}
      />
    </>
  );
}

function JoinForm({
  headingId,
  signedIn,
  nickname,
  onNickname,
  busy,
  label,
  onSubmit,
}: {
  headingId: string;
  signedIn: boolean;
  nickname: string;
  onNickname: (nickname: string) => void;
  busy: boolean;
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {signedIn ? null : (
        <div className={styles.field}>
          <label htmlFor={`${headingId}-nickname`}>Your nickname</label>
          <input
            id={`${headingId}-nickname`}
            value={nickname}
            onChange={(event) => onNickname(event.target.value)}
            maxLength={NICKNAME_MAX}
            required
            autoComplete="nickname"
          />
        </div>
      )}
      <button type="submit" className={styles.button} disabled={busy}>
        {label}
      </button>
    </form>
  );
}

type PlayingStage = Extract<ChallengeStage, { name: "question" | "feedback" }>;

/** A question, its answer (four options or a typed word) and, once checked, the verdict. */
function QuestionPlay({
  stage,
  headingId,
  firstOption,
  typed,
  onTyped,
  onSend,
  busy,
  onNext,
}: {
  stage: PlayingStage;
  headingId: string;
  firstOption: RefObject<HTMLButtonElement | null>;
  typed: string;
  onTyped: (text: string) => void;
  onSend: (answer: PracticeAnswer) => void;
  busy: boolean;
  onNext: () => void;
}) {
  return (
    <div>
      <p className={styles.meta}>
        Question {stage.question.index + 1} of {stage.question.total}
      </p>
      <QuestionPrompt question={asView(stage.question)} headingId={headingId} />
      {"options" in stage.question ? (
        <ChoiceOptions
          options={stage.question.options}
          picked={stage.name === "feedback" && "choice" in stage.sent ? stage.sent.choice : null}
          correct={stage.name === "feedback" ? feedbackCorrect(stage) : null}
          enabled={stage.name === "question" && !stage.sending}
          onPick={(choice) => onSend({ choice })}
          firstRef={firstOption}
          labelledBy={headingId}
        />
      ) : (
        <TypedAnswerForm headingId={headingId} typed={typed} onTyped={onTyped} answering={stage.name === "question"} onSend={onSend} />
      )}
      {stage.name === "feedback" ? (
        <div className={styles.section} aria-live="polite">
          <p>
            {stage.result.tooFast ? "Too quick to count: take a moment to read each question." : stage.result.correct ? "Right!" : "Not this time."} Score:{" "}
            {stage.result.score}/{stage.result.total}
          </p>
          <button type="button" className={styles.button} onClick={onNext} disabled={busy} autoFocus>
            {stage.result.finished ? "See your result" : "Next question"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * What the options show once answered. The key is not told before the play is over, so a right answer marks the
 * pick right, and a miss marks it wrong with no option shown right (-1 is no option's position).
 */
function feedbackCorrect(stage: Extract<ChallengeStage, { name: "feedback" }>): number | null {
  if (!("choice" in stage.sent)) return null;
  return stage.result.correct ? stage.sent.choice : -1;
}

function TypedAnswerForm({
  headingId,
  typed,
  onTyped,
  answering,
  onSend,
}: {
  headingId: string;
  typed: string;
  onTyped: (text: string) => void;
  /** The question takes an answer (no verdict yet). */
  answering: boolean;
  onSend: (answer: PracticeAnswer) => void;
}) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ text: typed });
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${headingId}-typed`}>Your answer</label>
        <input
          id={`${headingId}-typed`}
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          readOnly={!answering}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <button type="submit" className={styles.button} disabled={!answering}>
        Check
      </button>
    </form>
  );
}

/** A key as the summary says it: the right option's text, or the word; from the question this page showed. */
function keyText(key: ChallengeKey, question: ChallengeQuestion | undefined): string | null {
  if (key.answer !== undefined) return key.answer;
  if (key.correctChoice !== undefined && question && "options" in question) return question.options[key.correctChoice] ?? null;
  return null;
}

/** The prompt a question showed, short: its word, else its definition or sentence. */
function promptText(question: ChallengeQuestion): string {
  const fields = question as unknown as Record<string, unknown>;
  for (const name of ["word", "definition", "sentence"]) if (typeof fields[name] === "string") return fields[name];
  return `Question ${question.index + 1}`;
}

function ChallengeResult({
  stage,
  seen,
  signedIn,
  challengeId,
}: {
  stage: Extract<ChallengeStage, { name: "done" }>;
  seen: ChallengeQuestion[];
  signedIn: boolean;
  challengeId: string;
}) {
  const keys = (stage.keys ?? []).flatMap((key) => {
    const question = seen[key.index];
    const text = keyText(key, question);
    return question && text !== null ? [{ index: key.index, prompt: promptText(question), text }] : [];
  });
  return (
    <div aria-live="polite">
      <p data-testid="challenge-result">
        You scored {stage.score} out of {stage.total} in {formatTime(stage.timeMs)}.
      </p>
      {keys.length ? (
        <div data-testid="challenge-keys">
          <h3>The answers</h3>
          <ol>
            {keys.map((key) => (
              <li key={key.index} value={key.index + 1}>
                {key.prompt}: <strong>{key.text}</strong>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {signedIn ? (
        <p>Words you missed are in your review deck.</p>
      ) : (
        <div className={styles.notice}>
          <p>Sign up to keep this result and review the words you missed.</p>
          <p className={styles.share}>
            <AppLink href={REGISTER_LINK.href}>Sign up</AppLink>
            <AppLink href={loginUrlFor(`/challenge/${challengeId}`)}>Log in</AppLink>
          </p>
        </div>
      )}
    </div>
  );
}

function ShareSection({
  headingId,
  link,
  copied,
  onCopied,
  canClose,
  onClose,
}: {
  headingId: string;
  link: string;
  copied: boolean;
  onCopied: () => void;
  /** The creator may close the challenge while it is not closed. */
  canClose: boolean;
  onClose: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${headingId}-share`}>
      <h2 id={`${headingId}-share`}>Share</h2>
      <div className={styles.share}>
        <label htmlFor={`${headingId}-link`} className="visually-hidden">
          Link to this challenge
        </label>
        <input id={`${headingId}-link`} className={styles.secondary} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(onCopied);
          }}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
        {canClose ? (
          <button type="button" className={styles.secondary} onClick={onClose}>
            Close challenge
          </button>
        ) : null}
      </div>
    </section>
  );
}

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const serverOrigin = () => "";
