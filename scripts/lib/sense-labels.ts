// The labels a word page shows beside a sense (docs/product.md, "First senses,
// core senses and labels"), from WordNet's domain pointers and the gloss.
// Register labels (slang, old use, offensive, sexual) mark a sense wherever it
// stands; a subject label (biology, law, sailing) or a variety (Scottish)
// marks a sense other than the word's first, since a word's first sense in its
// own field or variety is its meaning (lawyer: law, officer: military, glen).
// A labelled sense is never core: questions do not ask it.
import { isSexualText } from "../../lib/words/word-blocklist";
import type { Synset, WordNet } from "./wordnet";

/** WordNet usage domains (;u) → register label. Colloquialisms are everyday English (eye, certainly) and get none. */
const USAGE_LABELS: Readonly<Record<string, string>> = {
  archaism: "old use",
  disparagement: "offensive",
  ethnic_slur: "offensive",
  obscenity: "vulgar",
  slang: "slang",
  dialect: "dialect",
  regionalism: "dialect",
  African_American_Vernacular_English: "dialect",
};

/**
 * WordNet regions (;r) → label. British and American senses are standard in
 * one of the two spellings a learner can choose (Canada spells like Britain),
 * so only the other varieties are labelled.
 */
const REGION_LABELS: Readonly<Record<string, string>> = {
  Scotland: "Scottish",
  Ireland: "Irish",
  Northern_Ireland: "Irish",
  Australia: "Australian",
  New_Zealand: "New Zealand",
  South_Africa: "South African",
  India: "Indian English",
};

/** WordNet topic domains (;c) → subject label. Everyday fields (cooking, driving, farming, commerce) are left unlabelled. */
const TOPIC_LABELS: Readonly<Record<string, string>> = {
  law: "law",
  criminal_law: "law",
  military: "military",
  mathematics: "mathematics",
  arithmetic: "mathematics",
  geometry: "mathematics",
  statistics: "statistics",
  physics: "physics",
  nuclear_physics: "physics",
  optics: "physics",
  electronics: "electronics",
  chemistry: "chemistry",
  biochemistry: "chemistry",
  physical_chemistry: "chemistry",
  computer_science: "computing",
  computer: "computing",
  medicine: "medicine",
  pathology: "medicine",
  surgery: "medicine",
  psychiatry: "medicine",
  dentistry: "medicine",
  obstetrics: "medicine",
  pharmacology: "medicine",
  biology: "biology",
  genetics: "biology",
  microbiology: "biology",
  zoology: "biology",
  ecology: "biology",
  physiology: "biology",
  botany: "botany",
  anatomy: "anatomy",
  seafaring: "sailing",
  nautical: "sailing",
  ship: "sailing",
  boat: "sailing",
  navigation: "sailing",
  linguistics: "linguistics",
  grammar: "grammar",
  phonetics: "linguistics",
  prosody: "poetry",
  logic: "logic",
  philosophy: "philosophy",
  astronomy: "astronomy",
  cosmology: "astronomy",
  astrology: "astrology",
  geology: "geology",
  meteorology: "weather",
  psychology: "psychology",
  psychoanalysis: "psychology",
  economics: "economics",
  stock_exchange: "finance",
  theology: "religion",
  Christian_theology: "religion",
  Roman_Catholic: "religion",
  Christianity: "religion",
  church_service: "religion",
  Anglican_Church: "religion",
  Judaism: "religion",
  Islam: "religion",
  Hinduism: "religion",
  Buddhism: "religion",
  Old_Testament: "Bible",
  New_Testament: "Bible",
  music: "music",
  sport: "sport",
  baseball: "baseball",
  cricket: "cricket",
  golf: "golf",
  tennis: "tennis",
  American_football: "American football",
  football: "football",
  soccer: "football",
  basketball: "basketball",
  ice_hockey: "ice hockey",
  boxing: "boxing",
  card_game: "cards",
  bridge: "cards",
  poker: "cards",
  chess: "chess",
  heraldry: "heraldry",
  printing: "printing",
  photography: "photography",
  architecture: "architecture",
  dramaturgy: "theatre",
  performing_arts: "theatre",
  Greek_mythology: "mythology",
  Roman_mythology: "mythology",
  Norse_mythology: "mythology",
  classical_mythology: "mythology",
  mythology: "mythology",
};

/** Glosses of sexual senses ("masturbate while strangling oneself", "have sexual intercourse with"). */
const SEXUAL_GLOSS =
  /\b(?:sexual(?:ly)? (?:intercourse|activit(?:y|ies)|relations|desire|arousal|excitement|partners?|gratification|pleasure|acts?|union|contact|advances|stimulation)|sexually (?:aroused|attractive|explicit|provocative)|ha(?:ve|ving) sex|sex (?:acts?|appeal|organs?)|genital\w*|ejaculat\w*|masturbat\w*|copulat\w*|orgasm\w*|erotic\w*|fornicat\w*|porn\w*)\b/i;

/**
 * Subjects WordNet names at the start of a gloss without a domain pointer
 * ("(chemistry) the process of absorbing..."), with their learner labels.
 */
const GLOSS_TOPICS: Readonly<Record<string, string>> = {
  law: "law",
  "criminal law": "law",
  "computer science": "computing",
  computing: "computing",
  physics: "physics",
  medicine: "medicine",
  music: "music",
  botany: "botany",
  biology: "biology",
  chemistry: "chemistry",
  mathematics: "mathematics",
  geometry: "mathematics",
  statistics: "statistics",
  logic: "logic",
  baseball: "baseball",
  sports: "sport",
  military: "military",
  physiology: "biology",
  anatomy: "anatomy",
  psychology: "psychology",
  linguistics: "linguistics",
  grammar: "grammar",
  astronomy: "astronomy",
  geology: "geology",
  nautical: "sailing",
  folklore: "folklore",
};

/** The subject named in brackets at the start of a gloss, when it is one of GLOSS_TOPICS. */
function glossTopic(definition: string): string | undefined {
  const named = /^\(([a-z ]+)\)/.exec(definition)?.[1];
  return named === undefined ? undefined : GLOSS_TOPICS[named];
}

export interface SenseLabels {
  /** Register labels: shown and blocking core wherever the sense stands. */
  register: string[];
  /** Subject and variety labels: shown and blocking core on a sense other than the word's first. */
  topic: string[];
}

/** The domain synsets' names, by offset, for each kind of domain pointer. */
export interface DomainNames {
  name(pos: Synset["pos"], offset: number): string | undefined;
}

export function domainNames(wordNet: WordNet): DomainNames {
  return { name: (pos, offset) => wordNet.synsets[pos].get(offset)?.words[0]?.lemma };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

export function senseLabels(synset: Synset, definition: string, domains: DomainNames): SenseLabels {
  const register: string[] = [];
  const topic: string[] = [];
  for (const pointer of synset.pointers) {
    const table = pointer.symbol === ";u" ? USAGE_LABELS : pointer.symbol === ";r" ? REGION_LABELS : pointer.symbol === ";c" ? TOPIC_LABELS : null;
    if (!table) continue;
    const name = domains.name(pointer.pos, pointer.offset);
    const label = name === undefined ? undefined : table[name];
    if (label === undefined) continue;
    if (pointer.symbol === ";u") register.push(label);
    else topic.push(label);
  }
  const named = glossTopic(definition);
  if (named !== undefined) topic.push(named);
  if (SEXUAL_GLOSS.test(definition) || isSexualText(definition)) register.push("sexual");
  return { register: unique(register), topic: unique(topic) };
}
