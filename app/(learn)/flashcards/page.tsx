import type { Metadata } from "next";
import { cookies } from "next/headers";
import { FlashcardsScreen } from "@/components/flashcards/flashcards-screen";
import { AppLink } from "@/components/ui/app-link";
import { SearchBox } from "@/components/words/search-box";
import { loadFirstCard } from "@/lib/flashcards/first-card";
import { POSITIONS_COOKIE } from "@/lib/flashcards/positions";
import { flashcardUserId } from "@/lib/flashcards/session";
import { FLASHCARD_CATEGORIES, FLASHCARD_CATEGORY_KEY } from "@/lib/navigation";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";
import { pageMetadata } from "@/lib/seo/site-url";
import styles from "./page.module.css";

export const metadata: Metadata = pageMetadata({
  title: "Flashcards",
  description:
    "Flip through English words: the word on the front; its meaning, examples, synonyms and antonyms on the back. Mark what you know, review the rest.",
  path: "/flashcards",
});

// The first card is rendered here, so it is in the HTML: no client fetch comes before it paints.
export default async function FlashcardsPage() {
  const [jar, userId] = await Promise.all([cookies(), flashcardUserId()]);
  const initial = await loadFirstCard({
    userId,
    categoryCookie: jar.get(FLASHCARD_CATEGORY_KEY)?.value,
    positionsCookie: jar.get(POSITIONS_COOKIE)?.value,
  });
  const label = FLASHCARD_CATEGORIES.find(({ value }) => value === initial.category)?.label ?? "";

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Flashcards</h1>
        <p className={styles.category}>{label}</p>
      </header>
      {/* A new first card (another category, a refresh) starts the screen afresh. */}
      <FlashcardsScreen key={`${initial.category}:${initial.card?.wordIndex ?? "none"}:${initial.loginRequiredFor ?? ""}`} initial={initial} />
      {/* Below the card, which keeps its place in the first screen: a word met elsewhere, looked up here. */}
      <SearchBox className={styles.search} label="Look up a word" />
      <p className={styles.testLink}>
        <AppLink href={TEST_VOCABULARY_PATH}>Test your vocabulary</AppLink> to start at your level.
      </p>
    </main>
  );
}
