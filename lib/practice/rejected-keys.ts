import "server-only";
import rejectedFile from "@/prisma/data/rejected-keys.json" with { type: "json" };

// Synonym and antonym keys a teacher rejected on reading every pair the
// questions could ask (prisma/data/rejected-keys.json, docs/practice.md):
// WordNet puts words in one synset that a learner would not call synonyms in
// the sense shown (margin / perimeter, exhaust / tucker) and lists opposites
// that are not clean (amphibious / aquatic).

type RelationKind = "synonym" | "antonym";

/** Per kind, [word, key] pairs. */
const rejected = rejectedFile as Record<RelationKind, [string, string][]>;

let pairs: Record<RelationKind, ReadonlySet<string>> | undefined;

function rejectedPairs(): Record<RelationKind, ReadonlySet<string>> {
  pairs ??= {
    synonym: new Set(rejected.synonym.map(([word, key]) => `${word}|${key}`)),
    antonym: new Set(rejected.antonym.map(([word, key]) => `${word}|${key}`)),
  };
  return pairs;
}

/** Whether a teacher rejected this key for a question on the word. */
export function isRejectedKey(kind: RelationKind, word: string, key: string): boolean {
  return rejectedPairs()[kind].has(`${word}|${key.toLowerCase()}`);
}
