import type { Metadata } from "next";
import { SearchBox } from "./search-box";
import { Breadcrumb } from "./breadcrumb";
import { LetterList } from "./letter-list";
import { letterCrumb, letterPage, letterPageCount, WORDS_CRUMB } from "@/lib/words/word-pages";
import { letterHref } from "@/lib/words/word-path";
import { pageMetadata } from "@/lib/seo/site-url";
import { DESCRIPTION_MAX_LENGTH } from "@/lib/seo/word-description";
import styles from "./word-entry.module.css";

function title(letter: string, page: number): string {
  return `Words starting with ${letter.toUpperCase()}${page > 1 ? `, page ${page}` : ""}`;
}

/** Names the page's first and last word (and its number), so no two pages of a letter share a description. */
function description(letter: string, page: number): string {
  const words = letterPage(letter, page);
  const pageCount = letterPageCount(letter);
  const numbered = pageCount > 1 ? `, page ${page} of ${pageCount}` : "";
  const range = words.length > 1 ? `${words[0]!.word} to ${words.at(-1)!.word}` : (words[0]?.word ?? "");
  const head = `English words starting with ${letter.toUpperCase()}${numbered}: ${range}, with their `;
  // The fullest ending that keeps the description within what search results show (160 characters).
  const ending = DESCRIPTION_ENDINGS.find((tail) => head.length + tail.length <= DESCRIPTION_MAX_LENGTH) ?? DESCRIPTION_ENDINGS.at(-1)!;
  return head + ending;
}

const DESCRIPTION_ENDINGS = [
  "meanings, pronunciation, example sentences, synonyms and antonyms.",
  "meanings, pronunciation, example sentences and synonyms.",
  "meanings, pronunciation and examples.",
];

export function letterPageMetadata(letter: string, page: number): Metadata {
  return pageMetadata({
    title: title(letter, page),
    description: description(letter, page),
    path: letterHref(letter, page),
    // Page 1 is /words/<letter>, whose route draws the letter's image; later pages get the default.
    ownImage: page === 1,
  });
}

/** /words/<letter>[/<page>]: the letter's words, alphabetical, in pages. */
export function LetterPage({ letter, page }: { letter: string; page: number }) {
  return (
    <main className={styles.page}>
      <Breadcrumb trail={[WORDS_CRUMB, letterCrumb(letter)]} />
      <h1 className={styles.word}>{title(letter, page)}</h1>
      <div className={styles.searchRow}>
        <SearchBox />
      </div>
      <LetterList letter={letter} page={page} pageCount={letterPageCount(letter)} words={letterPage(letter, page)} />
    </main>
  );
}
