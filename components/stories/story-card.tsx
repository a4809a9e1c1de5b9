import { AppLink } from "@/components/ui/app-link";
import type { Story } from "@/lib/stories/stories";
import { bandLabel, readingTimeLabel } from "@/lib/stories/story-labels";
import styles from "./stories.module.css";

/** The words a card shows of those a story teaches: a taste, the page has them all. */
const CARD_WORDS = 5;

/** The rarest of the words a story teaches, still commonest first: the commonest of a band (go, get, make) say least about a story. */
export function cardWords(story: Story): Story["teaches"] {
  return story.teaches.slice(-CARD_WORDS);
}

/** A story in the library: its title (the link, stretched over the card), band, length, what it is about and a few of its words. */
export function StoryCard({ story }: { story: Story }) {
  const words = cardWords(story);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <AppLink href={story.href} className={styles.cardLink}>
          {story.title}
        </AppLink>
      </h3>
      <p className={styles.meta}>
        {bandLabel(story.band)} · {readingTimeLabel(story.minutes)}
      </p>
      <p className={styles.description}>{story.description}</p>
      {words.length > 0 ? (
        <ul className={styles.words} aria-label="Words it teaches" lang="en">
          {words.map((word) => (
            <li key={word.index}>{word.word}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
