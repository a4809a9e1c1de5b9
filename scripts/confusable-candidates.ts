// Lists the confusable pairs the word set suggests (scripts/lib/confusable-candidates.ts)
// that no reviewed set in prisma/data/confusables.json has yet and that were
// not rejected (scripts/lib/rejected-confusables.ts), homophones
// first, then commoner pairs first: the reviewer's worklist for a new set
// (docs/ambiguous-words.md).
//
// Run: npx tsx scripts/confusable-candidates.ts [how many, default 100]
import { readFileSync } from "node:fs";
import { dictionary } from "cmu-pronouncing-dictionary";
import { confusableCandidates, unreviewedCandidates } from "./lib/confusable-candidates";
import { readConfusables, reviewedGroups } from "./lib/confusables";
import { WORDS_FILE } from "./build-words";

const limit = Number(process.argv[2] ?? 100);
const headwords = readFileSync(WORDS_FILE, "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => (JSON.parse(line) as { word: string }).word);
const unreviewed = unreviewedCandidates(confusableCandidates(headwords, dictionary), reviewedGroups(readConfusables().sets));
console.log(`${unreviewed.length} candidate pairs in no reviewed set; the first ${Math.min(limit, unreviewed.length)}:`);
for (const { words, kind, rank } of unreviewed.slice(0, limit)) console.log(`  ${words.join("/").padEnd(28)}${kind.padEnd(16)}rank ${rank}`);
