// Idioms for prisma/data/idioms.json: the multiword lemmas of WordNet 3.1 that
// the MIT npm package `idioms` (v0.0.2, a plain list of 7,272 phrases) also
// lists, kept only where WordNet defines them with an example sentence that
// shows the idiom itself. Pure given its inputs; scripts/build-words.ts runs it.
import type { IdiomRecord, IdiomSense } from "../../lib/words/idiom-record";
import { idiomSlug } from "../../lib/words/idiom-record";
import { idiomSpan } from "../../lib/words/idiom-match";
import { hasStrongProfanity, isBlockedLemma } from "../../lib/words/word-blocklist";
import type { Synset, WordNet, WordNetPos } from "./wordnet";
import { senseTagKey, WORDNET_POS } from "./wordnet";

/** Senses and examples kept per idiom: a flashcard's worth. */
const MAX_IDIOM_SENSES = 3;
const MAX_IDIOM_EXAMPLES = 2;

/**
 * Reviewed out, with the reason: grammar rather than idiom, and senses a
 * learner should not be drilled on.
 */
export const IDIOMS_EXCLUDED: Readonly<Record<string, string>> = {
  "a lot": "grammar (a quantifier), taught as vocabulary elsewhere",
  "act as": "a verb and its preposition, not an idiom",
  "act on": "a verb and its preposition, not an idiom",
  "and so": "grammar (a connective)",
  "at best": "grammar (a hedge)",
  "at least": "grammar (a quantifier)",
  "at most": "grammar (a quantifier)",
  "at present": "grammar (a time adverb)",
  "at worst": "grammar (a hedge)",
  "draw and quarter": "its only sense is a method of execution",
  "fair sex": "dated and sexist",
  "great white hope": "from a racist taunt (1910)",
  "red herring": "WordNet's only sense with an example is the finance one (a draft prospectus), not the idiom",
};

/** Placeholder words an idiom list writes where a learner puts a name or a pronoun. */
const PLACEHOLDERS = new Set(["one's", "someone's", "somebody's", "someone", "somebody", "something", "oneself", "his", "her", "your", "my", "their"]);
const ARTICLE_RE = /^(?:a|an|the) /;

/** Lower case, one space, straight apostrophes. */
export function normalisePhrase(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").trim().replace(/\s+/g, " ");
}

function placeholderKey(phrase: string): string {
  return phrase
    .split(" ")
    .filter((token) => !PLACEHOLDERS.has(token))
    .join(" ");
}

/**
 * The WordNet multiword lemmas (spaces, lower case) that the listed idioms
 * name: as written, without a leading article ("the black sheep"), or with
 * the placeholders left out on both sides ("keep eyes peeled" is WordNet's
 * "keep one's eyes peeled"); a placeholder match that names more than one
 * lemma is left out as ambiguous.
 */
export function matchIdioms(listed: readonly string[], wordNet: WordNet): Map<string, string> {
  const lemmas = new Set<string>();
  for (const pos of WORDNET_POS) for (const lemma of wordNet.index[pos].keys()) if (lemma.includes("_")) lemmas.add(lemma.replace(/_/g, " "));
  const byKey = new Map<string, string[]>();
  for (const lemma of lemmas) {
    const key = placeholderKey(lemma);
    if (key.includes(" ")) byKey.set(key, [...(byKey.get(key) ?? []), lemma]);
  }
  /** WordNet lemma → the listed phrase it matched. */
  const matched = new Map<string, string>();
  for (const raw of listed) {
    const phrase = normalisePhrase(raw);
    if (!phrase.includes(" ")) continue;
    const bare = phrase.replace(ARTICLE_RE, "");
    const viaKey = byKey.get(placeholderKey(phrase)) ?? [];
    const lemma = lemmas.has(phrase) ? phrase : lemmas.has(bare) ? bare : viaKey.length === 1 ? viaKey[0] : undefined;
    if (lemma && !matched.has(lemma)) matched.set(lemma, raw);
  }
  return matched;
}

export interface IdiomFilters {
  /** The word set build's test for offensive, slang or vulgar senses. */
  isOffensive: (synset: Synset, definition: string) => boolean;
  splitGloss: (gloss: string) => { definition: string; examples: string[] };
}

