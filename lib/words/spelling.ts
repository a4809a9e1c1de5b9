// Which spelling of a word a learner sees: the headword is the US spelling,
// `variants` its UK ones (colour, centre, grey). Pure, for server and client.
import type { WordRecord } from "./word-record";

export type SpellingPreference = "US" | "UK";

/** Languages whose learners default to UK spelling: British, Australian, New Zealand, Irish, South African and Indian English. */
const UK_SPELLING_LANGUAGES = ["en-gb", "en-au", "en-nz", "en-ie", "en-za", "en-in"];

/** The headword as the learner prefers it: its first UK variant when they chose UK and it has one. */
export function displaySpelling(record: Pick<WordRecord, "word" | "variants">, preference: SpellingPreference): string {
  return preference === "UK" ? (record.variants?.[0] ?? record.word) : record.word;
}

/** The default from the browser's languages (navigator.languages): the first English one decides. */
export function defaultSpelling(languages: readonly string[]): SpellingPreference {
  const english = languages.map((language) => language.toLowerCase()).find((language) => language === "en" || language.startsWith("en-"));
  return english !== undefined && UK_SPELLING_LANGUAGES.some((tag) => english === tag || english.startsWith(`${tag}-`)) ? "UK" : "US";
}

export function isSpellingPreference(value: unknown): value is SpellingPreference {
  return value === "US" || value === "UK";
}
