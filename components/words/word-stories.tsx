import { AppLink } from "@/components/ui/app-link";
import { storiesToReadWord } from "@/lib/stories/stories";
import { bandLabel } from "@/lib/stories/story-labels";
import styles from "./word-entry.module.css";

const HEADING_ID = "word-stories";

/**
 * "Read it in a story": up to 3 graded stories whose text uses the word (an
 * inflection included), each linked to its page with its band; nothing when
 * no story uses it. Server-rendered, no client JavaScript; only the word page
 * imports it, so only that function carries the story files.
 */
export function WordStories({ index }: { index: number }) {
  const stories = storiesToReadWord(index);
  if (!stories.length) return null;
  return (
    <section className={styles.stories} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.sectionTitle}>
        Read it in a story
      </h2>
      <ul className={styles.storyList}>
        {stories.map((story) => (
          <li key={story.slug}>
            <AppLink href={story.href} prefetch={false}>
              {story.title}
            </AppLink>
            {" · "}
            <span className={styles.storyBand}>{bandLabel(story.band)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
