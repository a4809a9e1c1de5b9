// The checks on prisma/data/confusables.json, run by `npm run words:build`
// and the unit tests: every set names words of the word set, tells them apart
// in one short line, and has for each member a contrast sentence whose blank
// only that member answers. Whether a sentence reads right with the other
// members is the reviewer's call (docs/ambiguous-words.md); what can be
// checked by spelling is here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { tokenGivesAway } from "../../lib/practice/give-away";
import { BLANK } from "../../lib/practice/types";
import type { ConfusableSetRecord, ConfusablesFile } from "../../lib/words/confusable-record";
import { acceptedForms, type FormPos, wordTokens } from "../../lib/words/word-forms";
import type { WordRecord } from "../../lib/words/word-record";
import { confusableCandidates, unreviewedCandidates } from "./confusable-candidates";
import { rejectedPairs } from "./rejected-confusables";

export const CONFUSABLES_FILE = path.resolve(import.meta.dirname, "../../prisma/data/confusables.json");

export const MAX_HINT_LENGTH = 140;
/** A contrast sentence this short rarely decides between the members. */
export const MIN_SENTENCE_WORDS = 6;

export function readConfusables(file = CONFUSABLES_FILE): ConfusablesFile {
  return JSON.parse(readFileSync(file, "utf8")) as ConfusablesFile;
}

/** What the checks need to know about a word of the word set. */
export interface ConfusableWordFacts {
  /** The forms a learner may write of it (lib/words/word-forms.ts acceptedForms), lower case. */
  forms: readonly string[];
  /** Its WordNet examples, as the word set lists them. */
  examples: readonly string[];
}

/** The problems with the sets, one line each; empty when they pass. `wordFacts` answers undefined for a word outside the set. */
export function confusableProblems(sets: readonly ConfusableSetRecord[], wordFacts: (word: string) => ConfusableWordFacts | undefined): string[] {
  const problems: string[] = [];
  const setsOf = new Map<string, number>();
  // The same sentence in two sets would be asked with two sets of options.
  const sentenceSet = new Map<string, number>();
  const rejected = rejectedPairs();
  sets.forEach((set, number) => {
    const name = `set ${number + 1} (${set.words.join("/")})`;
    const problem = (text: string): void => {
      problems.push(`${name}: ${text}`);
    };
    if (set.words.length < 2) problem("fewer than 2 members");
    if (new Set(set.words).size !== set.words.length) problem("a member is listed twice");
    const hint = set.hint.trim();
    if (hint.length === 0) problem("no hint");
    if (hint.length > MAX_HINT_LENGTH) problem(`hint longer than ${MAX_HINT_LENGTH} characters`);
    for (const word of set.words) {
      if (!wordFacts(word)) problem(`"${word}" is not in the word set`);
      if (!(set.shared ?? []).includes(word)) setsOf.set(word, (setsOf.get(word) ?? 0) + 1);
    }
    for (const shared of set.shared ?? []) if (!set.words.includes(shared)) problem(`shared "${shared}" is not a member`);
    for (const { words, why } of rejected) if (words.every((word) => set.words.includes(word))) problem(`pairs ${words.join("/")}: ${why}`);
    const texts = new Set<string>();
    for (const sentence of set.sentences) {
      const where = `sentence for "${sentence.word}" (${sentence.text})`;
      if (!set.words.includes(sentence.word)) problem(`${where}: not a member`);
      const blanks = sentence.text.split(BLANK).length - 1;
      if (blanks === 0) problem(`${where}: no blank`);
      if (blanks > 1) problem(`${where}: more than one blank`);
      if (sentenceWords(sentence.text) < MIN_SENTENCE_WORDS) problem(`${where}: fewer than ${MIN_SENTENCE_WORDS} words`);
      // The same blanked sentence for two members would have two right answers.
      const key = sentence.text.toLowerCase();
      if (texts.has(key)) problem(`${where}: listed twice`);
      texts.add(key);
      const other = sentenceSet.get(key);
      if (other !== undefined && other !== number) problem(`${where}: also in set ${other + 1}`);
      sentenceSet.set(key, number);
      for (const member of set.words) {
        const forms = wordFacts(member)?.forms ?? [member];
        if (wordTokens(sentence.text).some((token) => tokenGivesAway(token, member, forms))) problem(`${where}: shows "${member}" outside the blank`);
      }
      if (sentence.source === "wordnet" && !isWordNetExample(sentence.text, sentence.word, wordFacts(sentence.word))) {
        problem(`${where}: marked wordnet but not one of the word's examples with the word itself blanked`);
      }
    }
    for (const word of set.words) if (!set.sentences.some((sentence) => sentence.word === word)) problem(`no sentence for "${word}"`);
  });
  for (const [word, count] of setsOf) if (count > 1) problems.push(`"${word}" is in ${count} sets (list it in "shared" if meant)`);
  return problems;
}

/** Words of a sentence, the blank counted as one. */
export function sentenceWords(text: string): number {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
}

/**
 * Whether the blanked text is one of the word's examples with the word itself
 * blanked: not an inflection, so the set's words, as written, are the options.
 */
function isWordNetExample(text: string, word: string, facts: ConfusableWordFacts | undefined): boolean {
  if (!facts) return false;
  const pattern = new RegExp(`^${text.split(BLANK).map(escapeRegExp).join("([A-Za-z]+)")}$`);
  return facts.examples.some((example) => {
    const match = pattern.exec(example);
    return match !== null && match.slice(1).every((blanked) => blanked.toLowerCase() === word);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The facts the checks need, from the word set as built. */
export function wordFactsOf(words: readonly WordRecord[]): (word: string) => ConfusableWordFacts | undefined {
  const byWord = new Map(words.map((record) => [record.word, record]));
  return (word) => {
    const record = byWord.get(word);
    if (!record) return undefined;
    const partsOfSpeech = [...new Set(record.details.map((sense) => sense.partOfSpeech))] as FormPos[];
    return { forms: acceptedForms(word, partsOfSpeech), examples: record.details.flatMap((sense) => sense.examples) };
  };
}

/** The word groups a reviewer has decided on: the sets, and the pairs rejected (not to be proposed again). */
export function reviewedGroups(sets: readonly ConfusableSetRecord[]): { words: readonly string[] }[] {
  return [...sets, ...rejectedPairs()];
}

export interface ConfusablesReport {
  sets: number;
  candidates: number;
  unreviewed: number;
  problems: string[];
}

/** The build's step: the reviewed sets checked against the new word set, and how many candidate pairs it proposes. */
export function confusablesReport(words: readonly WordRecord[], pronunciations: Readonly<Record<string, string>>, file = CONFUSABLES_FILE): ConfusablesReport {
  const { sets } = readConfusables(file);
  const candidates = confusableCandidates(
    words.map((record) => record.word),
    pronunciations,
  );
  return {
    sets: sets.length,
    candidates: candidates.length,
    unreviewed: unreviewedCandidates(candidates, reviewedGroups(sets)).length,
    problems: confusableProblems(sets, wordFactsOf(words)),
  };
}
