"use client";

import { type FormEvent, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { ChoiceOptions } from "@/components/practice/choice-options";
import { QuestionPrompt } from "@/components/practice/question-prompt";
import { AppLink } from "@/components/ui/app-link";
import { loginUrlFor } from "@/lib/auth/routes";
import { challengeApi } from "@/lib/client/challenges-api";
import { CHALLENGE_MESSAGES } from "@/lib/challenges/messages";
import type { ChallengeAnswerResult, ChallengeQuestion, ChallengeView } from "@/lib/challenges/types";
import { NICKNAME_MAX } from "@/lib/challenges/types";
import { ApiError, apiErrorMessage } from "@/lib/client/api";
import { REGISTER_LINK } from "@/lib/navigation";
import { hasKept } from "@/lib/pending/kept-flag";
import { withPendingLock } from "@/lib/pending/lock";
import type { PracticeAnswer, QuestionView } from "@/lib/practice/types";
import styles from "./challenge.module.css";
import { formatTime, LeaderboardTable } from "./leaderboard-table";

/** How often an open challenge's leaderboard is read again. */
const POLL_MS = 4000;

type Stage =
  | { name: "start" }
  | { name: "question"; question: ChallengeQuestion; sending: boolean }
  | { name: "feedback"; question: ChallengeQuestion; result: ChallengeAnswerResult; sent: PracticeAnswer }
  | { name: "done"; score: number; total: number; timeMs: number };

const messageOf = (error: unknown): string => apiErrorMessage(error) ?? "Something went wrong. Please try again.";

/** The question as the practice components take it (they need an id; a challenge's question is named by its position). */
function asView(question: ChallengeQuestion): QuestionView {
  return { ...question, id: `q${question.index}`, direction: "recognition", expiresAt: "" } as QuestionView;
}

/** Play a challenge (join, ten questions, the result) beside its leaderboard, read again every few seconds while it is open. */
export function ChallengeScreen({ initial, signedIn, visitorCookie }: { initial: ChallengeView; signedIn: boolean; visitorCookie: boolean }) {
  const [view, setView] = useState(initial);
  const [stage, setStage] = useState<Stage>(
    initial.you?.finished ? { name: "done", score: initial.you.score, total: initial.questions, timeMs: ownTime(initial) } : { name: "start" },
  );
  const [error, setError] = useState<string | null>(null);
  const [nickname, setNickname] = useState("");
  const [typed, setTyped] = useState("");
  const [copied, setCopied] = useState(false);
  const origin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
  const link = `${origin}/challenge/${initial.id}`;
  const headingId = useId();
  const firstOption = useRef<HTMLButtonElement>(null);
  const challengeId = view.id;
  const open = !view.closed && !view.expired;

  const refresh = useCallback(async () => {
    try {
      setView(await challengeApi.leaderboard(challengeId));
    } catch {
      // The next poll tries again.
    }
  }, [challengeId]);

  // Polls while open and the tab is visible.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [open, refresh]);

  // A visitor's finished play waits in this browser (lib/pending) and becomes their account's at their first sign-in.
  useEffect(() => {
    if (signedIn || stage.name !== "done") return;
    import("@/lib/pending/client-store").then(
      ({ keepChallenge }) => void keepChallenge(challengeId),
      (failure: unknown) => console.error("Keeping a visitor's challenge result failed", failure),
    );
  }, [signedIn, stage.name, challengeId]);

  // Back signed in after playing as a visitor in this browser, the play not yet claimed at sign-in: the page
  // claims it, only when this browser kept it for its account (lib/pending): on a shared browser, another
  // account signing in must not take a visitor's play. Under the lock of what sign-in applies, and dropped
  // from what is kept once the server has answered, so the two never both claim it (the second is refused:
  // 404 or 409). The result is read again whatever happened: a claim made by sign-in meanwhile shows here too.
  const claimTried = useRef(false);
  useEffect(() => {
    if (!signedIn || !visitorCookie || initial.you || claimTried.current) return;
    claimTried.current = true;
    void withPendingLock(async () => {
      if (!hasKept()) return;
      const store = await import("@/lib/pending/client-store");
      if (!store.readPending().challenges?.includes(challengeId)) return;
      const answered = await challengeApi.claim(challengeId).then(
        () => true,
        (failure: unknown) => failure instanceof ApiError && failure.status !== 401,
      );
      if (answered) store.forgetChallenge(challengeId);
    })
      .then(() => challengeApi.leaderboard(challengeId))
      .then((fresh) => {
        setView(fresh);
        if (fresh.you?.finished) setStage({ name: "done", score: fresh.you.score, total: fresh.questions, timeMs: ownTime(fresh) });
      })
      .catch(() => undefined);
  }, [challengeId, signedIn, visitorCookie, initial.you]);

  useEffect(() => {
    if (stage.name === "question" && !stage.sending) firstOption.current?.focus();
  }, [stage]);

  /** Fetches the player's question (or their result); `notice` is shown meanwhile, else any error is cleared. */
  async function advance(notice: string | null = null) {
    setError(notice);
    try {
      const next = await challengeApi.next(challengeId);
      if ("question" in next) {
        setTyped("");
        setStage({ name: "question", question: next.question, sending: false });
      } else {
        setStage({ name: "done", ...next.finished });
        await refresh();
      }
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  // One join or move on at a time: a first-time visitor's second join, sent before the first set the
  // player cookie, would be a second play.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  async function oneAtATime(task: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function join(event: FormEvent) {
    event.preventDefault();
    await oneAtATime(async () => {
      setError(null);
      try {
        await challengeApi.join(challengeId, signedIn ? undefined : nickname);
        await advance();
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  }

  async function send(answer: PracticeAnswer) {
    if (stage.name !== "question" || stage.sending) return;
    const { question } = stage;
    setStage({ name: "question", question, sending: true });
    setError(null);
    try {
      const result = await challengeApi.answer(challengeId, question.index, answer);
      setStage({ name: "feedback", question, result, sent: answer });
      if (result.finished) void refresh();
    } catch (failure) {
      setStage({ name: "question", question, sending: false });
      // Left past its window: the server serves the question afresh, so the play goes on.
      if (failure instanceof ApiError && failure.status === 410 && messageOf(failure) === CHALLENGE_MESSAGES.late) await advance(CHALLENGE_MESSAGES.late);
      else setError(messageOf(failure));
    }
  }

  async function close() {
    setError(null);
    try {
      await challengeApi.close(challengeId);
      await refresh();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <>
      {view.closed ? <p className={styles.notice}>This challenge is closed: it takes no more answers.</p> : null}
      {!view.closed && view.expired ? <p className={styles.notice}>This challenge is over: it stopped taking answers 30 days after it was made.</p> : null}

      <section className={styles.section} aria-labelledby={`${headingId}-play`}>
        <h2 id={`${headingId}-play`}>{stage.name === "done" ? "Your result" : "Play"}</h2>
        {stage.name === "start" && open && view.full && !view.you ? <p>This challenge is full.</p> : null}
        {stage.name === "start" && open && !(view.full && !view.you) ? (
          <form className={styles.form} onSubmit={join}>
            {signedIn ? null : (
              <div className={styles.field}>
                <label htmlFor={`${headingId}-nickname`}>Your nickname</label>
                <input
                  id={`${headingId}-nickname`}
                  value={nickname}
                  onChange={(event) => setNickname(event.target.value)}
                  maxLength={NICKNAME_MAX}
                  required
                  autoComplete="nickname"
                />
              </div>
            )}
            <button type="submit" className={styles.button} disabled={busy}>
              {view.you ? "Continue" : `Play ${view.questions} questions`}
            </button>
          </form>
        ) : null}
        {stage.name === "question" || stage.name === "feedback" ? (
          <div>
            <p className={styles.meta}>
              Question {stage.question.index + 1} of {stage.question.total}
            </p>
            <QuestionPrompt question={asView(stage.question)} headingId={headingId} />
            {"options" in stage.question ? (
              <ChoiceOptions
                options={stage.question.options}
                picked={stage.name === "feedback" && "choice" in stage.sent ? stage.sent.choice : null}
                correct={stage.name === "feedback" ? (stage.result.correctChoice ?? null) : null}
                enabled={stage.name === "question" && !stage.sending}
                onPick={(choice) => void send({ choice })}
                firstRef={firstOption}
                labelledBy={headingId}
              />
            ) : (
              <form
                className={styles.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  void send({ text: typed });
                }}
              >
                <div className={styles.field}>
                  <label htmlFor={`${headingId}-typed`}>Your answer</label>
                  <input
                    id={`${headingId}-typed`}
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    readOnly={stage.name !== "question"}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </div>
                <button type="submit" className={styles.button} disabled={stage.name !== "question"}>
                  Check
                </button>
              </form>
            )}
            {stage.name === "feedback" ? (
              <div className={styles.section} aria-live="polite">
                <p>
                  {stage.result.correct ? "Right!" : "Not this time."}
                  {!stage.result.correct && stage.result.answer ? ` The answer: ${stage.result.answer}.` : ""} Score: {stage.result.score}/{stage.result.total}
                </p>
                <button type="button" className={styles.button} onClick={() => void oneAtATime(advance)} disabled={busy} autoFocus>
                  {stage.result.finished ? "See your result" : "Next question"}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
        {stage.name === "done" ? (
          <div aria-live="polite">
            <p data-testid="challenge-result">
              You scored {stage.score} out of {stage.total} in {formatTime(stage.timeMs)}.
            </p>
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
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby={`${headingId}-board`}>
        <h2 id={`${headingId}-board`}>Leaderboard</h2>
        <LeaderboardTable rows={view.players} questions={view.questions} />
      </section>

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
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy link"}
          </button>
          {view.youCreated && !view.closed ? (
            <button type="button" className={styles.secondary} onClick={() => void close()}>
              Close challenge
            </button>
          ) : null}
        </div>
      </section>
    </>
  );
}

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const serverOrigin = () => "";

function ownTime(view: ChallengeView): number {
  return view.players.find((row) => row.you)?.timeMs ?? 0;
}
