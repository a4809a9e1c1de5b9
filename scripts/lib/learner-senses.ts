// The reviewed learner-sense overrides, prisma/data/learner-senses/batch-*.jsonl
// (docs/product.md, "First senses, core senses and labels"): for each reviewed
// word, the sense a learner's dictionary gives first, a second when it is
// common, senses to leave out and example sentences to drop.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { WordNet, WordNetPos } from "./wordnet";

export const LEARNER_SENSES_DIR = path.resolve(import.meta.dirname, "../../prisma/data/learner-senses");

const BATCH_FILE_RE = /^batch-\d+\.jsonl$/;
const SENSE_ID_RE = /^([nvar]):([1-9]\d*)$/;

/** A WordNet sense: part of speech and synset offset ("v:1030757"). */
export interface SenseId {
  pos: WordNetPos;
  offset: number;
}

export interface LearnerSense {
  word: string;
  first: SenseId;
  /** The start of the first sense's definition, as the reviewer saw it. */
  firstGloss: string;
  second: SenseId | null;
  /** Senses unfit for a learner (sexual, vulgar, slurs): left out of the word set. */
  avoid: SenseId[];
  /** Example sentences to drop, by the start of their text. */
  badExamples: string[];
  /** No sense of the word may be asked. */
  skip: boolean;
}

export interface LearnerSenses {
  byWord: ReadonlyMap<string, LearnerSense>;
  /** Lines that could not be read, and ids that are not senses of their word. */
  problems: string[];
}

export function parseSenseId(value: unknown): SenseId | null {
  const match = typeof value === "string" ? SENSE_ID_RE.exec(value) : null;
  return match ? { pos: match[1] as WordNetPos, offset: Number(match[2]) } : null;
}

export function senseIdKey(id: SenseId): string {
  return `${id.pos}:${id.offset}`;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.length > 0) : [];
}

/** One override line, or why it cannot be used. */
export function parseLearnerSenseLine(line: string): LearnerSense | string {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return "not JSON";
  }
  if (typeof raw !== "object" || raw === null || typeof raw.word !== "string") return "no word";
  const first = parseSenseId(raw.first);
  if (!first) return `${raw.word}: first is not a sense id`;
  const second = raw.second === null || raw.second === undefined ? null : parseSenseId(raw.second);
  if (second === null && raw.second !== null && raw.second !== undefined) return `${raw.word}: second is not a sense id`;
  const avoid = stringList(raw.avoid).map(parseSenseId);
  if (avoid.some((id) => id === null)) return `${raw.word}: avoid holds something that is not a sense id`;
  return {
    word: raw.word.toLowerCase(),
    first,
    firstGloss: typeof raw.firstGloss === "string" ? raw.firstGloss : "",
    second,
    avoid: avoid as SenseId[],
    badExamples: stringList(raw.badExamples),
    skip: raw.skip === true,
  };
}

/** Every batch file's lines; a missing folder is no overrides. A later line for a word replaces an earlier one. */
export function loadLearnerSenses(dir: string = LEARNER_SENSES_DIR): LearnerSenses {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => BATCH_FILE_RE.test(name));
  } catch {
    files = [];
  }
  files.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
  const byWord = new Map<string, LearnerSense>();
  const problems: string[] = [];
  for (const file of files) {
    readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .forEach((line, number) => {
        if (line.trim() === "") return;
        const parsed = parseLearnerSenseLine(line);
        if (typeof parsed === "string") problems.push(`${file}:${number + 1}: ${parsed}`);
        else byWord.set(parsed.word, parsed);
      });
  }
  return { byWord, problems };
}

/** Whether the id names a synset that lists the word (in lower case). */
export function isSenseOf(wordNet: WordNet, word: string, id: SenseId): boolean {
  const synset = wordNet.synsets[id.pos].get(id.offset);
  return synset?.words.some((w) => w.lemma === word.replace(/ /g, "_")) ?? false;
}

