"use client";

import { storeSpellingPreference, useSpellingPreference, type SpellingPreference } from "@/lib/client/spelling-preference";
import styles from "./account.module.css";
import choiceStyles from "./spelling-choice.module.css";

const OPTIONS: { value: SpellingPreference; label: string }[] = [
  { value: "US", label: "American (color)" },
  { value: "UK", label: "British (colour)" },
];

/** How headwords are spelt on cards, in review and in practice: kept in this browser, applied at once. */
export function SpellingChoice() {
  const current = useSpellingPreference();
  return (
    <fieldset className={choiceStyles.group}>
      <legend className={choiceStyles.legend}>Spelling</legend>
      {OPTIONS.map(({ value, label }) => (
        <label key={value} className={styles.check}>
          <input type="radio" name="spelling" value={value} checked={current === value} onChange={() => storeSpellingPreference(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
