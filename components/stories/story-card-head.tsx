import { AppLink } from "@/components/ui/app-link";
import { bandLabel, readingTimeLabel } from "@/lib/stories/story-labels";
import styles from "./stories.module.css";

type StoryCardHeadProps = {
  title: string;
  href: string;
  /** 0-based, as in the code ("Band 1" for 0). */
  band: number;
  minutes: number;
};

/**
 * A story card's title (the link, stretched over the card) and its "Band N · M min read" line:
 * the same in the library's cards and in "Stories for you". No hooks, so a server card and the
 * client section can both render it.
 */
export function StoryCardHead({ title, href, band, minutes }: StoryCardHeadProps) {
  return (
    <>
      <h3 className={styles.cardTitle}>
        <AppLink href={href} className={styles.cardLink}>
          {title}
        </AppLink>
      </h3>
      <p className={styles.meta}>
        {bandLabel(band)} · {readingTimeLabel(minutes)}
      </p>
    </>
  );
}
