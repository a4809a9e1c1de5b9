import { isBlockedLemma } from "@/lib/words/word-blocklist";
import { wordTokens } from "@/lib/words/word-forms";

// What no question may show: a word of the set's blocklist (profanity and
// slurs, lib/words/word-blocklist.ts) or of the sexual vocabulary below, in a
// prompt, an option or a key. A sense or example that holds one is simply not
// asked; the word page shows it with its label.

/** Sexual words a learner's quiz never shows (the blocklist keeps the profanity and slurs). */
const SEXUAL = [
  "anal",
  "bisexual",
  "brothel",
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
  "foreplay",
  "fornicate",
  "fornication",
  "genital",
  "genitalia",
  "genitals",
  "incest",
  "intercourse",
  "masturbate",
  "masturbated",
  "masturbates",
  "masturbating",
  "masturbation",
  "orgasm",
  "orgasms",
  "penis",
  "penises",
  "porn",
  "premarital",
  "porno",
  "pornographic",
  "pornography",
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
  "sexual",
  "sexually",
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

const SEXUAL_WORDS = new Set<string>(SEXUAL);

/** Sexual phrases of everyday words ("they had sex", "sexual activity"). */
const SEXUAL_PHRASES =
  /\b(ha(ve|s|d|ving)|make|makes|made|making) sex\b|\bsex (act|organ|organs|partner)\b|\bsexual(ly)? (activity|arousal|desire|partner|intercourse|act|acts|excitement|relations|union|stimulation)\b|\b(oral|anal|group) sex\b/i;

/** Whether a text shown in a question would hold an offensive or sexual word. */
export function isOffensiveText(text: string): boolean {
  if (isBlockedLemma(text) || SEXUAL_PHRASES.test(text)) return true;
  return wordTokens(text).some((token) => SEXUAL_WORDS.has(token));
}
