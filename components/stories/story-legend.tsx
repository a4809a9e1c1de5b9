import { bandLabel } from "@/lib/stories/story-labels";
import { markCounts, type LearnerMarks, type WordMark } from "./story-text-reducer";
import styles from "./story-text.module.css";

export type StoryLegendProps = {
  marks: LearnerMarks;
  /** The ids of each mark's name, which a marked word's button is described by. */
  ids: Record<WordMark, string>;
};

/**
 * What the marks in a learner's story mean: each a line style as well as a
 * colour, shown on a sample, with how many words carry it. A screen reader
 * hears the mark's name on the word itself (its description).
 */
export function StoryLegend({ marks, ids }: StoryLegendProps) {
  const counts = markCounts(marks);
  return (
    <div className={styles.legend}>
      <p className={styles.legendTitle}>Marked in the story for you</p>
      <ul className={styles.legendList}>
        <li>
          <span className={`${styles.sample} ${styles.due}`} aria-hidden="true">
            word
          </span>{" "}
          <span id={ids.due}>due for review</span> ({wordsLabel(counts.due)})
        </li>
        <li>
          <span className={`${styles.sample} ${styles.new}`} aria-hidden="true">
            word
          </span>{" "}
          <span id={ids.new}>new in {bandLabel(marks.band)}, your level</span> ({wordsLabel(counts.new)})
        </li>
      </ul>
    </div>
  );
}

function wordsLabel(count: number): string {
  return count === 1 ? "1 word" : `${count} words`;
}
