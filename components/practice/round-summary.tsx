import type { Ref } from "react";
import { AppLink } from "@/components/ui/app-link";
import { LEARN_WITH_FRIENDS_PATH } from "@/lib/navigation";
import { idiomHref, idiomSlug } from "@/lib/words/idiom-record";
import { wordHref } from "@/lib/words/word-path";
import { PRACTICE_MESSAGES, formatDuration, summaryTitle } from "./practice-messages";
import styles from "./practice-screen.module.css";
import { VisitorInvitation } from "./visitor-invitation";

export type RoundSummaryProps = {
  right: number;
  wrong: number;
  total: number;
  missed: string[];
  durationMs: number;
  /** A visitor's demo: nothing was graded. */
  demo: boolean;
  /** An Idioms MCQ round: practice only, its missed idioms link to their pages. */
  idioms?: boolean;
  /** Why the round ended early, in words; null when it ran its length. */
  endedEarly: string | null;
  onRestart: () => void;
  back: { href: string; label: string };
  /** Where a visitor who logs in from the invitation comes back to. */
  returnPath: string;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** After a round: right, wrong, time, the words to look at again (their pages), Practise again and a way back. */
export function RoundSummary({
  right,
  wrong,
  total,
  missed,
  durationMs,
  demo,
  idioms = false,
  endedEarly,
  onRestart,
  back,
  returnPath,
  headingRef,
}: RoundSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="practice-summary-heading">
      <h2 id="practice-summary-heading" ref={headingRef} tabIndex={-1} className={styles.summaryTitle}>
        {summaryTitle(right, total)}
      </h2>
      {endedEarly ? <p className={styles.summaryNote}>{endedEarly}</p> : null}
      <dl className={styles.stats}>
        <div className={styles.stat} data-tone="right">
          <dt>Right</dt>
          <dd>{right}</dd>
        </div>
        <div className={styles.stat} data-tone="wrong">
          <dt>Wrong</dt>
          <dd>{wrong}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Time</dt>
          <dd>{formatDuration(durationMs)}</dd>
        </div>
      </dl>
      <h3 className={styles.summarySubtitle}>{PRACTICE_MESSAGES.wordsToReview}</h3>
      {missed.length > 0 ? (
        <>
          <ul className={styles.missed}>
            {missed.map((word) => (
              <li key={word}>
                <AppLink href={idioms ? idiomHref(idiomSlug(word)) : wordHref(word)} prefetch={false} lang="en">
                  {word}
                </AppLink>
              </li>
            ))}
          </ul>
          {demo || idioms ? null : <p className={styles.summaryNote}>{PRACTICE_MESSAGES.missedComeBack}</p>}
        </>
      ) : (
        <p className={styles.summaryNote}>{PRACTICE_MESSAGES.noneMissed}</p>
      )}
      {idioms ? <p className={styles.summaryNote}>{PRACTICE_MESSAGES.idiomsNote}</p> : null}
      {demo && !idioms ? (
        <>
          <p className={styles.summaryNote}>{PRACTICE_MESSAGES.demoNote}</p>
          <VisitorInvitation returnPath={returnPath} />
        </>
      ) : null}
      <div className={styles.summaryActions}>
        <button type="button" className={styles.primary} onClick={onRestart}>
          {PRACTICE_MESSAGES.practiseAgain}
        </button>
        <AppLink href={back.href} className={styles.secondaryLink}>
          {back.label}
        </AppLink>
        {/* A round like this one, as a challenge to share (Learn with Friends). */}
        {demo || idioms ? null : (
          <AppLink href={LEARN_WITH_FRIENDS_PATH} className={styles.secondaryLink}>
            Challenge your friends
          </AppLink>
        )}
      </div>
    </section>
  );
}
