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
  "boobies",
  "boobs",
  "booby",
  "chink",
  "cock",
  "coon",
  "dick",
  "gypsies",
  "gypsy",
  "homo",
  "prick",
  "pussy",
  "queer",
  "retard",
  "tit",
  "tits",
  "turd",
  "whore",
  "whores",
] as const;

/**
 * Words built on a profanity: never a headword or a listed synonym, though the
 * sense they share stays ("lousy: very bad" lists crappy; "exhausted" fagged).
 */
const BUILT_ON_PROFANITY = ["crappy", "fagged", "shitting", "shitty", "slutty"] as const;

export const PROFANITY_BLOCKLIST: readonly string[] = [...STRONG, ...AMBIGUOUS, ...BUILT_ON_PROFANITY].sort();

/**
 * Words of sex and sexual violence: fine in a dictionary, never in a learner's
 * example or question ("they had sex in the back seat"). With the profanity
 * list, the offensive list a shown example or question text is checked against.
 */
const SEXUAL = [
  "anal",
  "bondage",
  "brothel",
  "castrate",
  "castrated",
  "castration",
  "clitoris",
  "coital",
  "coitus",
  "copulate",
  "copulated",
  "copulating",
  "copulation",
  "cunnilingus",
  "ejaculate",
  "ejaculated",
  "ejaculation",
  "erection",
  "erotic",
  "erotica",
  "extramarital",
  "fellatio",
  "fetish",
  "fetishes",
  "fetishism",
  "foreplay",
  "fornicate",
  "fornication",
  "genital",
  "genitalia",
  "genitals",
  "incest",
  "intercourse",
  "kinky",
  "masturbate",
  "masturbated",
  "masturbates",
  "masturbating",
  "masturbation",
  "orgasm",
  "orgasms",
  "penis",
  "penises",
  "pimp",
  "pimps",
  "porn",
  "porno",
  "pornographic",
  "pornography",
  "premarital",
  "prostitute",
  "prostitutes",
  "prostitution",
  "rape",
  "raped",
  "rapes",
  "raping",
  "rapist",
  "scrotum",
  "semen",
  "sexy",
  "sodomize",
  "sodomy",
  "testicle",
  "testicles",
  "vagina",
  "vaginal",
  "vaginas",
  "vulva",
] as const;

/**
 * "sex" and "sexual" name a category as often as an act ("a young person of
 * either sex", "sexual reproduction"): only these phrases of them count.
 */
const SEXUAL_PHRASES =
  /\b(?:ha(?:ve|s|d|ving) sex|ma(?:ke|kes|de|king) sex|(?:oral|group) sex|sex (?:with|act|acts|life|appeal|drive|organs?|partners?|scenes?)|sexual(?:ly)? (?:intercourse|activity|activities|relations|desire|arousal|excitement|partners?|gratification|pleasure|acts?|contact|abuse|assault|harassment|advances|stimulation|organs?|union)|sexually (?:active|explicit|aroused|attractive|transmitted|provocative))\b/i;

/** Every word a learner's example or question text must not contain. */
export const OFFENSIVE_TEXT_WORDS: readonly string[] = [...PROFANITY_BLOCKLIST, ...SEXUAL].sort();
const SEXUAL_SET = new Set<string>(SEXUAL);

const ALL = new Set<string>(PROFANITY_BLOCKLIST);
const STRONG_SET = new Set<string>(STRONG);
const OFFENSIVE_SET = new Set<string>(OFFENSIVE_TEXT_WORDS);

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

/**
 * Running text that a learner's example or question must not show: any word
 * of the profanity list, ambiguous ones included ("He called me a bastard"),
 * or of sex ("they had sex in the back seat", "sexually explicit").
 */
export function isOffensiveText(text: string): boolean {
  return SEXUAL_PHRASES.test(text) || wordTokens(text).some((token) => OFFENSIVE_SET.has(token));
}

/** Text about sex (a definition that is no learner's quiz material: "a building where prostitutes are available"). */
export function isSexualText(text: string): boolean {
  return SEXUAL_PHRASES.test(text) || wordTokens(text).some((token) => SEXUAL_SET.has(token));
}
