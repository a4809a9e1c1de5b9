import { Fragment } from "react";
import { AppLink } from "@/components/ui/app-link";
import { buttonClassName } from "@/components/ui/button-link";
import type { AnalysedText, ReaderWord } from "@/lib/reader/analyse";
import { coverageRows, percentOf, STATUS_LABELS, textSegments } from "@/lib/reader/marked-text";
import { bandLabel } from "@/lib/stories/story-labels";
import { wordHref } from "@/lib/words/word-path";
import styles from "./reader.module.css";
import type { AddState } from "./your-text-reducer";

// The answer of "Read it", drawn by the client screen (./your-text.tsx):
// coverage, the text with each counted word marked, the new words.

export function CoverageSummary({ analysed }: { analysed: AnalysedText }) {
  const { coverage } = analysed;
  const learner = analysed.words.some((word) => word.status !== null);
  return (
    <section aria-labelledby="coverage-title">
      <h2 id="coverage-title">Coverage</h2>
      <p>
        {coverage.counted} running words counted, {analysed.words.length} different words
        {coverage.outside ? `; ${coverage.outside} outside Lexi's word set (names, rare words)` : ""}.
      </p>
      {learner ? (
        <ul aria-label="Coverage by status">
          {coverageRows(coverage).map((row) => (
            <li key={row.status}>
              <strong>{row.label[0]!.toUpperCase() + row.label.slice(1)}</strong>: {row.count} ({row.percent}%)
            </li>
          ))}
        </ul>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">Running words by band</caption>
        <thead>
          <tr>
            <th scope="col">Band</th>
            <th scope="col">Words</th>
            {learner ? <th scope="col">Known</th> : null}
            {learner ? <th scope="col">In review</th> : null}
            {learner ? <th scope="col">New</th> : null}
          </tr>
        </thead>
        <tbody>
          {coverage.byBand.map((band) => (
            <tr key={band.band}>
              <th scope="row">{bandLabel(band.band)}</th>
              <td>
                {band.total} ({percentOf(band.total, coverage.counted)}%)
              </td>
              {learner ? <td>{band.known}</td> : null}
              {learner ? <td>{band.review}</td> : null}
              {learner ? <td>{band.new}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The text as it was read, each counted word a <span> of its status's style and, for a screen reader, its status said after it. */
export function MarkedText({ text, analysed }: { text: string; analysed: AnalysedText }) {
  const learner = analysed.words.some((word) => word.status !== null);
  return (
    <section aria-labelledby="marked-title">
      <h2 id="marked-title">The text, marked</h2>
      {learner ? (
        <ul className={styles.legend} aria-label="Key">
          <li className={styles.known}>known: plain</li>
          <li className={styles.review}>in review: dashed underline</li>
          <li className={styles.new}>new: thick underline, shaded</li>
        </ul>
      ) : null}
      <p className={styles.text} data-testid="marked-text">
        {textSegments(text, analysed).map((segment, i) =>
          segment.word?.status ? (
            <span key={i} className={styles[segment.word.status]} data-status={segment.word.status}>
              {segment.text}
              <span className="visually-hidden"> ({STATUS_LABELS[segment.word.status]})</span>
            </span>
          ) : (
            <Fragment key={i}>{segment.text}</Fragment>
          ),
        )}
      </p>
    </section>
  );
}

type NewWordsProps = {
  analysed: AnalysedText;
  signedIn: boolean;
  added: Readonly<Record<number, AddState>>;
  onAdd: (word: ReaderWord) => void;
};

const ADD_LABELS: Record<AddState | "idle", string> = { idle: "Add to review", adding: "Adding…", added: "Added", failed: "Try again" };

export function NewWords({ analysed, signedIn, added, onAdd }: NewWordsProps) {
  const words = analysed.newWords.map((place) => analysed.words[place]!);
  return (
    <section aria-labelledby="new-words-title">
      <h2 id="new-words-title">New words</h2>
      {words.length === 0 ? <p>No new words: you know every word of this text that Lexi counts.</p> : null}
      <ol className={styles.words} aria-label="New words, commonest first">
        {words.map((word) => {
          const state = added[word.index] ?? "idle";
          return (
            <li key={word.index} className={styles.wordRow}>
              <AppLink href={wordHref(word.headword)} prefetch={false}>
                {word.headword}
              </AppLink>
              <span className={styles.band}>{bandLabel(word.band)}</span>
              {signedIn ? (
                <button
                  type="button"
                  className={buttonClassName({ variant: "secondary", size: "small" })}
                  disabled={state === "adding" || state === "added"}
                  aria-label={`${ADD_LABELS[state]}: ${word.headword}`}
                  onClick={() => onAdd(word)}
                >
                  {ADD_LABELS[state]}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
