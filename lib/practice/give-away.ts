import { wordTokens } from "@/lib/words/word-forms";

// Whether a text shown with a question would tell the learner the word asked
// for: it holds one of the word's forms, or a derivation of it. Derivations
// are caught by spelling, which over-rejects a little (art → "article") but
// never lets "sayings", "maker", "happiness" or "unhappy" through; a rejected
// sentence or definition only means another one is used.

/** Derivations begin with this: the word less a final e or y (make → maker, happy → happiness), if three letters are left. */
function stemOf(word: string): string | null {
  const last = word.at(-1);
  const stem = word.length > 3 && (last === "e" || last === "y") ? word.slice(0, -1) : word;
  return stem.length >= 3 ? stem : null;
}

/** Whether one lower-case token is the word, one of its forms, or looks derived from it. */
export function tokenGivesAway(token: string, word: string, forms: readonly string[]): boolean {
  if (token === word || forms.includes(token)) return true;
  const stem = stemOf(word);
  if (stem !== null && token.startsWith(stem)) return true;
  // Prefixed derivations: unhappy, salesperson (a short word inside a longer one is too often chance).
  return word.length >= 4 && token.includes(word);
}

// The texts are the word set's definitions and examples: a bounded set, asked about again and again.
const tokenCache = new Map<string, readonly string[]>();

function tokensOf(text: string): readonly string[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    tokens = wordTokens(text);
    tokenCache.set(text, tokens);
  }
  return tokens;
}

/** Whether a text holds the word, a form or a derivation of it as a token. */
export function givesAway(text: string, word: string, forms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return tokensOf(text).some((token) => tokenGivesAway(token, lower, forms));
}
