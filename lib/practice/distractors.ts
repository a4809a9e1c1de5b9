import "server-only";
import { bandOf } from "@/lib/words/bands";
import { givesAway, meaningWords, sameFamily, shareMeaningWords } from "./give-away";
import { askableSenses, definitionOwners } from "./sense-choice";
import { type Random, shuffled } from "./seeded-random";
import { areAlike, areAntonyms, areVariants, type Lemma, lemmaOfWord } from "./word-relations";
import { type PartOfSpeech, type PracticeWord, practiceTables } from "./word-tables";

// The three wrong options of a choice question. They must look like fair
// rivals (the same part of speech, about as common: the asked word's band of
// the set's commonness order or a neighbouring one) and must be wrong without
// argument: never the word, a form, a variant spelling or a word of its family,
// never a synonym of it or of the right option in any sense, never a word
// sharing a definition with it, never a definition sharing a word of meaning
// with one of its own, never an antonym in an antonym question, never
// a word its definition is built on (man: "an adult person who is male" keeps
// person's "a human being" out), and no text twice. A rival is a word with a
// core sense in the part of speech (a meaning question shows that sense) and
// is never an alphabetical neighbour of the answer or of another option. The
// candidates are the nearest words that pass, found the same way every time;
// the seed only picks three of them.

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
/** Bands either side of the asked word's that rivals may come from. */
const BAND_REACH = 1;
/** Options closer than this in the set's alphabetical order are alphabetical neighbours (export for the audit). */
export const ALPHABETICAL_GAP = 30;

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
  if (Math.abs(bandOf(candidate.index) - bandOf(request.word.index)) > BAND_REACH) return false;
  if (!askableSenses(candidate).some((sense) => sense.partOfSpeech === request.partOfSpeech)) return false;
  const rival = lemmaOfWord(candidate);
  if (areAlike(asked, rival) || areVariants(asked, rival) || sameFamily(asked.text, rival.text)) return false;
  const { correctLemma } = request;
  if (correctLemma && (areAlike(correctLemma, rival) || areVariants(correctLemma, rival) || sameFamily(correctLemma.text, rival.text))) return false;
  if (request.kind === "antonym" && areAntonyms(asked, rival)) return false;
  // A word the shown definition (or, in a meaning question, the key) uses would look right for the wrong reason.
  const shown = request.kind === "meaning" ? request.correct : request.shown;
  return !(shown !== undefined && givesAway(shown, candidate.entry.word, candidate.forms));
}

/**
 * The words of meaning of all a word's definitions, split once a word: every rival's definition is held against them.
 * A Map, not a WeakMap: its keys (the word set's words) live as long as the process, and a WeakMap's entries are
 * ephemerons, which a full collection's final pause may have to mark one by one (docs/performance.md).
 */
const meaningWordsOfWords = new Map<PracticeWord, readonly string[]>();
function meaningWordsOfAll(word: PracticeWord): readonly string[] {
  let words = meaningWordsOfWords.get(word);
  if (words === undefined) {
    words = [...new Set(word.entry.details.flatMap((sense) => meaningWords(sense.definition)))];
    meaningWordsOfWords.set(word, words);
  }
  return words;
}

/**
 * Whether a definition (`meaning`: its words of meaning) could be the asked word's: one of its own (any sense), sharing a word of meaning with one of
 * them (chair, "a seat for one person", is never offered "a person who is in charge of a business"), naming it, or also
 * the definition of a word alike it.
 */
function fitsAskedWord(definition: string, meaning: readonly string[], asked: Lemma, word: PracticeWord): boolean {
  if (word.definitions.has(definition.toLowerCase()) || givesAway(definition, word.entry.word, word.forms)) return true;
  if (shareMeaningWords(meaning, meaningWordsOfAll(word))) return true;
  const { words } = practiceTables();
  return definitionOwners(definition).some((index) => {
    const owner = words[index];
    return owner !== undefined && (owner.index === word.index || areAlike(asked, lemmaOfWord(owner)));
  });
}

/**
 * The option a candidate brings: its word, or (meaning) its first core definition in the part of speech that cannot
 * pass for the asked word's, nor shares a word of meaning with the right option as shown (`correct`: its words of
 * meaning, split once for every candidate).
 */
function optionOf(request: DistractorRequest, asked: Lemma, candidate: PracticeWord, correct: readonly string[]): string | undefined {
  if (request.kind !== "meaning") return candidate.entry.word;
  // A gloss in brackets first ("(physics) ...", "(Yiddish) ...") or a usage note ("used as an intensifier")
  // would stand out among the options.
  return askableSenses(candidate).find((sense) => {
    if (sense.partOfSpeech !== request.partOfSpeech || /^(?:\(|used\b)/.test(sense.definition)) return false;
    const meaning = meaningWords(sense.definition);
    return !fitsAskedWord(sense.definition, meaning, asked, request.word) && !shareMeaningWords(meaning, correct);
  })?.definition;
}

/** Whether two words lie within ALPHABETICAL_GAP of each other in the set's alphabetical order. */
export function areAlphabeticalNeighbours(a: PracticeWord, b: PracticeWord): boolean {
  return Math.abs(a.alphabeticalPosition - b.alphabeticalPosition) < ALPHABETICAL_GAP;
}

// A request is made once per way of asking a word and kept with it: its pool is worked out once too. A Map, as above:
// the requests are kept for the life of the process.
const pools = new Map<DistractorRequest, readonly string[]>();

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
  // The words already among the options, the answer's first: no rival may be their alphabetical neighbour.
  const placed: PracticeWord[] = [request.word];
  if (request.correctLemma?.word) placed.push(request.correctLemma.word);
  const pool: string[] = [];
  const correct = request.kind === "meaning" ? meaningWords(request.correct) : [];
  for (const index of nearby(request.partOfSpeech, request.word.index)) {
    const candidate = words[index];
    if (!candidate || placed.some((word) => areAlphabeticalNeighbours(word, candidate)) || !isFairRival(request, asked, candidate)) continue;
    const option = optionOf(request, asked, candidate, correct);
    if (option === undefined || taken.has(option.toLowerCase())) continue;
    taken.add(option.toLowerCase());
    placed.push(candidate);
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
