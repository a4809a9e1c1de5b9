import { wordTokens } from "@/lib/words/word-forms";

// Whether a text shown with a question would tell the learner the word asked
// for: it holds one of the word's forms, or a word of the same family. Families
// are found by spelling alone, which over-rejects a little (art → "article",
// river → "rival") but never lets "in a willing manner" (willingly), "an
// authority on history" (historian), "issued for publication" (publish) or
// "not happy" (unhappy) through; a rejected sentence, definition or option
// only means another one is used (docs/practice.md).

/** Derivations begin with this: the word less a final e or y (make → maker, happy → happiness), if three letters are left. */
function stemOf(word: string): string | null {
  const last = word.at(-1);
  const stem = word.length > 3 && (last === "e" || last === "y") ? word.slice(0, -1) : word;
  return stem.length >= 3 ? stem : null;
}

/** Prefixes that make a word of the same family (unhappy, nonstop, dislike, redo, misread). */
const PREFIXES = ["non-", "non", "un", "in", "im", "il", "ir", "dis", "re", "mis", "over", "under", "pre", "anti"];

/** Suffixes that make a word of the same family, longest first so "ation" is tried before "ion". */
const SUFFIXES = [
  "isations",
  "izations",
  "isation",
  "ization",
  "fulness",
  "lessness",
  "ically",
  "iously",
  "ations",
  "lessly",
  "ation",
  "ition",
  "ities",
  "ingly",
  "iness",
  "ments",
  "ively",
  "ously",
  "fully",
  "ness",
  "ment",
  "less",
  "ship",
  "hood",
  "able",
  "ible",
  "ably",
  "ibly",
  "ical",
  "ally",
  "ians",
  "ists",
  "isms",
  "ions",
  "ence",
  "ance",
  "ised",
  "ized",
  "ises",
  "izes",
  "edly",
  "ings",
  "ity",
  "ies",
  "ied",
  "ier",
  "ily",
  "ing",
  "ion",
  "ist",
  "ism",
  "ial",
  "ian",
  "ful",
  "ize",
  "ise",
  "ive",
  "ous",
  "ent",
  "ant",
  "ers",
  "ors",
  "ery",
  "ary",
  "ory",
  "ic",
  "al",
  "ly",
  "ed",
  "er",
  "or",
  "es",
  "ee",
  "y",
  "s",
];

/** The shortest root compared: shorter ones match by chance (r-ing, th-ing). */
const MIN_ROOT = 3;

/** Bases a suffix may have been added to: as cut, with an e, y or o back (piano → pianist), y for i, and a doubled consonant undone (stopped → stop). */
function basesAfterCut(base: string): string[] {
  if (base.length < MIN_ROOT) return [];
  const found = [base, `${base}e`, `${base}y`, `${base}o`];
  if (base.endsWith("i")) found.push(`${base.slice(0, -1)}y`);
  // decide → decision, able → ability.
  if (base.endsWith("s")) found.push(`${base.slice(0, -1)}de`, `${base.slice(0, -1)}d`);
  if (base.endsWith("bil")) found.push(`${base.slice(0, -2)}le`);
  const last = base.at(-1);
  if (last !== undefined && base.at(-2) === last && !"aeiouls".includes(last)) found.push(base.slice(0, -1));
  return found;
}

/** One cut of a suffix: the s of -ss, -us and -is is no plural (press, bus, this). */
function suffixCuts(word: string): string[] {
  const found: string[] = [];
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_ROOT) continue;
    if (suffix === "s" && /(ss|us|is)$/.test(word)) continue;
    found.push(...basesAfterCut(word.slice(0, -suffix.length)));
  }
  return found;
}

const rootCache = new Map<string, ReadonlySet<string>>();

/** The word and the roots it may be built on: prefixes and up to two suffixes taken off. */
export function familyRoots(word: string): ReadonlySet<string> {
  let roots = rootCache.get(word);
  if (roots) return roots;
  const found = new Set<string>([word]);
  for (const prefix of PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && rest.length >= 4) found.add(rest);
  }
  for (let round = 0; round < 2; round++) {
    for (const root of [...found]) for (const cut of suffixCuts(root)) found.add(cut);
  }
  roots = new Set([...found].filter((root) => root.length >= MIN_ROOT));
  rootCache.set(word, roots);
  return roots;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** Whether two lower-case words look like one family: a shared root, or a long shared beginning (publish, publication; comparison, comparative). */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const shared = commonPrefixLength(a, b);
  const shorter = Math.min(a.length, b.length);
  if ((shared >= 5 && shared >= shorter - 2) || (shared >= 6 && shared >= shorter - 4)) return true;
  const rootsOfA = familyRoots(a);
  for (const root of familyRoots(b)) if (rootsOfA.has(root)) return true;
  return false;
}

