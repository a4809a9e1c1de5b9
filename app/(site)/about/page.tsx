import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { ContentPage } from "@/components/site/content-page";
import { DataNotices } from "@/components/site/data-notices";
import { WordNetLicence } from "@/components/site/wordnet-licence";
import { pageMetadata } from "@/lib/seo/site-url";

export const metadata: Metadata = pageMetadata({
  title: "About us",
  description: "Lexi helps learners of English build their vocabulary with flashcards, favourites and notes. Word data from WordNet 3.1, Princeton University.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <ContentPage title="About us" lede="Lexi helps learners of English build a bigger vocabulary, one card at a time.">
      <h2>What Lexi does</h2>
      <p>
        Every flashcard brings a word with its definition, an example, synonyms and antonyms. Flip the card, decide whether you remembered it, and move on.
        Anyone can practise new, unseen words straight away.
      </p>
      <ul>
        <li>
          <strong>Flashcards</strong> in five categories: unseen, seen, favourite, remembered and not yet remembered words.
        </li>
        <li>
          <strong>Favourites</strong> keep the words you want to come back to.
        </li>
        <li>
          <strong>Notes</strong> let you explain a word in your own words and find it again later.
        </li>
      </ul>
      <p>
        With a free account, Lexi remembers your progress, favourites and notes, and reviews your words with you: each word you learn comes back just before you
        would forget it, scheduled by FSRS, the memory model Anki uses. The words you know come back rarely and the hard ones often, so a few minutes a day
        keeps hundreds of words.
      </p>

      <h2>Get in touch</h2>
      <p>
        Found a mistake in a word, or have an idea? Write to us through the <AppLink href="/contact">contact form</AppLink>.
      </p>

      <h2 id="wordnet">Where the words come from</h2>
      <p>
        The word data in Lexi — words, definitions, examples, synonyms and antonyms — is derived from <a href="https://wordnet.princeton.edu/">WordNet 3.1</a>,
        the lexical database of English from Princeton University. WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. It is used under the
        WordNet licence below.
      </p>
      <WordNetLicence />
      <h2 id="word-lists">Which words, their order, spelling and pronunciation</h2>
      <p>
        Which words Lexi teaches, and their American and British spellings (color, colour), come from{" "}
        <a href="http://wordlist.aspell.net/">SCOWL (Spell Checker Oriented Word Lists)</a> by Kevin Atkinson. Pronunciations are converted to IPA from the{" "}
        <a href="https://github.com/cmusphinx/cmudict">Carnegie Mellon University Pronouncing Dictionary</a>. Words are ordered by how common they are in spoken
        and written English: <a href="https://www.ugent.be/pp/experimentele-psychologie/en/research/documents/subtlexus">SUBTLEX-US</a> (Brysbaert &amp; New,
        2009; film and TV subtitles), the frequency list of English Wikipedia in the{" "}
        <a href="https://www.npmjs.com/package/popular-english-words">popular-english-words</a> package by Tim Koop, and the New Dale-Chall list of familiar
        words (Chall &amp; Dale, 1995) from the <a href="https://www.npmjs.com/package/dale-chall">dale-chall</a> package by Titus Wormer. Their notices:
      </p>
      <DataNotices />
    </ContentPage>
  );
}
