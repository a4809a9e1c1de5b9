import styles from "./pronunciation.module.css";

export type PronunciationProps = { ipa: string; className?: string };

/** A word's IPA between slashes, as dictionaries print it; screen readers hear "Pronunciation" first, not the symbols alone. */
export function Pronunciation({ ipa, className }: PronunciationProps) {
  return (
    <p className={`${styles.ipa} ${className ?? ""}`}>
      <span className="visually-hidden">Pronunciation: </span>
      <span lang="en-fonipa">/{ipa}/</span>
    </p>
  );
}
