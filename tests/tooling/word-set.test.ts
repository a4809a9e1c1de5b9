// Checks the committed learner word set (prisma/data/words.jsonl) against the
// targets in scripts/build-words.ts, and that rebuilding it gives the same file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { WordRecord } from "@/lib/words/word-record";
import { dictionary as cmuDictionary } from "cmu-pronouncing-dictionary";
import { headwordIpa } from "../../scripts/lib/arpabet-ipa";
import {
  buildWordSet,
  FUNCTION_WORDS,
  HEADWORDS_FILE,
  listedAdvancedWords,
  loadInputs,
  MAX_SENSES,
  PROFANITY_BLOCKLIST,
  SCOWL_LEVELS,
  SPELLING_VARIANTS_FILE,
  serializeHeadwords,
  serializeSpellingVariants,
  serializeWordSet,
  WORDS_FILE,
  wordsPerBand,
} from "../../scripts/build-words";
import { type FormPos, inflectedForms, wordTokens } from "@/lib/words/word-forms";
import { isEverydayInSpeech, loadFrequencySources } from "../../scripts/lib/word-frequency";

/** The commonest words, as many as the set had before the advanced tier: the order is now commonness (docs/placement.md), not a fixed core. */
const CORE_WORD_COUNT = 7379;

const text = readFileSync(WORDS_FILE, "utf8");
const lines = text.split("\n").slice(0, -1);
const records = lines.map((line) => JSON.parse(line) as WordRecord);

const PARTS_OF_SPEECH = ["noun", "verb", "adjective", "adverb"];
const SENSE_KEYS = ["partOfSpeech", "definition", "examples", "synonyms", "antonyms"];
const BLOCKED = new Set(PROFANITY_BLOCKLIST);

function lemmas(record: WordRecord): string[] {
  return [record.word, ...record.details.flatMap((d) => [...d.synonyms, ...d.antonyms])];
}

function glosses(record: WordRecord): string[] {
  return record.details.flatMap((d) => [d.definition, ...d.examples]);
}

function hasHeadwordExample(record: WordRecord): boolean {
  const posList = [...new Set(record.details.map((d) => d.partOfSpeech))] as FormPos[];
  const forms = new Set(inflectedForms(record.word, posList));
  return record.details.some((d) => d.examples.some((example) => wordTokens(example).some((t) => forms.has(t))));
}

/** Offenders in a readable form, so a failure names the words to look at. */
function offenders(test: (record: WordRecord) => boolean): string[] {
  return records
    .filter(test)
    .map((r) => r.word)
    .slice(0, 20);
}

