import "server-only";
import { bandStart, BAND_SIZE } from "@/lib/words/bands";
import type { WordSense } from "@/lib/words/word-record";
import { buildChoiceQuestion } from "./choice-questions";
import { ALPHABETICAL_GAP } from "./distractors";
import { givesAway, isPrefixNegation, sameFamily } from "./give-away";
import { isOffensiveText } from "./offensive-text";
import { buildMatch, buildQuestion, type BuiltQuestion } from "./questions";
import { randomInt, seededRandom } from "./seeded-random";
import { definitionOwners, shownDefinition } from "./sense-choice";
import { BLANK } from "./types";
import { type PracticeWord, practiceTables, wordNetDefinition } from "./word-tables";

// `npm run words:audit` (scripts/words-audit.ts): a seeded sample of every
// question kind, as practice, placement, Easy Words and challenges build them,
// each run past automatic checks that do not trust the generators' own
// filters (they read the built question only), and kept for a human read.

export const AUDIT_KINDS = ["meaning", "word", "typed", "cloze", "synonym", "antonym", "match", "placement", "easy"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_CHECKS = [
  "give-away",
  "another sense offered",
  "offensive",
  "short cloze",
  "prefix antonym",
  "non-core sense",
  "alphabetical-neighbour options",
] as const;
export type AuditCheck = (typeof AUDIT_CHECKS)[number];

export interface AuditedQuestion {
  kind: AuditKind;
  /** The word asked (a board's words joined). */
  word: string;
  question: BuiltQuestion;
  failed: AuditCheck[];
}

export interface AuditResult {
  counts: Record<AuditCheck, number>;
  /** Questions built per kind. */
  built: Record<AuditKind, number>;
  questions: AuditedQuestion[];
}

const MIN_CLOZE_WORDS = 6;

function wordAt(text: string): PracticeWord | undefined {
  return practiceTables().byWord.get(text.toLowerCase());
}

/** The word's sense with this definition as the word set has it or as a question shows it (the first, if two share it). */
function senseOf(word: PracticeWord, definition: string): WordSense | undefined {
  return word.entry.details.find((sense) => sense.definition === definition || shownDefinition(word, sense.definition) === definition);
}

let setMarksCore: boolean | undefined;

/** A sense a question may ask: core and unlabelled (the first sense, in a word set that marks none core). */
function isCore(word: PracticeWord, sense: WordSense | undefined): boolean {
  setMarksCore ??= practiceTables().words.some(({ entry }) => entry.details.some((s) => s.core === true));
  if (!sense || (sense.labels?.length ?? 0) > 0) return false;
  return setMarksCore ? sense.core === true : word.entry.details[0] === sense;
}

/** Every text a learner sees with the question, and its key (the pronunciation aside: IPA is no English text). */
function allTexts(question: BuiltQuestion): string[] {
  const { payload, key } = question;
  const texts: string[] = [];
  const shown = Object.entries(payload).filter(([name]) => name !== "ipa");
  for (const value of [...shown.map(([, value]) => value as unknown), ...Object.values(key)]) {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") texts.push(item);
  }
  return texts;
}

/** A word option that another sense or a synonym of the key makes right as well, for the sense shown. */
function wrongWordIsRight(shownSense: WordSense, key: PracticeWord, option: PracticeWord): boolean {
  if (option.definitions.has(shownSense.definition.toLowerCase()) || option.definitions.has(wordNetDefinition(shownSense).toLowerCase())) return true;
  if (shownSense.synonyms.some((synonym) => synonym.toLowerCase() === option.entry.word)) return true;
  return Boolean(key.entry.variants?.includes(option.entry.word) || option.entry.variants?.includes(key.entry.word));
}

function optionWordsAreNeighbours(words: readonly (PracticeWord | undefined)[]): boolean {
  const known = words.filter((word): word is PracticeWord => word !== undefined);
  return known.some((a, i) => known.slice(i + 1).some((b) => Math.abs(a.alphabeticalPosition - b.alphabeticalPosition) < ALPHABETICAL_GAP));
}

/** The checks a question fails. */
export function auditQuestion(question: BuiltQuestion, word: PracticeWord | undefined): AuditCheck[] {
  const failed = new Set<AuditCheck>();
  const { payload, key } = question;
  if (allTexts(question).some(isOffensiveText)) failed.add("offensive");
  if (!word && payload.kind !== "match") return [...failed];
  switch (payload.kind) {
    case "meaning": {
      if (key.kind !== "meaning" || !word) break;
      const right = key.options[key.correct] ?? "";
      if (givesAway(right, word.entry.word, word.forms)) failed.add("give-away");
      if (!isCore(word, senseOf(word, right))) failed.add("non-core sense");
      key.options.forEach((option, at) => {
        if (at === key.correct) return;
        if (word.definitions.has(option.toLowerCase()) || definitionOwners(option).includes(word.index)) failed.add("another sense offered");
        // A wrong option is a core sense of some word of the part of speech.
        const owners = definitionOwners(option).map((index) => practiceTables().words[index]);
        if (!owners.some((owner) => owner && isCore(owner, senseOf(owner, option)))) failed.add("non-core sense");
      });
      break;
    }
    case "word":
    case "synonym":
    case "antonym": {
      if (!word || !("options" in key)) break;
      const sense = senseOf(word, payload.definition);
      if (!isCore(word, sense)) failed.add("non-core sense");
      const right = key.options[key.correct] ?? "";
      const keyWord = wordAt(right);
      if (payload.kind === "word" && givesAway(payload.definition, word.entry.word, word.forms)) failed.add("give-away");
      if (payload.kind !== "word") {
        if (givesAway(payload.definition, right, keyWord?.forms ?? [right]) || sameFamily(word.entry.word, right.toLowerCase())) failed.add("give-away");
        if (payload.kind === "antonym" && isPrefixNegation(word.entry.word, right)) failed.add("prefix antonym");
      }
      const options = key.options.map(wordAt);
      key.options.forEach((option, at) => {
        const other = options[at];
        if (at === key.correct || !other || !sense) return;
        if (payload.kind === "word" && keyWord && wrongWordIsRight(sense, keyWord, other)) failed.add("another sense offered");
        if (payload.kind === "synonym" && (other.synonyms.has(word.entry.word) || word.synonyms.has(other.entry.word))) failed.add("another sense offered");
        if (payload.kind === "antonym" && (other.antonyms.has(word.entry.word) || word.antonyms.has(other.entry.word))) failed.add("another sense offered");
      });
      if (optionWordsAreNeighbours(options)) failed.add("alphabetical-neighbour options");
      break;
    }
    case "typed":
      if (!word) break;
      if (givesAway(payload.definition, word.entry.word, word.forms)) failed.add("give-away");
      if (!isCore(word, senseOf(word, payload.definition))) failed.add("non-core sense");
      if (definitionOwners(senseOf(word, payload.definition)?.definition ?? payload.definition).length > 1) failed.add("another sense offered");
      break;
    case "cloze": {
      if (!word) break;
      const shown = payload.sentence.replaceAll(BLANK, " ");
      if (givesAway(shown, word.entry.word, word.forms) || givesAway(payload.definition, word.entry.word, word.forms)) failed.add("give-away");
      const sense = senseOf(word, payload.definition);
      if (!isCore(word, sense)) failed.add("non-core sense");
      if (payload.sentence.split(/\s+/).filter((part) => /[a-z_]/i.test(part)).length < MIN_CLOZE_WORDS) failed.add("short cloze");
      // The sentence is one of the asked sense's own examples.
      if (!sense?.examples.some((example) => blankedAs(example, word) === payload.sentence)) failed.add("another sense offered");
      break;
    }
    case "match": {
      if (key.kind !== "match") break;
      key.words.forEach((text, row) => {
        const placed = wordAt(text);
        const definition = key.definitions[key.pairs[row] ?? -1] ?? "";
        if (!placed || !isCore(placed, senseOf(placed, definition))) failed.add("non-core sense");
        if (placed && key.definitions.some((shown) => givesAway(shown, placed.entry.word, placed.forms))) failed.add("give-away");
        if (placed && key.definitions.some((shown, at) => at !== key.pairs[row] && placed.definitions.has(shown.toLowerCase())))
          failed.add("another sense offered");
      });
      break;
    }
  }
  return [...failed];
}

/** The example with every form of the word blanked, to compare with a cloze sentence. */
function blankedAs(example: string, word: PracticeWord): string {
  return example.replace(/[a-z]+/gi, (token) => (word.forms.includes(token.toLowerCase()) || token.toLowerCase() === word.entry.word ? BLANK : token));
}

/** A word index of the whole set, or of the commonest band for Easy Words. */
function drawIndex(kind: AuditKind, random: () => number): number {
  const count = practiceTables().words.length;
  return kind === "easy" ? bandStart(0) + randomInt(random, Math.min(BAND_SIZE, count)) : randomInt(random, count);
}

/** One question of the kind about the word, built as its feature builds it. */
function buildFor(kind: AuditKind, wordIndex: number, seed: string): BuiltQuestion | null {
  switch (kind) {
    case "placement": {
      const question = buildChoiceQuestion("meaning", wordIndex, `placement:${seed}`);
      return question && { ...question, wordIndexes: [wordIndex] };
    }
    case "easy":
      return buildQuestion(randomInt(seededRandom(seed), 2) === 0 ? "meaning" : "word", wordIndex, seed);
    case "match": {
      const { words } = practiceTables();
      const random = seededRandom(`${seed}:board`);
      const indexes = Array.from({ length: 12 }, () => randomInt(random, words.length));
      return buildMatch([wordIndex, ...indexes], seed);
    }
    default:
      return buildQuestion(kind, wordIndex, seed);
  }
}

/**
 * Builds up to `perKind` questions of every kind over seeded random words
 * (`all`: every word of the set once per kind instead) and runs the checks.
 */
export function auditQuestions(options: { seed?: string; perKind?: number; all?: boolean } = {}): AuditResult {
  const seed = options.seed ?? "words:audit";
  const perKind = options.perKind ?? 400;
  const counts = Object.fromEntries(AUDIT_CHECKS.map((check) => [check, 0])) as Record<AuditCheck, number>;
  const built = Object.fromEntries(AUDIT_KINDS.map((kind) => [kind, 0])) as Record<AuditKind, number>;
  const questions: AuditedQuestion[] = [];
  const { words } = practiceTables();
  for (const kind of AUDIT_KINDS) {
    const random = seededRandom(`${seed}:${kind}`);
    const indexes = options.all
      ? Array.from({ length: kind === "easy" ? Math.min(BAND_SIZE, words.length) : words.length }, (_, at) => at)
      : Array.from({ length: perKind * 10 }, () => drawIndex(kind, random)); // antonyms: about 1 word in 10 has one
    for (const [at, wordIndex] of indexes.entries()) {
      if (!options.all && built[kind] === perKind) break;
      const question = buildFor(kind, wordIndex, `${seed}:${kind}:${at}`);
      if (!question) continue;
      const word = question.payload.kind === "match" ? undefined : words[wordIndex];
      const failed = auditQuestion(question, word);
      for (const check of failed) counts[check]++;
      built[kind]++;
      const label = question.key.kind === "match" ? question.key.words.join(", ") : (word?.entry.word ?? String(wordIndex));
      questions.push({ kind, word: label, question, failed });
    }
  }
  return { counts, built, questions };
}
