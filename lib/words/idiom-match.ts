import { inflectedForms, type FormPos } from "./word-forms";

// Where an idiom appears in a sentence, inflected ("broke the ice") and with
// its placeholders filled ("keep one's eyes peeled" → "keep your eyes peeled"):
// the build keeps only examples that show the idiom, and practice blanks it.

const ALL_POS: readonly FormPos[] = ["noun", "verb", "adjective", "adverb"];

/** Placeholders and what may stand in their place. */
const POSSESSIVE = "(?:my|your|his|her|its|our|their|one's|[a-z]+'s)";
const SOMEONE = "(?:[a-z'-]+\\s+){0,2}[a-z'-]+";
const PLACEHOLDER_PATTERNS: Readonly<Record<string, string>> = {
  "one's": POSSESSIVE,
  "someone's": POSSESSIVE,
  "somebody's": POSSESSIVE,
  someone: SOMEONE,
  somebody: SOMEONE,
  something: SOMEONE,
  oneself: "(?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves|oneself)",
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function tokenPattern(token: string): string {
  const placeholder = PLACEHOLDER_PATTERNS[token];
  if (placeholder) return placeholder;
  // Hyphenated parts inflect as one word ("be-all"); the rest take any form.
  const forms = token.includes("-") || token.includes("'") ? [token] : inflectedForms(token, ALL_POS);
  return `(?:${forms.map(escape).join("|")})`;
}

const patterns = new Map<string, RegExp>();

function idiomPattern(idiom: string): RegExp {
  let pattern = patterns.get(idiom);
  if (!pattern) {
    const body = idiom.toLowerCase().trim().split(/\s+/).map(tokenPattern).join("[\\s,]+");
    pattern = new RegExp(`(?<![a-z'-])${body}(?![a-z-])`, "i");
    patterns.set(idiom, pattern);
  }
  return pattern;
}

/** The [start, end) of the idiom's first appearance in the text, or null. */
export function idiomSpan(text: string, idiom: string): [number, number] | null {
  const match = idiomPattern(idiom).exec(text);
  return match ? [match.index, match.index + match[0].length] : null;
}

/** The text with the idiom's first appearance replaced by `blank`, or null when it does not appear. */
export function blankIdiom(text: string, idiom: string, blank: string): string | null {
  const span = idiomSpan(text, idiom);
  return span ? `${text.slice(0, span[0])}${blank}${text.slice(span[1])}` : null;
}