const POS_NAME: Record<WordNetPos, IdiomSense["partOfSpeech"]> = { n: "noun", v: "verb", a: "adjective", r: "adverb" };

interface RankedIdiomSense {
  sense: IdiomSense;
  tagCount: number;
  order: number;
}

/** The senses of one lemma that pass the word set's filters and have an example showing the idiom. */
function idiomSenses(wordNet: WordNet, lemma: string, filters: IdiomFilters): RankedIdiomSense[] {
  const key = lemma.replace(/ /g, "_");
  const senses: RankedIdiomSense[] = [];
  for (const pos of WORDNET_POS) {
    const entry = wordNet.index[pos].get(key);
    if (!entry) continue;
    entry.offsets.forEach((offset, position) => {
      const synset = wordNet.synsets[pos].get(offset);
      // As in the word set: written in lower case in the synset (not a name), not an instance.
      if (!synset || !synset.words.some((w) => w.lemma === key)) return;
      if (synset.pointers.some((p) => p.symbol === "@i")) return;
      const { definition, examples } = filters.splitGloss(synset.gloss);
      if (!definition || filters.isOffensive(synset, definition)) return;
      const shown = examples.filter((example) => !hasStrongProfanity(example) && idiomSpan(example, lemma) !== null && !givesAway(example, definition));
      if (shown.length === 0) return;
      senses.push({
        sense: { partOfSpeech: POS_NAME[pos], definition, examples: shown.slice(0, MAX_IDIOM_EXAMPLES) },
        tagCount: wordNet.senseTags.get(senseTagKey(key, pos, offset))?.tagCount ?? 0,
        order: senses.length + position,
      });
    });
  }
  return senses.sort((a, b) => b.tagCount - a.tagCount || a.order - b.order);
}

/** Whether an example hands over the meaning an Idioms MCQ asks for: the definition is in it. */
export function givesAway(example: string, definition: string): boolean {
  return normalisePhrase(example).includes(normalisePhrase(definition));
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface IdiomBuild {
  /** Phrases in the `idioms` package. */
  listed: number;
  /** Of those, the ones naming a WordNet multiword lemma. */
  matched: number;
  /** Matched lemmas with a clean definition and an example showing the idiom. */
  defined: number;
  /** After the reviewed exclusions: what idioms.json holds. */
  idioms: IdiomRecord[];
}

/** The idioms, commonest first (WordNet tag counts), then alphabetical. */
export function buildIdioms(listed: readonly string[], wordNet: WordNet, filters: IdiomFilters): IdiomBuild {
  const matched = matchIdioms(listed, wordNet);
  const defined: { record: IdiomRecord; tagCount: number }[] = [];
  for (const lemma of [...matched.keys()].sort(compareStrings)) {
    if (isBlockedLemma(lemma) || hasStrongProfanity(lemma)) continue;
    const senses = idiomSenses(wordNet, lemma, filters);
    if (senses.length === 0) continue;
    const seen = new Set<string>();
    const unique = senses.filter(({ sense }) => !seen.has(sense.definition) && seen.add(sense.definition));
    defined.push({
      record: { idiom: lemma, slug: idiomSlug(lemma), senses: unique.slice(0, MAX_IDIOM_SENSES).map(({ sense }) => sense) },
      tagCount: senses.reduce((sum, s) => sum + s.tagCount, 0),
    });
  }
  const kept = defined.filter(({ record }) => !(record.idiom in IDIOMS_EXCLUDED));
  kept.sort((a, b) => b.tagCount - a.tagCount || compareStrings(a.record.idiom, b.record.idiom));
  return { listed: listed.length, matched: matched.size, defined: defined.length, idioms: kept.map(({ record }) => record) };
}

/** A JSON array, one idiom a line. */
export function serializeIdioms(idioms: readonly IdiomRecord[]): string {
  return `[\n${idioms.map((record) => JSON.stringify({ idiom: record.idiom, slug: record.slug, senses: record.senses })).join(",\n")}\n]\n`;
}

/** The slugs alone, one a line. */
export function serializeIdiomSlugs(idioms: readonly IdiomRecord[]): string {
  return `[\n${idioms.map((record) => JSON.stringify(record.slug)).join(",\n")}\n]\n`;
}
