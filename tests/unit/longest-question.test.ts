// The tallest meaning question the layout tests show (tests/e2e/support/longest-question.ts)
// stays a bound on the word set: no askable word, IPA or part of speech is longer
// than its own, and its four options are at least the four longest definitions.
import { expect, it } from "vitest";
import { canAsk } from "@/lib/practice/questions";
import { definableSenses } from "@/lib/practice/sense-choice";
import { practiceTables } from "@/lib/practice/word-tables";
import { LONGEST_MEANING_QUESTION } from "../e2e/support/longest-question";

// It reads every askable word's senses: about 2 s alone, several times that on a loaded 2-core CI machine.
it("the layout tests' tallest question is at least as tall as any the word set makes", { timeout: 60_000 }, () => {
  const longest = { word: 0, ipa: 0, partOfSpeech: 0 };
  const definitions = new Set<string>();
  for (const word of practiceTables().words) {
    if (!canAsk("meaning", word.index)) continue;
    longest.word = Math.max(longest.word, word.entry.word.length);
    longest.ipa = Math.max(longest.ipa, word.entry.ipa?.length ?? 0);
    for (const sense of definableSenses(word)) {
      definitions.add(sense.definition);
      longest.partOfSpeech = Math.max(longest.partOfSpeech, sense.partOfSpeech.length);
    }
  }
  const longestFour = [...definitions]
    .map((definition) => definition.length)
    .sort((a, b) => b - a)
    .slice(0, 4);
  for (const part of ["word", "ipa", "partOfSpeech"] as const) expect(LONGEST_MEANING_QUESTION[part].length, part).toBeGreaterThanOrEqual(longest[part]);
  const fixtureLengths = LONGEST_MEANING_QUESTION.options.map((option) => option.length).sort((a, b) => b - a);
  fixtureLengths.forEach((length, i) => expect(length, `option ${i + 1}`).toBeGreaterThanOrEqual(longestFour[i]!));
});
