import type { Metadata } from "next";
import { LearningPage } from "@/components/learn/learning-page";
import { AppLink } from "@/components/ui/app-link";
import { BandFilter } from "@/components/stories/band-filter";
import { StoryCard } from "@/components/stories/story-card";
import { StoriesForYou } from "@/components/stories/stories-for-you";
import styles from "@/components/stories/stories.module.css";
import { pageMetadata } from "@/lib/seo/site-url";
import { stories, type Story } from "@/lib/stories/stories";
import { bandLabel, bandScope } from "@/lib/stories/story-labels";
import { bandSectionId, STORIES_PATH, YOUR_TEXT_PATH } from "@/lib/stories/story-path";

export const metadata: Metadata = pageMetadata({
  title: "Learn with Story",
  description: "Short English stories for learners, graded by band: read one in a few minutes and meet the new words it teaches, each linked to its meaning.",
  path: STORIES_PATH,
});

/** The stories of each band, in band order (the list is sorted by band). */
function byBand(list: readonly Story[]): { band: number; stories: Story[] }[] {
  const groups: { band: number; stories: Story[] }[] = [];
  for (const story of list) {
    const last = groups.at(-1);
    if (last?.band === story.band) last.stories.push(story);
    else groups.push({ band: story.band, stories: [story] });
  }
  return groups;
}

// Prerendered: the stories are the same for everyone. The band filter and a learner's stories for them are the client parts.
export default function LearnWithStoryPage() {
  const sections = byBand(stories()).map(({ band, stories: list }) => {
    const id = bandSectionId(band);
    return {
      id,
      label: bandLabel(band),
      content: (
        <section id={id} aria-labelledby={`${id}-title`} className={styles.band}>
          <h2 id={`${id}-title`} className={styles.bandTitle}>
            {bandLabel(band)}
          </h2>
          <p className={styles.bandScope}>
            {bandScope(band)} · {list.length === 1 ? "1 story" : `${list.length} stories`}
          </p>
          <ul className={styles.cards}>
            {list.map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
          </ul>
        </section>
      ),
    };
  });
  return (
    <LearningPage
      title="Learn with Story"
      lede="Short stories written for learners. Each keeps to the words of one band, so you can read it with ease, and teaches the new words of that band it uses."
      notesWidget={false}
    >
      <p>
        <AppLink href={YOUR_TEXT_PATH} prefetch={false}>
          Read your own text
        </AppLink>
      </p>
      <StoriesForYou />
      <BandFilter sections={sections} />
    </LearningPage>
  );
}
