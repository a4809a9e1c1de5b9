import { ButtonLink } from "@/components/ui/button-link";
import styles from "./cta-band.module.css";

export function CtaBand() {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            Ready for your first word?
          </h2>
          <p className={styles.body}>Open the cards and start with words you have not seen yet.</p>
        </div>
        <ButtonLink href="/flashcards" size="large" className={styles.button}>
          Open the flashcards
        </ButtonLink>
      </div>
    </section>
  );
}