/** Ids in the overrides that are not senses of their word: reported by the build, then ignored. */
export function foreignSenseIds(wordNet: WordNet, senses: LearnerSenses): string[] {
  const problems: string[] = [];
  for (const entry of senses.byWord.values()) {
    const ids = [entry.first, ...(entry.second ? [entry.second] : []), ...entry.avoid];
    for (const id of ids) {
      if (isSenseOf(wordNet, entry.word, id)) continue;
      // "God", "March": a proper noun, which the word set leaves out.
      const capitalised = wordNet.synsets[id.pos].get(id.offset)?.words.some((w) => w.lemma.toLowerCase() === entry.word.replace(/ /g, "_"));
      problems.push(`${entry.word}: ${senseIdKey(id)} ${capitalised ? "is a capitalised (proper) sense, not in the set" : "is not a sense of the word"}`);
    }
  }
  return problems;
}

/** What ordering and core need to know of a sense. */
export interface OrderableSense {
  /** "<pos>:<offset>", as in the overrides. */
  id: string;
  tagCount: number;
  /** Register labels (slang, offensive, sexual...): such a sense is never first when another can be. */
  register: readonly string[];
}

/**
 * The learner's order: with an override its first sense, then its second,
 * then the rest in the given (tag-count) order, without the senses to avoid;
 * without one, the given order with the first sense free of register labels
 * moved to the front. `pinned` senses lead and must be kept.
 */
export function learnerOrder<T extends OrderableSense>(ordered: readonly T[], override: LearnerSense | undefined): { senses: T[]; pinned: number } {
  const avoid = new Set(override?.avoid.map(senseIdKey));
  const kept = ordered.filter((sense) => !avoid.has(sense.id));
  const first = override ? kept.find((sense) => sense.id === senseIdKey(override.first)) : undefined;
  if (override && first) {
    const second = override.second ? kept.find((sense) => sense.id === senseIdKey(override.second as SenseId) && sense !== first) : undefined;
    const lead = second ? [first, second] : [first];
    return { senses: [...lead, ...kept.filter((sense) => !lead.includes(sense))], pinned: lead.length };
  }
  const plain = kept.find((sense) => sense.register.length === 0);
  if (!plain || plain === kept[0]) return { senses: kept, pinned: 0 };
  return { senses: [plain, ...kept.filter((sense) => sense !== plain)], pinned: 0 };
}

/**
 * A second sense without an override is core when it is this common: a
 * quarter of the word's tagged uses (a learner meets it about as often as
 * every fourth time) ...
 */
export const COMMON_SECOND_SHARE = 0.25;
/** ... and at least this many tagged uses, so that 1 of 3 is no evidence. */
export const COMMON_SECOND_MIN_TAGS = 5;

/**
 * Which of the chosen senses (in their final order, each with all its labels)
 * questions may ask: the first, and the second when the override names it or
 * it is common; never a labelled one, none of a skipped word.
 */
export function coreSenses(
  chosen: readonly { id: string; tagCount: number; labels: readonly string[] }[],
  override: LearnerSense | undefined,
  totalTags: number,
): boolean[] {
  return chosen.map((sense, index) => {
    if (override?.skip || sense.labels.length > 0) return false;
    if (index === 0) return true;
    if (index > 1) return false;
    if (override && chosen[0]?.id === senseIdKey(override.first)) return override.second !== null && sense.id === senseIdKey(override.second);
    return sense.tagCount >= COMMON_SECOND_MIN_TAGS && sense.tagCount >= COMMON_SECOND_SHARE * totalTags;
  });
}

/** Whether an example is one the override drops (by the start of its text, as in WordNet). */
export function isBadExample(example: string, override: LearnerSense | undefined): boolean {
  if (!override || override.badExamples.length === 0) return false;
  const text = example.toLowerCase();
  return override.badExamples.some((bad) => text.startsWith(bad.toLowerCase().replace(/^["'\s]+|["'\s]+$/g, "")));
}
