import "server-only";
import { containsAnyForm } from "@/lib/words/word-forms";
import { buildMatch, buildQuestion, canAsk, type BuiltQuestion } from "./questions";
import { definitionOwners, shownDefinition } from "./sense-choice";
import { MATCH_SIZE, QUESTION_KINDS, type QuestionKind } from "./types";
import { areAlike, lemmaOfWord } from "./word-relations";
import { practiceTables, type PracticeWord } from "./word-tables";

// The validator `npm run words:build` runs: every word's question of every
// kind, built with a fixed seed and checked against the rules each must keep
// (four distinct options, exactly one of them right, no answer in what the
// learner is shown). A question that breaks a rule is a problem to fix in the
// engine, not one to offer: it is not counted as usable.

const SEED = "words:build";

export interface QuestionProblem {
  kind: QuestionKind;
  word: string;
  problem: string;
}

export interface QuestionStats {
  /** Words that can be asked in each kind (for match: words that can be on a board). */
  usable: Record<QuestionKind, number>;
  problems: QuestionProblem[];
}

/** The text the learner is shown before answering, options aside (their presence is by design). */
function shownText(question: BuiltQuestion): string {
  const { payload } = question;
  switch (payload.kind) {
    case "cloze":
      return `${payload.sentence} ${payload.definition}`;
    case "typed":
    case "word":
      return payload.definition;
    case "match":
      return payload.definitions.join(" ");
    default:
      return "";
  }
}

function isAlike(word: PracticeWord, otherIndex: number): boolean {
  const other = practiceTables().words[otherIndex];
  return other !== undefined && areAlike(lemmaOfWord(word), lemmaOfWord(other));
}

/** What is wrong with a choice question's options, or null. */
function choiceProblem(question: BuiltQuestion, word: PracticeWord): string | null {
  const { key } = question;
  if (!("options" in key) || !("options" in question.payload)) return "no options";
  const { options, correct } = key;
  const size = key.kind === "contrast" ? options.length : 4;
  if (options.length !== size || size < 2 || size > 4) return `${options.length} options`;
  if (new Set(options.map((option) => option.toLowerCase())).size !== size) return "the same option twice";
  if (JSON.stringify(options) !== JSON.stringify(question.payload.options)) return "the key's options differ from the payload's";
  const right = (option: string): boolean => {
    const text = option.toLowerCase();
    switch (key.kind) {
      case "meaning":
        // Its own definition (as the set has it or as a question shows it), or one of a word alike it (a synonym's, a form's).
        return (
          word.definitions.has(text) ||
          word.entry.details.some((sense) => shownDefinition(word, sense.definition)?.toLowerCase() === text) ||
          definitionOwners(text).some((index) => isAlike(word, index))
        );
      case "word":
        return word.forms.includes(text);
      case "synonym":
        return word.synonyms.has(text) || Boolean(practiceTables().byWord.get(text)?.synonyms.has(word.entry.word));
      case "antonym":
        return word.antonyms.has(text) || Boolean(practiceTables().byWord.get(text)?.antonyms.has(word.entry.word));
      case "contrast":
        // The options are the set's words (lie/lay: one may be a form of another); the sentences are checked with the sets.
        return text === word.entry.word;
    }
  };
  const rightOnes = options.filter(right);
  if (rightOnes.length !== 1 || !right(options[correct] ?? "")) return `right options: ${JSON.stringify(rightOnes)}`;
  return null;
}

/** What is wrong with a built question, or null. */
export function questionProblem(question: BuiltQuestion, word: PracticeWord): string | null {
  if ("options" in question.key) return choiceProblem(question, word);
  if (question.key.kind === "match") return null;
  return containsAnyForm(shownText(question), word.forms) ? "the word is in the question" : null;
}

/** What is wrong with a Match Words board, or null. */
export function boardProblem(question: BuiltQuestion): string | null {
  const { key } = question;
  if (key.kind !== "match") return "not a board";
  const size = key.words.length;
  if (size < MATCH_SIZE.min || size > MATCH_SIZE.max) return `${size} words`;
  if (new Set(key.definitions.map((d) => d.toLowerCase())).size !== size) return "the same definition twice";
  if (new Set(key.pairs).size !== size) return "pairs are no permutation";
  const { byWord } = practiceTables();
  for (const text of key.words) {
    const word = byWord.get(text);
    if (!word || containsAnyForm(shownText(question), word.forms)) return `"${text}" is in the definitions`;
  }
  return null;
}

export function questionStats(): QuestionStats {
  const usable = Object.fromEntries(QUESTION_KINDS.map((kind) => [kind, 0])) as Record<QuestionKind, number>;
  const problems: QuestionProblem[] = [];
  const boardWords: number[] = [];
  for (const word of practiceTables().words) {
    for (const kind of QUESTION_KINDS) {
      if (!canAsk(kind, word.index)) continue;
      if (kind === "match") {
        usable.match++;
        boardWords.push(word.index);
        continue;
      }
      const question = buildQuestion(kind, word.index, SEED);
      const problem = question ? questionProblem(question, word) : "canAsk, but no question was built";
      if (problem) problems.push({ kind, word: word.entry.word, problem });
      else usable[kind]++;
    }
  }
  // Boards of neighbouring words (the likeliest to be alike) must still be sound.
  for (let start = 0; start + MATCH_SIZE.max <= boardWords.length; start += MATCH_SIZE.max) {
    const board = buildMatch(boardWords.slice(start, start + MATCH_SIZE.max * 2), `${SEED}:${start}`);
    const problem = board ? boardProblem(board) : "no board from twelve words";
    if (problem) problems.push({ kind: "match", word: boardWords.slice(start, start + MATCH_SIZE.max).join(","), problem });
  }
  return { usable, problems };
}

/** How many words can be asked in each kind (for match: can be on a board), counting only questions that keep every rule. */
export function usableQuestionCounts(): Record<QuestionKind, number> {
  return questionStats().usable;
}
