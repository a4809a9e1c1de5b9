import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { givesAway } from "./give-away";
import { practiceTables, type PracticeWord } from "./word-tables";

// Which of a word's senses a question may show by its definition: one that
// does not give the word away ("group: arrange into a group or groups" asks
// nothing).

/** The senses whose definition does not give the word away, in the word set's order (commonest first). */
export function definableSenses(word: PracticeWord): WordSense[] {
  return word.entry.details.filter((sense) => !givesAway(sense.definition, word.entry.word, word.forms));
}

let owners: Map<string, number[]> | undefined;

/** The indexes of the words that have this definition (lower case): words sharing one share a WordNet synset. */
export function definitionOwners(definition: string): readonly number[] {
  if (!owners) {
    owners = new Map();
    for (const { entry } of practiceTables().words) {
      for (const sense of entry.details) {
        const text = sense.definition.toLowerCase();
        const list = owners.get(text);
        if (!list) owners.set(text, [entry.index]);
        else if (!list.includes(entry.index)) list.push(entry.index);
      }
    }
  }
  return owners.get(definition.toLowerCase()) ?? [];
}

/** Definable senses for typing the word: the ones no other word shares when there are any. */
export function typedSenses(word: PracticeWord): WordSense[] {
  const senses = definableSenses(word);
  const unshared = senses.filter((sense) => definitionOwners(sense.definition).length === 1);
  return unshared.length > 0 ? unshared : senses;
}
