import { BLANK, gapLetter, type QuestionView } from "@/lib/practice/types";
import { PRACTICE_MESSAGES, questionPrompt, startsWithText } from "./practice-messages";
import styles from "./practice-screen.module.css";

/** A cloze sentence with its blank drawn as a gap (read out as "blank"), the answer's first letter in it when given. */
function ClozeSentence({ sentence, startsWith }: { sentence: string; startsWith?: string }) {
  const pieces = sentence.split(BLANK);
  return (
    <p className={styles.sentence}>
      {pieces.map((piece, index) => (
        <span key={index}>
          {index > 0 ? (
            <span className={styles.blank}>
              {startsWith ? <span aria-hidden="true">{gapLetter(pieces.slice(0, index).join(BLANK), startsWith)}</span> : null}
              <span className="visually-hidden">{PRACTICE_MESSAGES.blank}</span>
              {startsWith ? <span className="visually-hidden"> {startsWithText(startsWith)}</span> : null}
            </span>
          ) : null}
          {piece}
        </span>
      ))}
    </p>
  );
}

/** What a question shows above its answer: the word, the definition or the sentence, and what it asks. */
export function QuestionPrompt({ question, headingId }: { question: QuestionView; headingId: string }) {
  const prompt = (
    <h2 id={headingId} className={styles.prompt}>
      {question.kind === "meaning" && question.example
        ? PRACTICE_MESSAGES.idiomPrompt
        : questionPrompt(question.kind, "word" in question ? question.word : undefined)}
    </h2>
  );
  switch (question.kind) {
    case "meaning":
      return (
        <div className={styles.promptBox}>
          {prompt}
          <p className={styles.word} lang="en">
            {question.word}
          </p>
          <p className={styles.wordMeta}>
            {question.ipa ? <span>{question.ipa}</span> : null}
            <span>{question.partOfSpeech}</span>
          </p>
          {question.example ? (
            <p className={styles.sentence} lang="en">
              “{question.example}”
            </p>
          ) : null}
        </div>
      );
    case "synonym":
    case "antonym":
      return (
        <div className={styles.promptBox}>
          {prompt}
          <p className={styles.word} lang="en">
            {question.word}
          </p>
          <p className={styles.definition}>
            <span className={styles.pos}>{question.partOfSpeech}</span> {question.definition}
          </p>
        </div>
      );
    case "word":
    case "typed":
      return (
        <div className={styles.promptBox}>
          {prompt}
          <p className={`${styles.definition} ${styles.definitionLarge}`}>
            <span className={styles.pos}>{question.partOfSpeech}</span> {question.definition}
          </p>
          {question.kind === "typed" ? <p className={styles.startsWith}>{startsWithText(question.startsWith)}</p> : null}
        </div>
      );
    case "cloze":
      return (
        <div className={styles.promptBox}>
          {prompt}
          <ClozeSentence sentence={question.sentence} startsWith={question.startsWith} />
          <p className={styles.definition}>
            <span className={styles.pos}>{question.partOfSpeech}</span> {question.definition}
          </p>
        </div>
      );
    case "contrast":
      return (
        <div className={styles.promptBox}>
          {prompt}
          <ClozeSentence sentence={question.sentence} />
        </div>
      );
    case "match":
      return <div className={styles.promptBox}>{prompt}</div>;
  }
}
