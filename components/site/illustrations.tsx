// Decorative pictures for the status pages. Each has fixed width and height
// attributes so the page lays out once; colours follow the theme tokens.
import styles from "./illustrations.module.css";

export function NotFoundIllustration() {
  return (
    <svg width="240" height="128" viewBox="0 0 240 128" aria-hidden="true" focusable="false">
      <rect x="16" y="20" width="72" height="96" rx="12" className={styles.cardBack} transform="rotate(-8 52 68)" />
      <rect x="84" y="12" width="72" height="96" rx="12" className={styles.card} />
      <rect x="152" y="20" width="72" height="96" rx="12" className={styles.cardBack} transform="rotate(8 188 68)" />
      <text x="52" y="84" textAnchor="middle" className={styles.digitMuted} transform="rotate(-8 52 68)">
        4
      </text>
      <text x="120" y="76" textAnchor="middle" className={styles.digit}>
        0
      </text>
      <text x="188" y="84" textAnchor="middle" className={styles.digitMuted} transform="rotate(8 188 68)">
        4
      </text>
    </svg>
  );
}

export function ErrorIllustration() {
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="52" className={styles.halo} />
      <rect x="30" y="24" width="60" height="76" rx="10" className={styles.card} transform="rotate(-6 60 62)" />
      <path d="M60 44v22" className={styles.stroke} />
      <circle cx="60" cy="80" r="4" className={styles.dot} />
    </svg>
  );
}
