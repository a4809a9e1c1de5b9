import "server-only";
import { givesAway } from "./give-away";
import { definitionOwners } from "./sense-choice";
import { type Random, shuffled } from "./seeded-random";
import { areAlike, areAntonyms, type Lemma, lemmaOfWord } from "./word-relations";
import { type PartOfSpeech, type PracticeWord, practiceTables } from "./word-tables";

// The three wrong options of a choice question. They must look like fair
// rivals (the same part of speech, about as common: close in the word set's
// frequency order) and must be wrong without argument: never the word or a
// form of it, never a synonym of it or of the right option in any sense,
// never a word sharing a definition with it, never an antonym in an antonym
// question, and no text twice. The candidates are the nearest words that
// pass, found the same way every time; the seed only picks three of them.

export type ChoiceKind = "meaning" | "word" | "synonym" | "antonym";

export interface DistractorRequest {
  kind: ChoiceKind;
  /** The word asked about. */
  word: PracticeWord;
  partOfSpeech: PartOfSpeech;
  /** The right option: a definition of the word (meaning), the word (word), its synonym or antonym. */
  correct: string;
  /** For synonym and antonym: the right option as a lemma. */
  correctLemma?: Lemma;
  /** The definition shown with the question (word, synonym, antonym): no option may appear in it. */
  shown?: string;
}

export const DISTRACTOR_COUNT = 3;
/** The nearest passing words the seed picks among. */
const POOL_SIZE = 8;
/** How far (in words of the same part of speech) the search goes each way before giving up. */
const MAX_REACH = 400;

/** Position of a word index in an ascending list, or -1. */
function positionOf(list: readonly number[], index: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = list[mid] ?? 0;
    if (value === index) return mid;
    if (value < index) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Word indexes of the part of speech, nearest in commonness first (one below, one above, …). */
function* nearby(partOfSpeech: PartOfSpeech, wordIndex: number): Generator<number> {
  const list = practiceTables().byPartOfSpeech[partOfSpeech];
  const at = positionOf(list, wordIndex);
  if (at < 0) return;
  for (let step = 1; step <= MAX_REACH; step++) {
    const below = list[at - step];
    const above = list[at + step];
    if (below === undefined && above === undefined) return;
    if (below !== undefined) yield below;
    if (above !== undefined) yield above;
  }
}

function isFairRival(request: DistractorRequest, asked: Lemma, candidate: PracticeWord): boolean {
  const rival = lemmaOfWord(candidate);
  if (areAlike(asked, rival)) return false;
  const { correctLemma } = request;
  if (correctLemma && areAlike(correctLemma, rival)) return false;
  if (request.kind === "antonym" && areAntonyms(asked, rival)) return false;
  // A word the shown definition uses would look right for the wrong reason.
  return !(request.kind !== "meaning" && request.shown !== undefined && givesAway(request.shown, candidate.entry.word, candidate.forms));
}

/** Whether a definition could be the asked word's: one of its own, naming it, or also the definition of a word alike it. */
function fitsAskedWord(definition: string, asked: Lemma, word: PracticeWord): boolean {
  if (word.definitions.has(definition.toLowerCase()) || givesAway(definition, word.entry.word, word.forms)) return true;
  const { words } = practiceTables();
  return definitionOwners(definition).some((index) => {
    const owner = words[index];
    return owner !== undefined && areAlike(asked, lemmaOfWord(owner));
  });
}

/** The option a candidate brings: its word, or (meaning) its first definition in the part of speech that cannot pass for the asked word's. */
function optionOf(request: DistractorRequest, asked: Lemma, candidate: PracticeWord): string | undefined {
  if (request.kind !== "meaning") return candidate.entry.word;
  return candidate.entry.details.find((sense) => sense.partOfSpeech === request.partOfSpeech && !fitsAskedWord(sense.definition, asked, request.word))
    ?.definition;
}

// A request is made once per way of asking a word and kept with it: its pool is worked out once too.
const pools = new WeakMap<DistractorRequest, readonly string[]>();

/** The nearest fair wrong options, distinct from each other and from the right one (case-insensitive), nearest first. */
export function distractorPool(request: DistractorRequest): readonly string[] {
  let pool = pools.get(request);
  if (!pool) {
    pool = findPool(request);
    pools.set(request, pool);
  }
  return pool;
}

function findPool(request: DistractorRequest): string[] {
  const { words } = practiceTables();
  const asked = lemmaOfWord(request.word);
  const taken = new Set([request.correct.toLowerCase()]);
  const pool: string[] = [];
  for (const index of nearby(request.partOfSpeech, request.word.index)) {
    const candidate = words[index];
    if (!candidate || !isFairRival(request, asked, candidate)) continue;
    const option = optionOf(request, asked, candidate);
    if (option === undefined || taken.has(option.toLowerCase())) continue;
    taken.add(option.toLowerCase());
    pool.push(option);
    if (pool.length === POOL_SIZE) break;
  }
  return pool;
}

/** Three wrong options picked by the seed among the nearest fair ones, or null when there are not three. */
export function pickDistractors(request: DistractorRequest, random: Random): string[] | null {
  const pool = distractorPool(request);
  return pool.length < DISTRACTOR_COUNT ? null : shuffled(random, pool).slice(0, DISTRACTOR_COUNT);
}
