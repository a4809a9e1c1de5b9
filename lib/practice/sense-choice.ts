import "server-only";
import type { WordSense } from "@/lib/words/word-record";
import { givesAway } from "./give-away";
import { isOffensiveText } from "./offensive-text";
import { practiceTables, senseDefinitions, type PracticeWord } from "./word-tables";

// Which of a word's senses a question may ask: its core senses (the
// learner's first, and a second only when common: `core` in the word set)
// that Lexi's editors have worded (docs/practice.md), never a labelled one (a
// domain, slang, archaic, vulgar...), never one whose definition or synonyms
// hold an offensive word, and, to be shown by its definition, one
// that does not give the word away ("group: arrange into a group or groups"
// asks nothing). A word set built before senses were marked core has its
// first sense asked only.

let marksCore: boolean | undefined;

/** Whether the word set marks core senses at all (else the first sense stands for them). */
function setMarksCore(): boolean {
  marksCore ??= practiceTables().words.some(({ entry }) => entry.details.some((sense) => sense.core === true));
  return marksCore;
}

let wordsSenses: boolean | undefined;

/** Whether the word set carries Lexi's wording of its senses (else WordNet's definitions stand for it). */
function setWordsSenses(): boolean {
  wordsSenses ??= practiceTables().words.some(({ source }) => source.details.some((sense) => sense.learner !== undefined));
  return wordsSenses;
}

/** A sense whose definition or synonyms hold an offensive word (extracurricular: "characterized by adultery", synonym extramarital). */
function isOffensiveSense(sense: WordSense): boolean {
  return isOffensiveText(sense.definition) || sense.synonyms.some(isOffensiveText);
}

const askableCache = new Map<number, readonly WordSense[]>();

/** The senses any question, placement, challenge or Easy Words may ask, in the word set's order. */
export function askableSenses(word: PracticeWord): readonly WordSense[] {
  let senses = askableCache.get(word.index);
  if (!senses) {
    const core = setMarksCore() ? word.entry.details.filter((sense) => sense.core === true) : word.entry.details.slice(0, 1);
    // Lexi's editors word every sense fit to ask; one they left unworded is not asked.
    const worded = (sense: WordSense) => sense.learner !== undefined || !setWordsSenses();
    senses = isOffensiveText(word.entry.word) ? [] : core.filter((sense) => !sense.labels?.length && !isOffensiveSense(sense) && worded(sense));
    askableCache.set(word.index, senses);
  }
  return senses;
}

/**
 * The definition as a question shows it: WordNet's glosses often name the word
 * in a parenthesis or a clause after a semicolon ("feel or have a desire for;
 * want strongly", "a woman who has given birth to a child (also used as a term
 * of address to your mother)"); those parts are left out. Null when what is
 * left still gives the word away, or nothing is left.
 */
export function shownDefinition(word: PracticeWord, glossed: string): string | null {
  const gives = (text: string) => givesAway(text, word.entry.word, word.forms);
  // A subject or usage note in front ("(chemistry) ...", "(usually followed by 'to') ...") tells nothing of the meaning.
  const definition = glossed.replace(/^\([^)]*\)\s*/, "") || glossed;
  if (!gives(definition)) return definition;
  const [head = "", ...rest] = definition.replace(/\s*\([^)]*\)/g, (group) => (gives(group) ? "" : group)).split(/;\s*/);
  // The first clause is the definition: it stays (its ": examples" tail may go) or nothing is shown;
  // a later clause is only an aside, so one naming the word goes ("...: domestic cats; wildcats").
  const definitionClause = gives(head) ? head.replace(/\s*:[^:]*$/, "") : head;
  if (definitionClause.trim().length === 0 || gives(definitionClause)) return null;
  // An aside goes too when it holds the word inside another ("wildcats"): dropping an aside costs nothing.
  const holdsWord = (clause: string) => gives(clause) || [word.entry.word, ...word.forms].some((form) => clause.toLowerCase().includes(form.toLowerCase()));
  const trimmed = [definitionClause, ...rest.filter((clause) => clause.trim().length > 0 && !holdsWord(clause))].join("; ").trim();
  return gives(trimmed) ? null : trimmed;
}

/** The word set's own sense behind a definable sense (whose definition may be trimmed); a Map, as its keys are kept in definableCache for good. */
const originals = new Map<WordSense, WordSense>();

export function originalSense(sense: WordSense): WordSense {
  return originals.get(sense) ?? sense;
}

const definableCache = new Map<number, WordSense[]>();

/** The askable senses with the definition a question shows (shownDefinition), those that have one, in the word set's order. */
export function definableSenses(word: PracticeWord): WordSense[] {
  let senses = definableCache.get(word.index);
  if (!senses) {
    senses = [];
    for (const sense of askableSenses(word)) {
      // A question shows the sense's part of speech: "noun" labelled a noun would name the answer.
      if (givesAway(sense.partOfSpeech, word.entry.word, word.forms)) continue;
      // Lexi's wording is shown as written: its "(of a voice) deep and rough" says what the word describes.
      const definition = sense.learner
        ? givesAway(sense.definition, word.entry.word, word.forms)
          ? null
          : sense.definition
        : shownDefinition(word, sense.definition);
      if (definition === null) continue;
      const shown = definition === sense.definition ? sense : { ...sense, definition };
      if (shown !== sense) originals.set(shown, sense);
      senses.push(shown);
    }
    definableCache.set(word.index, senses);
  }
  return senses;
}

// A definition's one owner as its index, and a list only where words share it: 40,000 one-item lists would be
// 80,000 objects more for every full collection to mark (docs/performance.md).
let owners: Map<string, number | number[]> | undefined;

/** The indexes of the words that have this definition (lower case), WordNet's or Lexi's, in any sense: words sharing a WordNet one share a synset. */
export function definitionOwners(definition: string): readonly number[] {
  owners ??= findOwners();
  const found = owners.get(definition.toLowerCase());
  return found === undefined ? [] : typeof found === "number" ? [found] : found;
}

/** Read from the senses, not from each word's `definitions`: those sets stay unbuilt for the words no question asks. */
function findOwners(): Map<string, number | number[]> {
  const found = new Map<string, number | number[]>();
  for (const { index, source } of practiceTables().words) {
    for (const sense of source.details) {
      for (const text of senseDefinitions(sense)) {
        const key = text.toLowerCase();
        const owner = found.get(key);
        if (owner === undefined) found.set(key, index);
        else if (typeof owner === "number") {
          if (owner !== index) found.set(key, [owner, index]);
        } else if (!owner.includes(index)) owner.push(index);
      }
    }
  }
  return found;
}

/**
 * Definable senses for typing the word: only ones no other word shares, as
 * another word would be as right; of a sense Lexi has worded, only one whose
 * definition its editor found names this word and no commoner one.
 */
export function typedSenses(word: PracticeWord): WordSense[] {
  return definableSenses(word).filter((sense) => {
    const original = originalSense(sense);
    return (original.learner?.typed ?? true) && definitionOwners(original.definition).length === 1;
  });
}
