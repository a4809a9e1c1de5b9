import "server-only";
import { idiomSet } from "@/lib/words/idioms";
import type { BuiltQuestion } from "./questions";
import { pickOne, seededRandom, shuffled } from "./seeded-random";

// Idioms MCQ (source idioms): an idiom, one of its example sentences, and four
// meanings, one its own. Built from prisma/data/idioms.json with the question's
// seed, so the same id rebuilds the same options; the wrong options are other
// idioms' first meanings, of the same part of speech where there are enough,
// never one of this idiom's own meanings (whole caboodle and whole shebang
// share one).

const WRONG_OPTIONS = 3;

export function idiomCount(): number {
  return idiomSet().list.length;
}

export function buildIdiomQuestion(idiomIndex: number, seed: string): BuiltQuestion | null {
  const { list } = idiomSet();
  const idiom = list[idiomIndex];
  if (!idiom) return null;
  const random = seededRandom(`${seed}:idiom:${idiomIndex}`);
  const sense = pickOne(random, idiom.senses);
  const example = sense && pickOne(random, sense.examples);
  if (!sense || !example) return null;
  const own = new Set(idiom.senses.map((s) => s.definition.toLowerCase()));
  const others = list.filter((other) => other.index !== idiomIndex).map((other) => other.senses[0]!);
  const samePos = others.filter((other) => other.partOfSpeech === sense.partOfSpeech);
  const wrong: string[] = [];
  for (const other of shuffled(random, samePos.length >= WRONG_OPTIONS * 3 ? samePos : others)) {
    const text = other.definition.toLowerCase();
    if (own.has(text) || wrong.some((w) => w.toLowerCase() === text)) continue;
    wrong.push(other.definition);
    if (wrong.length === WRONG_OPTIONS) break;
  }
  if (wrong.length < WRONG_OPTIONS) return null;
  const options = shuffled(random, [sense.definition, ...wrong]);
  return {
    payload: { kind: "meaning", word: idiom.idiom, ipa: null, partOfSpeech: sense.partOfSpeech, options, example },
    key: { kind: "meaning", correct: options.indexOf(sense.definition), options },
    wordIndexes: [idiomIndex],
  };
}
