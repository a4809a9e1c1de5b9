import { ButtonLink } from "@/components/ui/button-link";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";
import styles from "./hero.module.css";

/** The hero's first button: the vocabulary test (tests/e2e/site-pages.spec.ts). */
export const HERO_TEST_BUTTON = "Test your vocabulary in 3 minutes";

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Vocabulary practice for learners of English</p>
          <h1 id="hero-title" className={styles.title}>
            Elevate your English
          </h1>
          <p className={styles.lede}>
            Meet a new word on every card: its meaning, an example, synonyms and antonyms. Keep the ones you love, note what you want to remember, and watch
            your vocabulary grow.
          </p>
          {/* The first step: the 3-minute test places a new learner, so their first words are at their level; the flashcards stay beside it. */}
          <div className={styles.actions}>
            <ButtonLink href={TEST_VOCABULARY_PATH} size="large">
              {HERO_TEST_BUTTON}
            </ButtonLink>
            <ButtonLink href="/flashcards" size="large" variant="secondary">
              Start learning
            </ButtonLink>
            <ButtonLink href="#features" size="large" variant="ghost">
              See how it works
            </ButtonLink>
          </div>
          <p className={styles.note}>Free to try — no account needed for unseen words.</p>
        </div>
        <SampleCard />
      </div>
    </section>
  );
}

/**
 * The sample card's word, as the word set has it (a sense's definition,
 * example and synonyms): tests/unit/landing-sample-word.test.ts holds it to
 * prisma/data/words.jsonl, so the card never shows a word Lexi does not teach.
 */
export const SAMPLE_WORD = {
  word: "vivid",
  definition: "evoking lifelike images within the mind",
  example: "a vivid description",
  synonyms: ["graphic", "lifelike"],
} as const;

/** A still of a flashcard, front and back, drawn in HTML so it costs no image request (a picture: it does not flip). */
function SampleCard() {
  return (
    <div className={styles.cardStage} aria-hidden="true">
      <div className={`${styles.card} ${styles.cardBack}`}>
        <p className={styles.cardLabel}>Definition</p>
        <p className={styles.definition}>{SAMPLE_WORD.definition}</p>
        <p className={styles.cardLabel}>Synonyms</p>
        <p className={styles.chips}>
          {SAMPLE_WORD.synonyms.map((synonym) => (
            <span key={synonym}>{synonym}</span>
          ))}
        </p>
      </div>
      <div className={`${styles.card} ${styles.cardFront}`}>
        <p className={styles.cardLabel}>Unseen word</p>
        <p className={styles.word}>{SAMPLE_WORD.word}</p>
        <p className={styles.example}>“{SAMPLE_WORD.example}”</p>
      </div>
    </div>
  );
}
