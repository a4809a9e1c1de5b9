"use client";

import { useReducer } from "react";
import { toast } from "@/components/toasts/toast";
import { AppLink } from "@/components/ui/app-link";
import { buttonClassName } from "@/components/ui/button-link";
import { apiErrorMessage } from "@/lib/client/api";
import { analyseReaderText } from "@/lib/client/reader-api";
import { setInReview } from "@/lib/client/word-marks-api";
import { FLASHCARD_MESSAGES, REVIEW_MESSAGES } from "@/lib/flashcards/messages";
import type { AnalysedText, ReaderWord } from "@/lib/reader/analyse";
import type { SavedTextSummary } from "@/lib/reader/saved-texts";
import { MAX_TEXT_CHARACTERS, READER_MESSAGES } from "@/lib/reader/schema";
import { sentenceAt } from "@/lib/reader/sentences";
import styles from "./reader.module.css";
import { SavedTexts, SaveTextButton } from "./saved-texts";
import { CoverageSummary, MarkedText, NewWords } from "./text-result";
import { useSavedTexts } from "./use-saved-texts";
import { initialYourTextState, isKept, READ_FAILED, textProblem, yourTextReducer } from "./your-text-reducer";

const count = (n: number) => n.toLocaleString("en-GB");

/** The sentence of the text the word is first met in: what its card keeps when it is added to review. */
function firstSentenceOf(text: string, analysed: AnalysedText, wordIndex: number): string | null {
  const place = analysed.words.findIndex((word) => word.index === wordIndex);
  const token = analysed.tokens.find((candidate) => candidate[2] === place);
  return place < 0 || !token ? null : sentenceAt(text, token[0]);
}

type YourTextProps = {
  signedIn: boolean;
  loginHref: string;
  /** The learner's saved texts, newest first, as the page read them; null for a visitor. */
  saved: readonly SavedTextSummary[] | null;
};

/** The page's one client part: the text box, "Read it", what the reading found and the learner's saved texts. */
export function YourText({ signedIn, loginHref, saved }: YourTextProps) {
  const [state, dispatch] = useReducer(yourTextReducer, undefined, () => initialYourTextState("", saved));
  const over = state.text.length > MAX_TEXT_CHARACTERS;
  // Past the limit the message shows as soon as the count does, not only on "Read it".
  const error = state.error ?? (over ? READER_MESSAGES.textTooLong : null);

  const analyse = (text: string) =>
    analyseReaderText(text).then(
      (analysed) => dispatch({ type: "answered", text, analysed }),
      (error: unknown) => dispatch({ type: "failed", message: apiErrorMessage(error) ?? READ_FAILED }),
    );
  const library = useSavedTexts(state, dispatch, analyse);

  const read = () => {
    if (state.reading) return;
    dispatch({ type: "submitted" });
    if (!textProblem(state.text)) analyse(state.text);
  };

  const add = (word: ReaderWord) => {
    const context = state.result && firstSentenceOf(state.result.text, state.result.analysed, word.index);
    dispatch({ type: "adding", wordIndex: word.index });
    setInReview(true, word.index, context).then(
      () => {
        dispatch({ type: "added", wordIndex: word.index });
        toast.success(REVIEW_MESSAGES.added, { id: `review-${word.index}` });
      },
      (error: unknown) => {
        console.error(`Your text: adding ${word.headword} to review failed`, error);
        dispatch({ type: "addFailed", wordIndex: word.index });
        toast.error(FLASHCARD_MESSAGES.serverError, { id: FLASHCARD_MESSAGES.serverError });
      },
    );
  };

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          read();
        }}
      >
        <label htmlFor="your-text">Your text</label>
        <textarea
          id="your-text"
          className={styles.textarea}
          value={state.text}
          onChange={(event) => dispatch({ type: "edited", text: event.target.value })}
          aria-describedby="your-text-count"
          aria-invalid={over || undefined}
        />
        <div className={styles.formFoot}>
          <span id="your-text-count" className={styles.count} aria-live="polite">
            {count(state.text.length)} / {count(MAX_TEXT_CHARACTERS)} characters
            {over ? ` (${count(state.text.length - MAX_TEXT_CHARACTERS)} too many)` : ""}
          </span>
          <button type="submit" className={buttonClassName()} disabled={state.reading} aria-busy={state.reading || undefined}>
            {state.reading ? "Reading…" : "Read it"}
          </button>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {signedIn ? null : (
        <p>
          <AppLink href={loginHref} prefetch={false}>
            Sign in
          </AppLink>{" "}
          to see which of these words you already know and which are new to you, to add new ones to your review and to save your texts.
        </p>
      )}
      {state.saved ? <SavedTexts texts={state.saved} call={state.library} error={state.libraryError} onOpen={library.open} onDelete={library.remove} /> : null}
      {state.result ? (
        <div aria-live="polite">
          {state.saved ? <SaveTextButton kept={isKept(state)} saving={state.library?.kind === "save"} onSave={library.save} /> : null}
          <CoverageSummary analysed={state.result.analysed} />
          <MarkedText text={state.result.text} analysed={state.result.analysed} />
          <NewWords analysed={state.result.analysed} signedIn={signedIn} added={state.added} onAdd={add} />
        </div>
      ) : null}
    </>
  );
}
