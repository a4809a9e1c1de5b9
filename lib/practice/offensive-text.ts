import { isOffensiveText as isUnfitForExamples } from "@/lib/words/word-blocklist";
import { wordTokens } from "@/lib/words/word-forms";

// What no question may show: a word of the offensive list (profanity, slurs
// and words of sex: lib/words/word-blocklist.ts), and, stricter than a word
// page's examples, any sexual word at all ("suggestive of sexual impropriety"
// as a wrong option). A sense or example that holds one is simply not asked;
// the word page shows it with its label.

/** Words a word page may show ("sexual reproduction") but a quiz never does. */
const QUIZ_ONLY = new Set<string>(["bisexual", "sexual", "sexually"]);

/** Whether a text shown in a question would hold an offensive or sexual word. */
export function isOffensiveText(text: string): boolean {
  return isUnfitForExamples(text) || wordTokens(text).some((token) => QUIZ_ONLY.has(token));
}
