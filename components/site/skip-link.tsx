import styles from "./skip-link.module.css";

export const CONTENT_ID = "content";

/** The first stop for keyboard users: jump past the header to the page itself. */
export function SkipLink() {
  return (
    <a href={`#${CONTENT_ID}`} className={styles.skipLink}>
      Skip to content
    </a>
  );
}
