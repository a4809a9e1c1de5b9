import type { Ref } from "react";
import type { AnswerResult, DiffPart } from "@/lib/practice/types";
import { isSaved } from "./practice-reducer";
import { PRACTICE_MESSAGES, formNote, partnerNote, ratingNote, relationMissNote, synonymNote, typoNote, variantNote, wrongFormNote } from "./practice-messages";
import styles from "./practice-screen.module.css";

/** What was typed against the answer: letters missed underlined, letters too many struck through. */
function TypedDiff({ parts, typed }: { parts: DiffPart[]; typed: string }) {
  return (
    <p className={styles.diffLine}>
      <span className={styles.feedbackLabel}>{PRACTICE_MESSAGES.youTyped}:</span> <span className="visually-hidden">“{typed}”</span>
      <span className={styles.diff} aria-hidden="true" data-diff>
        {parts.map((part, index) =>
          part.op === "same" ? (
            <span key={index}>{part.text}</span>
          ) : part.op === "missing" ? (
            <ins key={index} className={styles.diffMissing}>
              {part.text}
            </ins>
          ) : (
            <del key={index} className={styles.diffExtra}>
              {part.text}
            </del>
          ),
        )}
      </span>
    </p>
  );
}

export type AnswerFeedbackProps = {
  result: AnswerResult;
  /** The right answer in words (the option or the word); null for a board, which shows its pairs. */
  rightAnswer: string | null;
  /** What was typed, for the typed kinds. */
  typed: string | null;
  /** A board's score ("4 of 6 matched right."). */
  score?: string;
  /** The last question of the round: Next opens the summary. */
  last: boolean;
  overridePending: boolean;
  onOverride: () => void;
  onNext: () => void;
  nextRef?: Ref<HTMLButtonElement>;
};

/** The verdict: right or not, the right answer, the typed diff or the spelling, the grade, "I was right", Next. */
export function AnswerFeedback({ result, rightAnswer, typed, score, last, overridePending, onOverride, onNext, nextRef }: AnswerFeedbackProps) {
  const { correct, verdict, diff } = result;
  const rating = result.graded.length === 1 ? result.graded[0]!.rating : null;
  // A visitor's demo grades nothing: no note may say the answer counted.
  const saved = isSaved(result);
  // A synonym or antonym miss that did not lapse the word asked: its name, to say so.
  const relationMiss = !correct && (result.kind === "synonym" || result.kind === "antonym") && rating !== null && rating > 1 ? result.graded[0]!.word : null;
  const overrideHelpId = `override-${result.questionId}`;
  return (
    <div className={styles.feedback} data-verdict={correct ? "right" : "wrong"}>
      <p className={styles.verdict}>
        <span className={styles.verdictMark} aria-hidden="true">
          {correct ? "✓" : "✗"}
        </span>
        {correct ? PRACTICE_MESSAGES.right : PRACTICE_MESSAGES.wrong}
      </p>
      {score ? <p>{score}</p> : null}
      {verdict === "typo" && rightAnswer ? <p>{typoNote(rightAnswer, saved)}</p> : null}
      {verdict === "form" && rightAnswer ? <p>{formNote(rightAnswer)}</p> : null}
      {verdict === "wrong-form" && result.needed ? <p>{wrongFormNote(result.needed)}</p> : null}
      {verdict === "variant" && rightAnswer ? <p>{variantNote(rightAnswer)}</p> : null}
      {verdict === "synonym" && rightAnswer ? <p>{synonymNote(rightAnswer)}</p> : null}
      {relationMiss ? <p>{relationMissNote(relationMiss)}</p> : null}
      {!correct && rightAnswer ? (
        <p>
          <span className={styles.feedbackLabel}>{PRACTICE_MESSAGES.rightAnswer}:</span>{" "}
          <strong className={styles.answerText} lang="en">
            {rightAnswer}
          </strong>
        </p>
      ) : null}
      {result.partner ? (
        <div className={styles.partner} data-partner>
          <p>{partnerNote(result.partner.word)}</p>
          <p>
            <span className={styles.feedbackLabel}>{PRACTICE_MESSAGES.howToTell}:</span> {result.partner.hint}
          </p>
        </div>
      ) : null}
      {diff && diff.length > 0 && typed !== null && (verdict === "typo" || verdict === "wrong") ? <TypedDiff parts={diff} typed={typed} /> : null}
      {rating !== null ? <p className={styles.rating}>{ratingNote(rating)}</p> : null}
      {result.leftOut?.length ? <p className={styles.rating}>{PRACTICE_MESSAGES.knownEasy}</p> : null}
      <div className={styles.feedbackActions}>
        <button ref={nextRef} type="button" className={styles.primary} onClick={onNext} disabled={overridePending} aria-keyshortcuts="Enter Space">
          {last ? PRACTICE_MESSAGES.seeSummary : PRACTICE_MESSAGES.next}
        </button>
        {result.canOverride ? (
          <>
            <button type="button" className={styles.secondary} onClick={onOverride} disabled={overridePending} aria-describedby={overrideHelpId}>
              {PRACTICE_MESSAGES.iWasRight}
            </button>
            <p id={overrideHelpId} className={styles.overrideHelp}>
              {PRACTICE_MESSAGES.overrideHelp}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