/** Words that carry grammar, not meaning: never a give-away but as the word itself (the for theory, over for covered is chance). */
export const FUNCTION_WORDS = new Set(
  (
    "a an the and or but nor so yet if of in on at to for from by with as into onto over under about than then that this these those " +
    "is are was were be been being am do does did done have has had having will would shall should can could may might must " +
    "i you he she it we they me him her us them my your his its our their mine yours hers ours theirs what which who whom whose " +
    "not no all any some each every one there here very too also just s t"
  ).split(" "),
);

/** Whether one lower-case token is the word, one of its forms, or of its family. */
export function tokenGivesAway(token: string, word: string, forms: readonly string[]): boolean {
  if (token === word || forms.includes(token)) return true;
  if (FUNCTION_WORDS.has(token)) return false;
  const stem = stemOf(word);
  if (stem !== null && token.startsWith(stem)) return true;
  // Compounds: salesperson, saltwater (a short word inside a longer one, here in where, is too often chance).
  if (word.length >= 4 && token.length >= word.length + 3 && token.includes(word)) return true;
  // The word built on a shown one: raindrop ("a drop of rain"), outvote ("votes"), deodorize ("odor").
  const base = token.length >= 5 && token.endsWith("s") ? token.slice(0, -1) : token;
  if (base.length >= 4 && word.length >= base.length + 2 && word.includes(base)) return true;
  return token.length >= MIN_ROOT && word.length >= MIN_ROOT && sameFamily(token, word);
}

// The texts are the word set's definitions and examples: a bounded set, asked about again and again.
const tokenCache = new Map<string, readonly string[]>();
// Their tokens are a few thousand words, each kept once: as each text's own copies they were 175,000 strings
// (about 16 MB of a server's heap that every major collection marks; docs/performance.md).
const tokenStrings = new Map<string, string>();

function tokensOf(text: string): readonly string[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    tokens = wordTokens(text).map((token) => {
      const kept = tokenStrings.get(token);
      if (kept !== undefined) return kept;
      tokenStrings.set(token, token);
      return token;
    });
    tokenCache.set(text, tokens);
  }
  return tokens;
}

/** Whether a text holds the word, a form of it or a word of its family as a token. */
export function givesAway(text: string, word: string, forms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  // A multiword answer ("take off") is given away by any of its longer words.
  const parts = lower.split(/[\s-]+/).filter((part) => part.length >= 4 || part === lower);
  return tokensOf(text).some((token) => tokenGivesAway(token, lower, forms) || parts.some((part) => part !== lower && tokenGivesAway(token, part, [])));
}

/**
 * Words definitions are built with whatever they mean ("in a way that", "something used for", "a person who"):
 * two definitions sharing one say nothing of their meanings being alike.
 */
const DEFINITION_FRAME_WORDS = new Set(
  (
    "way ways manner something someone somebody anything thing things person people make makes made making use used using " +
    "especially often usually sometimes particular certain type kind sort part act action state quality place time much many " +
    "more most less other another such like without within"
  ).split(" "),
);

/** A definition's words of meaning: its tokens but function words and the words definitions are built with. */
export function meaningWords(definition: string): string[] {
  return tokensOf(definition).filter((token) => !FUNCTION_WORDS.has(token) && !DEFINITION_FRAME_WORDS.has(token));
}

/** shareMeaningWord of definitions already split into their meaningWords: a caller checking many pairs splits each once. */
export function shareMeaningWords(a: readonly string[], b: readonly string[]): boolean {
  return a.some((token) => b.some((other) => sameFamily(token, other)));
}

/**
 * Whether two definitions share a word of meaning, or words of one family ("in a clever and amusing way" and "in an
 * amusing and enjoyable way"): offered beside the right one, such a definition could be argued right too.
 */
export function shareMeaningWord(a: string, b: string): boolean {
  return shareMeaningWords(meaningWords(a), meaningWords(b));
}

/** Negative prefixes: an antonym made with one of these ("unkind" for kind) tests spelling, not vocabulary. */
const NEGATIVE_PREFIXES = ["non-", "non", "un", "in", "im", "il", "ir", "dis", "a"];

/** Whether one word is the other with a negative prefix (kind / unkind, either way round). */
export function isPrefixNegation(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return NEGATIVE_PREFIXES.some((prefix) => x === `${prefix}${y}` || y === `${prefix}${x}`);
}
