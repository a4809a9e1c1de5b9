import { AppLink } from "@/components/ui/app-link";
import { BrandMark } from "@/components/header/brand-logo";
import { WORDS_PATH } from "@/lib/words/word-path";
import styles from "./site-footer.module.css";

/**
 * The last element of every page's shell, at the footer's end: the root layout
 * holds the first paint until it is parsed (rel=expect). On the footer itself
 * the hold ended with its start tag, and a paint with half its last line then
 * moved that line as the rest arrived (login-layout-shift.spec.ts).
 */
export const SHELL_END_ID = "shell-end";

// Deliberately no repeat of the header's links: the header is on every page,
// and twin links would make "the About Us link" ambiguous. The word index is
// not among them.
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brandName}>
          <BrandMark size={24} />
          Lexi
        </p>
        <p className={styles.tagline}>Learn English vocabulary with flashcards, favourites and notes.</p>
        <p className={styles.words}>
          <AppLink href={WORDS_PATH}>Words A–Z</AppLink>
        </p>
        <p className={styles.legal}>
          Word data derived from <AppLink href="/about#wordnet">WordNet 3.1</AppLink>, © 2011 Princeton University.
        </p>
      </div>
      <span id={SHELL_END_ID} hidden />
    </footer>
  );
}
