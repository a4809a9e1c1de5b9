// Lexi's own wording of the senses questions ask,
// prisma/data/learner-definitions/batch-*.jsonl (docs/practice.md, "Learner
// wording"): for each asked sense, the definition a learner's dictionary would
// give, a sentence only the word fits (or none) and whether the definition
// alone names the word. A line names its senses by part of speech and WordNet
// gloss, so a sense whose gloss changed is reported, never mismatched.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LearnerWording, WordRecord } from "../../lib/words/word-record";

export const LEARNER_DEFINITIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/data/learner-definitions");

const BATCH_FILE_RE = /^batch-\d+\.jsonl$/;
const PARTS_OF_SPEECH = new Set(["noun", "verb", "adjective", "adverb"]);

/** One sense's wording, keyed by the sense it was written for. */
export interface LearnerDefinition extends LearnerWording {
  partOfSpeech: string;
  /** WordNet's definition of the sense, as the word set has it. */
  gloss: string;
}

export interface LearnerDefinitions {
  byWord: ReadonlyMap<string, readonly LearnerDefinition[]>;
  /** Lines or senses that could not be read. */
  problems: string[];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : null;
}

/** One sense of a line, or why it cannot be used. */
function parseSense(raw: unknown): LearnerDefinition | string {
  if (typeof raw !== "object" || raw === null) return "a sense is not an object";
  const sense = raw as Record<string, unknown>;
  const partOfSpeech = text(sense.pos);
  const gloss = text(sense.gloss);
  const definition = text(sense.definition);
  if (!partOfSpeech || !PARTS_OF_SPEECH.has(partOfSpeech)) return "a sense has no part of speech";
  if (!gloss || !definition) return "a sense has no gloss or no definition";
  if (typeof sense.typed !== "boolean") return "a sense has no typed flag";
  const sentence = text(sense.sentence);
  return { partOfSpeech, gloss, definition, ...(sentence && { sentence }), typed: sense.typed };
}

/** One line: the word and its senses' wording, or why it cannot be used. */
export function parseLearnerDefinitionLine(line: string): { word: string; senses: LearnerDefinition[] } | string {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return "not JSON";
  }
  const word = text(raw.word);
  if (!word || !Array.isArray(raw.senses) || raw.senses.length === 0) return "no word or no senses";
  const senses: LearnerDefinition[] = [];
  for (const item of raw.senses) {
    const sense = parseSense(item);
    if (typeof sense === "string") return `${word}: ${sense}`;
    senses.push(sense);
  }
  return { word, senses };
}

export function loadLearnerDefinitions(dir = LEARNER_DEFINITIONS_DIR): LearnerDefinitions {
  const byWord = new Map<string, LearnerDefinition[]>();
  const problems: string[] = [];
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => BATCH_FILE_RE.test(name));
  } catch {
    return { byWord, problems };
  }
  for (const file of files.sort()) {
    readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .forEach((line, at) => {
        if (line.trim().length === 0) return;
        const parsed = parseLearnerDefinitionLine(line);
        if (typeof parsed === "string") problems.push(`${file}:${at + 1}: ${parsed}`);
        else byWord.set(parsed.word, [...(byWord.get(parsed.word) ?? []), ...parsed.senses]);
      });
  }
  return { byWord, problems };
}

/** The records with each written sense's wording on it (matched by part of speech and gloss); the written senses that matched none. */
export function withLearnerDefinitions(records: readonly WordRecord[], definitions: LearnerDefinitions): { records: WordRecord[]; unmatched: string[] } {
  const used = new Set<LearnerDefinition>();
  const withWording = records.map((record) => {
    const written = definitions.byWord.get(record.word);
    if (!written) return record;
    const details = record.details.map((sense) => {
      const match = written.find((entry) => entry.partOfSpeech === sense.partOfSpeech && entry.gloss === sense.definition);
      if (!match) return sense;
      used.add(match);
      const { definition, sentence, typed } = match;
      return { ...sense, learner: { definition, ...(sentence && { sentence }), typed } };
    });
    return { ...record, details };
  });
  const unmatched = [...definitions.byWord].flatMap(([word, senses]) =>
    senses.filter((sense) => !used.has(sense)).map((sense) => `${word}: no ${sense.partOfSpeech} sense "${sense.gloss}"`),
  );
  return { records: withWording, unmatched };
}
