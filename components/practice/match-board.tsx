"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { PRACTICE_MESSAGES, formatClock } from "./practice-messages";
import type { MatchSelection } from "./practice-reducer";
import styles from "./practice-screen.module.css";

export type MatchBoardProps = {
  words: string[];
  definitions: string[];
  pairs: (number | null)[];
  selection: MatchSelection;
  /** False while the answer is checked. */
  enabled: boolean;
  onSelect: (column: "word" | "definition", index: number) => void;
  onSubmit: () => void;
  /** Focus lands here when the board shows. */
  firstRef?: (element: HTMLButtonElement | null) => void;
};

/** The running time since the board showed, to the second. */
export function MatchClock({ startedAt, stoppedAt }: { startedAt: number; stoppedAt: number | null }) {
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (stoppedAt !== null) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [stoppedAt]);
  const elapsed = (stoppedAt ?? Math.max(now, startedAt)) - startedAt;
  return (
    <p className={styles.clock}>
      {PRACTICE_MESSAGES.matchElapsed}{" "}
      <span role="timer" aria-label={`${PRACTICE_MESSAGES.matchElapsed} ${formatClock(elapsed)}`}>
        {formatClock(elapsed)}
      </span>
    </p>
  );
}

/**
 * Match Words: a word, then its definition (or the other way round), by tap
 * or keyboard. From the keyboard, focus follows: to the other column after a
 * pick, to the next word left after a match, to Check when all are matched.
 */
export function MatchBoard({ words, definitions, pairs, selection, enabled, onSelect, onSubmit, firstRef }: MatchBoardProps) {
  const wordRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const definitionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkRef = useRef<HTMLButtonElement>(null);
  const followFocus = useRef(false);
  const complete = pairs.length > 0 && pairs.every((pair) => pair !== null);

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    const wordLeft = pairs.findIndex((pair) => pair === null);
    let target: HTMLButtonElement | null | undefined;
    if (selection?.column === "word") {
      const free = definitions.findIndex((_, index) => !pairs.includes(index));
      target = definitionRefs.current[Math.max(0, free)];
    } else if (selection?.column === "definition") target = wordRefs.current[Math.max(0, wordLeft)];
    else target = complete ? checkRef.current : wordRefs.current[wordLeft];
    target?.focus();
  }, [pairs, selection, definitions, complete]);

  const select = (column: "word" | "definition", index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no pointer detail: only then does focus move on.
    followFocus.current = event.detail === 0;
    onSelect(column, index);
  };

  return (
    <div className={styles.match}>
      <p className={styles.matchHelp}>{PRACTICE_MESSAGES.matchInstructions}</p>
      <div className={styles.matchColumns}>
        <ul className={styles.matchWords} aria-label="Words">
          {words.map((word, index) => {
            const selected = selection?.column === "word" && selection.index === index;
            const paired = pairs[index] !== null && pairs[index] !== undefined;
            return (
              <li key={index}>
                <button
                  ref={(element) => {
                    wordRefs.current[index] = element;
                    if (index === 0) firstRef?.(element);
                  }}
                  type="button"
                  className={styles.matchItem}
                  data-paired={paired || undefined}
                  aria-pressed={selected}
                  disabled={!enabled}
                  onClick={select("word", index)}
                >
                  <span className={styles.matchBadge} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span lang="en">{word}</span>
                  {paired ? <span className="visually-hidden">(matched)</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
        <ul className={styles.matchDefinitions} aria-label="Definitions">
          {definitions.map((definition, index) => {
            const selected = selection?.column === "definition" && selection.index === index;
            const word = pairs.indexOf(index);
            return (
              <li key={index}>
                <button
                  ref={(element) => {
                    definitionRefs.current[index] = element;
                  }}
                  type="button"
                  className={styles.matchItem}
                  data-paired={word >= 0 || undefined}
                  aria-pressed={selected}
                  disabled={!enabled}
                  onClick={select("definition", index)}
                >
                  <span className={styles.matchBadge} aria-hidden="true">
                    {word >= 0 ? word + 1 : ""}
                  </span>
                  <span>{definition}</span>
                  {word >= 0 ? <span className="visually-hidden">(matched to {words[word]})</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <button ref={checkRef} type="button" className={styles.primary} disabled={!enabled || !complete} onClick={onSubmit}>
        {enabled ? PRACTICE_MESSAGES.matchCheck : PRACTICE_MESSAGES.checking}
      </button>
    </div>
  );
}

export type MatchResultProps = {
  words: string[];
  definitions: string[];
  /** The learner's match for each word. */
  sent: number[];
  /** The right definition for each word. */
  right: number[];
};

/** After the check: each word with its definition, a wrong match shown beside it. */
export function MatchResult({ words, definitions, sent, right }: MatchResultProps) {
  return (
    <ul className={styles.matchResult}>
      {words.map((word, index) => {
        const correct = sent[index] === right[index];
        return (
          <li key={index} className={styles.matchResultRow} data-correct={correct}>
            <span className={styles.matchResultMark} aria-hidden="true">
              {correct ? "✓" : "✗"}
            </span>
            <span className={styles.matchResultWord} lang="en">
              {word}
            </span>
            <span className="visually-hidden">{correct ? ": right." : ": wrong."}</span>
            <span className={styles.matchResultDefinition}>{definitions[right[index] ?? -1]}</span>
            {correct ? null : (
              <span className={styles.matchResultSent}>
                {PRACTICE_MESSAGES.yourAnswer}: {definitions[sent[index] ?? -1]}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
