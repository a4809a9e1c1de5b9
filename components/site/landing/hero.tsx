import { ButtonLink } from "@/components/ui/button-link";
import styles from "./hero.module.css";

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
          <div className={styles.actions}>
            <ButtonLink href="/flashcards" size="large">
              Start learning
            </ButtonLink>
            <ButtonLink href="#features" size="large" variant="secondary">
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

/** A still of a flashcard, front and back, drawn in HTML so it costs no image request. */
function SampleCard() {
  return (
    <div className={styles.cardStage} aria-hidden="true">
      <div className={`${styles.card} ${styles.cardBack}`}>
        <p className={styles.cardLabel}>Definition</p>
        <p className={styles.definition}>good luck in making unexpected and fortunate discoveries</p>
        <p className={styles.cardLabel}>Synonyms</p>
        <p className={styles.chips}>
          <span>luck</span>
          <span>chance</span>
        </p>
      </div>
      <div className={`${styles.card} ${styles.cardFront}`}>
        <p className={styles.cardLabel}>Unseen word</p>
        <p className={styles.word}>serendipity</p>
        <p className={styles.example}>“Finding that café was pure serendipity.”</p>
        <p className={styles.flipHint}>Tap to flip</p>
      </div>
    </div>
  );
}