describe("learner word set file", () => {
  it("is one JSON object per line with a single final newline", () => {
    expect(text.endsWith("\n")).toBe(true);
    expect(text.endsWith("\n\n")).toBe(false);
    expect(lines.every((line) => line.length > 0)).toBe(true);
  });

  it("uses the fixed keys in the fixed order", () => {
    const sameKeys = (value: object, keys: string[]): boolean => Object.keys(value).join() === keys.join();
    const badLines = lines.filter((line) => {
      const raw = JSON.parse(line) as { details: object[] };
      // core, learner and labels follow the fixed keys, each only when it applies.
      const senseKeys = (sense: object): string[] => [...SENSE_KEYS, ...["core", "learner", "labels"].filter((key) => key in sense)];
      // variants follows the word, only when it has other spellings.
      const recordKeys = "variants" in raw ? ["word", "variants", "ipa", "details"] : ["word", "ipa", "details"];
      return !sameKeys(raw, recordKeys) || !raw.details.every((sense) => sameKeys(sense, senseKeys(sense)));
    });
    expect(badLines.slice(0, 5)).toEqual([]);
  });

  it("gives every word the CMU dictionary has an IPA pronunciation (95% of the core), and none an empty one", () => {
    expect(offenders((r) => r.ipa !== null && (typeof r.ipa !== "string" || r.ipa.trim() === "" || /[A-Z0-9]/.test(r.ipa)))).toEqual([]);
    const core = records.slice(0, CORE_WORD_COUNT);
    expect(core.filter((r) => r.ipa !== null).length / core.length).toBeGreaterThanOrEqual(0.95);
    expect(offenders((r) => r.ipa === null && headwordIpa(r.word, cmuDictionary) !== null)).toEqual([]);
    expect(records.find((r) => r.word === "person")?.ipa).toBe("ˈpɝsən");
  });

  it("has a headwords file listing exactly its words, in index order", () => {
    expect(readFileSync(HEADWORDS_FILE, "utf8")).toBe(serializeHeadwords(records));
  });

  it("has a spelling variants file listing exactly its words' other spellings", () => {
    expect(readFileSync(SPELLING_VARIANTS_FILE, "utf8")).toBe(serializeSpellingVariants(records));
  });

  it("has at least 5,000 unique words", () => {
    expect(records.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(records.map((r) => r.word)).size).toBe(records.length);
  });

  it("gives every word 1 to 5 senses with a part of speech and a definition", () => {
    expect(MAX_SENSES).toBe(5);
    expect(offenders((r) => r.details.length < 1 || r.details.length > 5)).toEqual([]);
    const isText = (item: unknown): boolean => typeof item === "string" && item.trim().length > 0;
    const badSense = (sense: WordRecord["details"][number]): boolean =>
      !PARTS_OF_SPEECH.includes(sense.partOfSpeech) ||
      !isText(sense.definition) ||
      ![sense.examples, sense.synonyms, sense.antonyms].every((list) => Array.isArray(list) && list.every(isText));
    expect(offenders((r) => r.details.some(badSense))).toEqual([]);
  });

  it("has an example showing the word (or an inflected form) for at least 80% of words", () => {
    const share = records.filter(hasHeadwordExample).length / records.length;
    expect(share).toBeGreaterThanOrEqual(0.8);
  });

  it("keeps the headword out of its synonyms and antonyms, and deduplicates both", () => {
    expect(offenders((r) => r.details.some((d) => [...d.synonyms, ...d.antonyms].some((s) => s.toLowerCase() === r.word.toLowerCase())))).toEqual([]);
    const hasDuplicates = (list: string[]): boolean => new Set(list.map((s) => s.toLowerCase())).size !== list.length;
    expect(offenders((r) => r.details.some((d) => hasDuplicates(d.synonyms) || hasDuplicates(d.antonyms)))).toEqual([]);
  });

  it("has no underscores, WordNet markers or gloss punctuation left", () => {
    expect(text.includes("_")).toBe(false);
    expect(offenders((r) => lemmas(r).some((lemma) => /\((?:a|p|ip)\)/.test(lemma)))).toEqual([]);
    expect(offenders((r) => glosses(r).some((g) => /`|''|--/.test(g)))).toEqual([]);
    expect(offenders((r) => glosses(r).some((g) => g !== g.trim() || /\s{2,}/.test(g)))).toEqual([]);
    expect(offenders((r) => glosses(r).some((g) => g.startsWith('"') || g.endsWith('"')))).toEqual([]);
    expect(offenders((r) => glosses(r).some((g) => /[;:,]$/.test(g)))).toEqual([]);
  });

  it("lists only lower-case common words of letters, at least 3 long (except go)", () => {
    expect(offenders((r) => !/^[a-z]+$/.test(r.word) || (r.word.length < 3 && r.word !== "go"))).toEqual([]);
    // Synonyms and antonyms: lower-case letters with inner spaces, hyphens, apostrophes.
    expect(offenders((r) => lemmas(r).some((lemma) => !/^[a-z](?:[a-z' -]*[a-z])?$/.test(lemma)))).toEqual([]);
  });

  it("has no one-character word, so /words/<one character> is always a letter's list (lib/words/word-path.ts)", () => {
    expect(offenders((r) => [...r.word].length < 2)).toEqual([]);
  });

  it("leaves out function words and auxiliaries", () => {
    const excluded = new Set([
      ...FUNCTION_WORDS,
      ...["the", "of", "and", "be", "have", "do", "will", "shall", "can", "may", "must", "might", "should"],
      ...["would", "could", "is", "are", "a", "an", "he", "she", "they", "in", "on", "at", "one", "two"],
    ]);
    expect(offenders((r) => excluded.has(r.word))).toEqual([]);
  });

  it("has no profanity in words, synonyms or antonyms", () => {
    expect(PROFANITY_BLOCKLIST.length).toBeGreaterThan(10);
    expect(offenders((r) => lemmas(r).some((lemma) => wordTokens(lemma).some((t) => BLOCKED.has(t))))).toEqual([]);
    // Words built on a profanity are no headwords either (an editor found these among the rarer words).
    for (const word of ["shitty", "shitting", "crappy", "slutty", "fagged"])
      expect(
        records.some((r) => r.word === word),
        word,
      ).toBe(false);
    // The sense such a word shares stays, without it: exhausted is still "extremely tired", lousy "very bad".
    const sense = (word: string, definition: RegExp) => records.find((r) => r.word === word)?.details.find((d) => definition.test(d.definition));
    expect(sense("exhausted", /extremely tired/)?.synonyms).not.toContain("fagged");
    expect(sense("lousy", /^very bad/)?.synonyms).not.toContain("crappy");
  });

  it("has no senses WordNet labels as offensive or slang", () => {
    const labels = [
      /\b(?:offensive|vulgar|obscene|derogatory|disparaging) (?:term|name|word|slang)/i,
      /\((?:[\w-]+ )*(?:offensive|slang|ethnic slur|derogatory|vulgar)\b/i,
      /\bslang (?:for|term)\b/i,
    ];
    expect(offenders((r) => r.details.some((d) => labels.some((re) => re.test(d.definition))))).toEqual([]);
  });

  it("puts the commonest sense first", () => {
    const first = (word: string): string | undefined => records.find((r) => r.word === word)?.details[0]?.partOfSpeech;
    expect(first("run")).toBe("verb");
    expect(first("book")).toBe("noun");
    expect(first("happy")).toBe("adjective");
    expect(first("slowly")).toBe("adverb");
  });

  it("lists the commonest words first", () => {
    const position = (word: string): number => records.findIndex((r) => r.word === word);
    for (const [common, rarer] of [
      ["say", "abandon"],
      ["house", "zeal"],
      ["water", "vulture"],
    ] as const) {
      expect(position(common)).toBeGreaterThanOrEqual(0);
      expect(position(common)).toBeLessThan(position(rarer));
    }
  });
});

describe("the advanced tier", () => {
  const advanced = records.slice(CORE_WORD_COUNT);

  it("takes the set past 15,000 words", () => {
    expect(records.length).toBeGreaterThanOrEqual(15_000);
  });

  // Reads SCOWL's lists and the frequency lists: seconds on a busy machine.
  it(
    "shows every rare word in use (an example with the word or one of its forms), unless common in speech or a listed advanced word",
    { timeout: 60_000 },
    () => {
      const frequency = loadFrequencySources();
      const listed = new Set(listedAdvancedWords().map(({ word }) => word));
      const coreLevels = new Set(
        loadInputs()
          .levels.filter(({ level }) => (SCOWL_LEVELS as readonly number[]).includes(level))
          .flatMap(({ words }) => words),
      );
      const unshown = records.filter((r) => !hasHeadwordExample(r));
      const rareUnshown = unshown.filter((r) => !coreLevels.has(r.word) && !listed.has(r.word) && !isEverydayInSpeech(r.word, frequency));
      expect(rareUnshown.map((r) => r.word)).toEqual([]);
      // The exemption is for everyday words WordNet shows in no example (email, website), not a way round the rule.
      for (const word of ["email", "website", "online"]) expect(unshown.map((r) => r.word)).toContain(word);
    },
  );

  it("has the words advanced learners look up, after the core", () => {
    // serendipity is not here: WordNet has no example of it.
    for (const word of ["ubiquitous", "ephemeral", "laconic", "gregarious", "meticulous", "resilient", "procrastinate"]) {
      expect(
        advanced.map((r) => r.word),
        word,
      ).toContain(word);
    }
  });
});

describe("learner word set build", () => {
  it("counts the words of each band of commonness, the last band short", () => {
    expect(wordsPerBand(lines.length).reduce((sum, count) => sum + count, 0)).toBe(lines.length);
    expect(wordsPerBand(7379)).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 1000, 379]);
    expect(wordsPerBand(2000)).toEqual([1000, 1000]);
  });

  it("rebuilds the committed file line for line", { timeout: 60_000 }, () => {
    const rebuilt = serializeWordSet(buildWordSet()).split("\n").slice(0, -1);
    const firstDifference = rebuilt.findIndex((line, index) => line !== lines[index]);
    expect(firstDifference, `first differing line ${firstDifference}: ${rebuilt[firstDifference]}`).toBe(-1);
    expect(rebuilt.length).toBe(lines.length);
  });
});
