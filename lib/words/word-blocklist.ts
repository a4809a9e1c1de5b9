// Words the learner word set must never show: as a headword, a synonym or an
// antonym. WordNet's own usage labels catch most offensive senses; this list
// is the backstop for lemmas that are unmarked or marked only on some senses.
import { wordTokens } from "./word-forms";

/** Profanity and slurs that have no innocent everyday meaning. */
const STRONG = [
  "arse",
  "arsehole",
  "asshole",
  "bollocks",
  "bugger",
  "bullshit",
  "cocksucker",
  "crap",
  "cunt",
  "dago",
  "damn",
  "dickhead",
  "dyke",
  "fag",
  "faggot",
  "fagot",
  "fuck",
  "fucker",
  "fucking",
  "gook",
  "goddamn",
  "honky",
  "horseshit",
  "jap",
  "kike",
  "motherfucker",
  "nigger",
  "nigga",
  "piss",
  "pissed",
  "poof",
  "shit",
  "shite",
  "slut",
  "spic",
  "twat",
  "wank",
  "wanker",
  "wetback",
  "whore",
  "whoreson",
  "wog",
  "wop",
] as const;

/** Words with an innocent meaning that are still mostly met as insults or vulgar slang. */
const AMBIGUOUS = [
  "ass",
  "bastard",
  "bitch",
  "boob",
  "boobs",
  "chink",
  "cock",
  "coon",
  "dick",
  "homo",
  "prick",
  "pussy",
  "queer",
  "retard",
  "tit",
  "tits",
  "turd",
] as const;

export const PROFANITY_BLOCKLIST: readonly string[] = [...STRONG, ...AMBIGUOUS].sort();

const ALL = new Set<string>(PROFANITY_BLOCKLIST);
const STRONG_SET = new Set<string>(STRONG);

/** A lemma (single or multiword) containing any blocked word. */
export function isBlockedLemma(lemma: string): boolean {
  return wordTokens(lemma).some((token) => ALL.has(token));
}

/**
 * Running text (a definition or an example) containing an unambiguous profanity.
 * Ambiguous words are allowed here: "the African wild ass" is a fine definition.
 */
export function hasStrongProfanity(text: string): boolean {
  return wordTokens(text).some((token) => STRONG_SET.has(token));
}
