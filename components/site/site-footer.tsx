import Link from "next/link";
import { BrandMark } from "@/components/header/brand-logo";
import styles from "./site-footer.module.css";

/** The footer ends every page's shell: the root layout holds the first paint until it is parsed. */
export const SITE_FOOTER_ID = "site-footer";

// Deliberately no repeat of the header's links: the header is on every page,
// and twin links would make "the About Us link" ambiguous.
export function SiteFooter() {
  return (
    <footer id={SITE_FOOTER_ID} className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brandName}>
          <BrandMark size={24} />
          Lexi
        </p>
        <p className={styles.tagline}>Learn English vocabulary with flashcards, favourites and notes.</p>
        <p className={styles.legal}>
          Word data derived from <Link href="/about#wordnet">WordNet 3.1</Link>, © 2011 Princeton University.
        </p>
      </div>
    </footer>
  );
}
