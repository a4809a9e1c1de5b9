import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { AMBIGUOUS_WORDS_PATH, FLASHCARD_CATEGORIES } from "@/lib/navigation";
import { STORIES_PATH } from "@/lib/stories/story-path";
import { AmbiguousIcon, CardsIcon, ClockIcon, ContextIcon, HeartIcon, NoteIcon, StoryIcon } from "./feature-icons";
import styles from "./features.module.css";

type Feature = { id: string; icon: ReactNode; title: string; body: string; extra?: ReactNode };

const FEATURES: readonly Feature[] = [
  {
    id: "flashcards",
    icon: <CardsIcon />,
    title: "Flashcards that flip",
    body: "Guess the meaning, then tap to flip: the back shows the definition, an example, synonyms and antonyms. Mark each word remembered or not, and pick a category to practise.",
    extra: (
      <ul className={styles.chips} aria-label="Flashcard categories">
        {FLASHCARD_CATEGORIES.map(({ value, label }) => (
          <li key={value}>{label}</li>
        ))}
      </ul>
    ),
  },
  {
    id: "review",
    icon: <ClockIcon />,
    title: "Review at the right time",
    body: "Each word you learn comes back for review just before you would forget it, scheduled by FSRS, the memory model Anki uses. The words you know come back rarely and the hard ones often, so a few minutes a day keeps hundreds of words.",
  },
  {
    id: "favourites",
    icon: <HeartIcon />,
    title: "Favourites",
    body: "Tap the heart on any card to keep the word. Your favourites are listed in one place, with search, ready for a quick review.",
  },
  {
    id: "notes",
    icon: <NoteIcon />,
    title: "Notes",
    body: "Write a note on a word in your own words — its type, a definition, an example, how it breaks down — from the notes button beside the cards, and find every note again on your notes page.",
  },
  {
    id: "context",
    icon: <ContextIcon />,
    title: "Learn with Context",
    body: "Read a real sentence with a word left out, and type the word. Lexi checks your answer, shows what you got wrong, and brings the word back when it is due. Try a demo round without an account.",
    extra: (
      <p className={styles.extraLink}>
        <ButtonLink href="/learn_with_context" variant="secondary" size="small">
          Try Learn with Context
        </ButtonLink>
      </p>
    ),
  },
  {
    id: "ambiguous",
    icon: <AmbiguousIcon />,
    title: "Ambiguous Words",
    body: "affect or effect, lose or loose: words that look or sound alike, each set with a one-line way to tell them apart. Learn them apart first, then fill the blank in sentences that only one of them fits.",
    extra: (
      <p className={styles.extraLink}>
        <ButtonLink href={AMBIGUOUS_WORDS_PATH} variant="secondary" size="small">
          See the Ambiguous Words
        </ButtonLink>
      </p>
    ),
  },
  {
    id: "story",
    icon: <StoryIcon />,
    title: "Learn with Story",
    body: "Short stories written for learners, each kept to the words of one band, so you can read it with ease. Each story lists the new words it teaches, linked to their meanings.",
    extra: (
      <p className={styles.extraLink}>
        <ButtonLink href={STORIES_PATH} variant="secondary" size="small">
          Read a story
        </ButtonLink>
      </p>
    ),
  },
];

/** The features that take a row of their own. */
const WIDE = new Set(["flashcards", "review", "context"]);

export function Features() {
  return (
    <section id="features" className={styles.section} aria-labelledby="features-title">
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="features-title" className={styles.title}>
            Everything you need to make new words stick
          </h2>
          <p className={styles.lede}>
            Practise with cards, keep the words that matter, and write down what helps you remember. Favourites and notes come with a free account.
          </p>
        </header>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.id} className={`${styles.feature} ${WIDE.has(feature.id) ? styles.wide : ""}`}>
              <span className={styles.icon}>{feature.icon}</span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.body}>{feature.body}</p>
              {feature.extra}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href="/flashcards" size="large">
            Try the flashcards
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
