import { AppLink } from "@/components/ui/app-link";
import styles from "./brand-logo.module.css";

/** The Lexi mark: a flashcard with an "L", in front of a second card. Fixed size, so nothing shifts. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
      <rect width="32" height="32" rx="9" className={styles.markTile} />
      <rect x="11" y="5.5" width="14" height="19" rx="3" transform="rotate(12 18 15)" className={styles.markBackCard} />
      <rect x="7.5" y="7.5" width="14" height="19" rx="3" className={styles.markCard} />
      <path d="M12 12.25v9.25h5.5" className={styles.markLetter} />
    </svg>
  );
}

/** The brand logo, linking home. */
export function BrandLogo() {
  return (
    <AppLink href="/" className={styles.logo} aria-label="Lexi">
      <BrandMark />
      <span className={styles.wordmark} aria-hidden="true">
        Lexi
      </span>
    </AppLink>
  );
}
