import type { Story } from "@/lib/stories/stories";
import styles from "./stories.module.css";
import { StoryCardHead } from "./story-card-head";

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
      <StoryCardHead title={story.title} href={story.href} band={story.band} minutes={story.minutes} />
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
