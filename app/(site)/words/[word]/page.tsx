import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/words/breadcrumb";
import { JsonLd } from "@/components/words/json-ld";
import { IdiomEntry } from "@/components/words/idiom-entry";
import { LetterPage, letterPageMetadata } from "@/components/words/letter-page";
import { SearchBox } from "@/components/words/search-box";
import { WordEntry } from "@/components/words/word-entry";
import { WordStories } from "@/components/words/word-stories";
import styles from "@/components/words/word-entry.module.css";
import { KNOWN_NOTE_SLOT_ID } from "@/lib/known/messages";
import { wordDescription } from "@/lib/seo/word-description";
import { breadcrumbListData, definedTermData } from "@/lib/seo/word-structured-data";
import { pageMetadata } from "@/lib/seo/site-url";
import type { IdiomEntry as Idiom } from "@/lib/words/idioms";
import { idiomEntry, idiomTrail, listedLetter, neighbours, pageOf, wordEntry, wordPageParams, wordTrail } from "@/lib/words/word-pages";

// /words/<word>: one page per word of the set, /words/<idiom-slug>: one per
// idiom (docs/idioms.md; a slug has a hyphen, no word has), and /words/<letter>:
// the first page of a letter's list (no word has one character). All prerendered at
// build; any other path here is the prerendered 404 (docs/performance.md).
export const dynamicParams = false;

export function generateStaticParams(): { word: string }[] {
  return wordPageParams();
}

type WordPageProps = { params: Promise<{ word: string }> };

export async function generateMetadata({ params }: WordPageProps): Promise<Metadata> {
  const { word } = await params;
  const letter = listedLetter(word);
  if (letter) return letterPageMetadata(letter, 1);
  const idiom = idiomEntry(word);
  if (idiom) {
    return pageMetadata({ title: `${idiom.idiom}: meaning and examples of the idiom`, description: wordDescription(idiomAsWord(idiom)), path: idiom.href });
  }
  const entry = wordEntry(word);
  if (!entry) return {};
  return pageMetadata({ title: `${entry.word}: meaning, pronunciation and examples`, description: wordDescription(entry), path: entry.href, ownImage: true });
}

export default async function WordPage({ params }: WordPageProps) {
  const { word } = await params;
  const letter = listedLetter(word);
  if (letter) return <LetterPage letter={letter} page={1} />;
  const idiom = idiomEntry(word);
  if (idiom) return <IdiomPage entry={idiom} />;
  const entry = wordEntry(word);
  if (!entry) notFound();
  const trail = wordTrail(entry);
  const { previous, next } = neighbours(entry);
  return (
    <main className={styles.page}>
      <JsonLd data={definedTermData({ word: entry.word, description: entry.details[0]?.definition ?? entry.word, href: entry.href })} />
      <JsonLd data={breadcrumbListData(trail)} />
      <Breadcrumb trail={trail} />
      <WordEntry entry={entry} pageOf={pageOf} />
      <WordStories index={entry.index} />
      <nav aria-label="Neighbouring words" className={styles.neighbours}>
        {previous ? (
          <AppLink href={previous.href} prefetch={false} rel="prev">
            ← {previous.word}
          </AppLink>
        ) : (
          <span />
        )}
        {next ? (
          <AppLink href={next.href} prefetch={false} rel="next">
            {next.word} →
          </AppLink>
        ) : null}
      </nav>
      <div className={styles.searchRow}>
        <SearchBox label="Search another word" />
      </div>
      {/* A signed-in learner's "You marked this word as known" lands here (components/words/known-word-note.tsx), last, so nothing moves. */}
      <div id={KNOWN_NOTE_SLOT_ID} />
    </main>
  );
}

/** An idiom as the word description reads a word: its senses, no pronunciation, synonyms or antonyms. */
function idiomAsWord(idiom: Idiom) {
  return { word: idiom.idiom, ipa: null, details: idiom.senses.map((sense) => ({ ...sense, synonyms: [], antonyms: [] })) };
}

function IdiomPage({ entry }: { entry: Idiom }) {
  const trail = idiomTrail(entry);
  return (
    <main className={styles.page}>
      <JsonLd data={definedTermData({ word: entry.idiom, description: entry.senses[0]?.definition ?? entry.idiom, href: entry.href })} />
      <JsonLd data={breadcrumbListData(trail)} />
      <Breadcrumb trail={trail} />
      <IdiomEntry entry={entry} />
      <div className={styles.searchRow}>
        <SearchBox label="Search another word" />
      </div>
    </main>
  );
}
