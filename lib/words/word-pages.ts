import "server-only";
import { isLetterSegment, LETTER_PAGE_SIZE, letterHref, letterOf, WORDS_PATH, type Crumb } from "./word-path";
import { idiomSet, type IdiomEntry } from "./idioms";
import { wordSet, type WordEntry } from "./word-set";

// What the /words pages show, from the word set (lib/words/word-set.ts).

/** A route parameter as Next hands it over: decoded, or still encoded for some characters. */
function decodedParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

export function wordEntry(param: string): WordEntry | null {
  return wordSet().byWord.get(decodedParam(param).toLowerCase()) ?? null;
}

/** The idiom a /words/<slug> names ("kick-the-bucket"): a slug has a hyphen, which no word of the set has. */
export function idiomEntry(param: string): IdiomEntry | null {
  return idiomSet().bySlug.get(decodedParam(param).toLowerCase()) ?? null;
}

/** The letter a /words/<segment> names, when it is one that begins some word. */
export function listedLetter(param: string): string | null {
  const letter = decodedParam(param).toLowerCase();
  return isLetterSegment(letter) && wordSet().letters.has(letter) ? letter : null;
}

/** The words before and after, alphabetically (null at either end). */
export function neighbours(entry: WordEntry): { previous: WordEntry | null; next: WordEntry | null } {
  const { alphabetical, position } = wordSet();
  const at = position.get(entry.word.toLowerCase()) ?? -1;
  return { previous: alphabetical[at - 1] ?? null, next: alphabetical[at + 1] ?? null };
}

/** The page of a word when the set has one (synonyms and antonyms link to it). */
export function pageOf(word: string): string | null {
  return wordSet().byWord.get(word.toLowerCase())?.href ?? null;
}

export function letterPageCount(letter: string): number {
  return Math.ceil((wordSet().letters.get(letter)?.length ?? 0) / LETTER_PAGE_SIZE);
}

/** The words on page `page` (from 1) of a letter's list. */
export function letterPage(letter: string, page: number): readonly WordEntry[] {
  return (wordSet().letters.get(letter) ?? []).slice((page - 1) * LETTER_PAGE_SIZE, page * LETTER_PAGE_SIZE);
}

/** Every /words/<segment> there is (letters, words, idioms), for generateStaticParams. */
export function wordPageParams(): { word: string }[] {
  const { alphabetical, letters } = wordSet();
  return [
    ...[...letters.keys()].map((letter) => ({ word: letter })),
    ...alphabetical.map((entry) => ({ word: entry.word.toLowerCase() })),
    // Other spellings: the headword's page again, its canonical URL the headword's (never in the sitemaps).
    ...wordSet().variants.map((variant) => ({ word: variant })),
    ...idiomSet().list.map((entry) => ({ word: entry.slug })),
  ];
}

export function letterPageParams(): { word: string; page: string }[] {
  return [...wordSet().letters.keys()].flatMap((letter) =>
    Array.from({ length: letterPageCount(letter) - 1 }, (_, i) => ({ word: letter, page: String(i + 2) })),
  );
}

export const WORDS_CRUMB: Crumb = { name: "Words", href: WORDS_PATH };

export function letterCrumb(letter: string): Crumb {
  return { name: letter.toUpperCase(), href: letterHref(letter) };
}

export function idiomTrail(entry: IdiomEntry): Crumb[] {
  return [WORDS_CRUMB, { name: entry.idiom, href: entry.href }];
}

export function wordTrail(entry: WordEntry): Crumb[] {
  return [WORDS_CRUMB, letterCrumb(letterOf(entry.word)), { name: entry.word, href: entry.href }];
}
