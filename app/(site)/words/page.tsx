import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { ContentPage } from "@/components/site/content-page";
import { JsonLd } from "@/components/words/json-ld";
import { SearchBox } from "@/components/words/search-box";
import styles from "@/components/words/word-entry.module.css";
import { wordSetData } from "@/lib/seo/site-structured-data";
import { pageMetadata } from "@/lib/seo/site-url";
import { letterHref, WORDS_PATH } from "@/lib/words/word-path";
import { wordSet } from "@/lib/words/word-set";

const DESCRIPTION =
  "Every word in Lexi's English vocabulary set, A to Z: meanings, pronunciation, example sentences, synonyms and antonyms, for learners of English.";

export const metadata: Metadata = pageMetadata({ title: "English words A–Z", description: DESCRIPTION, path: WORDS_PATH });

export default function WordsIndexPage() {
  const { letters, alphabetical } = wordSet();
  return (
    <ContentPage title="English words A–Z" lede={`${alphabetical.length.toLocaleString("en")} words with their meanings, pronunciation and examples.`}>
      <SearchBox />
      <nav aria-label="Words by letter">
        <ul className={styles.letters}>
          {[...letters].map(([letter, words]) => (
            <li key={letter}>
              <AppLink href={letterHref(letter)} prefetch={false}>
                <span>
                  {letter.toUpperCase()} <small>{words.length} words</small>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <JsonLd data={wordSetData({ description: DESCRIPTION })} />
    </ContentPage>
  );
}
