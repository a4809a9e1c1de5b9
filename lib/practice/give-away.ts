import { wordTokens } from "@/lib/words/word-forms";

// Whether a text shown with a question would tell the learner the word asked
// for: it holds one of the word's forms, or a derivation of it. Derivations
// are caught by spelling, which over-rejects a little (art → "article") but
// never lets "sayings", "maker", "happiness" or "unhappy" through; a rejected
// sentence or definition only means another one is used.

/** Derivations begin with this: the word less a final e or y (make → maker, happy → happiness), if three letters are left. */
function stemOf(word: string): string | null {
  const stem = word.length > 3 ? word.replace(/[ey]$/, "") : word;
  return stem.length >= 3 ? stem : null;
}

/** Whether one lower-case token is the word, one of its forms, or looks derived from it. */
export function tokenGivesAway(token: string, word: string, forms: readonly string[]): boolean {
  if (forms.includes(token) || token === word) return true;
  const stem = stemOf(word);
  if (stem !== null && token.startsWith(stem)) return true;
  // Prefixed derivations: unhappy, salesperson (a short word inside a longer one is too often chance).
  return word.length >= 4 && token.includes(word);
}

/** Whether a text holds the word, a form or a derivation of it as a token. */
export function givesAway(text: string, word: string, forms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return wordTokens(text).some((token) => tokenGivesAway(token, lower, forms));
}
