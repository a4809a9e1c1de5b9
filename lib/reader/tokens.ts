// The running words of a text, each with where it stands, for the reader
// (which marks them) and for coverage (which counts them). A contraction is
// one token read as its first word: "don't" is "do", "won't" is "will".

export type TextToken = {
  /** The token as written. */
  text: string;
  /** Offsets into the text, end exclusive. */
  start: number;
  end: number;
  /** The word the token is read as, lower case ("won't" → "will", "children's" → "children"). */
  word: string;
};

// Letters of any script, so "café" is one token (its headword is found without the accent: lib/reader/headword.ts).
const TOKEN = /\p{L}+(?:['’]\p{L}+)*/gu;

const NEGATIVE_CONTRACTIONS: Readonly<Record<string, string>> = { won: "will", can: "can", shan: "shall", ain: "be" };

function wordOf(token: string): string {
  const lower = token.toLowerCase().replace(/’/g, "'");
  const parts = lower.split("'");
  const first = parts[0]!;
  // "can't" splits as "can" + "t", "don't" as "don" + "t": the stem before n't.
  if (parts[1] === "t" && first.endsWith("n")) return NEGATIVE_CONTRACTIONS[first] ?? first.slice(0, -1);
  return first;
}

/** Every word token of `text`, in order. */
export function textTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length, word: wordOf(match[0]) });
  }
  return tokens;
}
