import { AppLink } from "@/components/ui/app-link";
import type { ReadingStats } from "@/lib/reader/readings";
import { STORIES_PATH } from "@/lib/stories/story-path";
import { plural } from "./format";
import styles from "./progress.module.css";

/** The words the learner has met in reading: each headword of the stories read to their end and the texts they saved, once. */
export function ReadingSummary({ reading }: { reading: ReadingStats }) {
  const read = reading.stories + reading.texts;
  return (
    <section className={styles.card} aria-labelledby="progress-reading">
      <h2 id="progress-reading" className={styles.heading}>
        Reading
      </h2>
      <p className={styles.bigFigure} data-stat="words-read">
        {plural(reading.words, "word")} met in reading
      </p>
      <p className={styles.note}>
        {read === 0 ? (
          <>
            Read a story to its end in <AppLink href={STORIES_PATH}>Learn with Story</AppLink>, or save a text of your own: the words you meet there count here.
          </>
        ) : (
          <>
            In {plural(reading.stories, "story", "stories")} read to the end and {plural(reading.texts, "saved text")}.{" "}
            <AppLink href={STORIES_PATH}>Read another story</AppLink>
          </>
        )}
      </p>
    </section>
  );
}
