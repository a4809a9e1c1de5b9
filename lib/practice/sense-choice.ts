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

let definitionUses: Map<string, number> | undefined;

/** How many words of the set have this definition: more than one, and "type the word" has several right answers. */
function wordsWithDefinition(definition: string): number {
  if (!definitionUses) {
    definitionUses = new Map();
    for (const word of practiceTables().words) {
      for (const text of word.definitions) definitionUses.set(text, (definitionUses.get(text) ?? 0) + 1);
    }
  }
  return definitionUses.get(definition.toLowerCase()) ?? 0;
}

/** Definable senses for typing the word: the ones no other word shares when there are any. */
export function typedSenses(word: PracticeWord): WordSense[] {
  const senses = definableSenses(word);
  const unshared = senses.filter((sense) => wordsWithDefinition(sense.definition) === 1);
  return unshared.length > 0 ? unshared : senses;
}
