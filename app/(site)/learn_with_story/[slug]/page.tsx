import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StoryEnd } from "@/components/stories/story-end";
import { StoryFavourite } from "@/components/stories/story-favourite";
import { StoryText } from "@/components/stories/story-text";
import { StoryQuestions } from "@/components/stories/story-questions";
import styles from "@/components/stories/stories.module.css";
import { AppLink } from "@/components/ui/app-link";
import { HeartIcon } from "@/components/word-buttons/action-icons";
import { JsonLd } from "@/components/words/json-ld";
import { pageMetadata } from "@/lib/seo/site-url";
import { learningResourceData } from "@/lib/seo/story-structured-data";
import { storyReadDwellMs } from "@/lib/stories/read-dwell";
import { stories, storyBySlug, type Story } from "@/lib/stories/stories";
import { storyReading } from "@/lib/stories/story-reading";
import { bandLabel, readingTimeLabel } from "@/lib/stories/story-labels";
import { bandSectionId, STORIES_PATH } from "@/lib/stories/story-path";

// /learn_with_story/<slug>: one page per story, all prerendered at build; any
// other slug is the prerendered 404. The whole story is in the HTML; the heart
// and the text's words (their popovers, a learner's marks) are its client parts.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return stories().map(({ slug }) => ({ slug }));
}

type StoryPageProps = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: StoryPageProps): Promise<Metadata> {
  const story = storyBySlug((await params).slug);
  if (!story) return {};
  return pageMetadata({ title: `${story.title}: a ${bandLabel(story.band)} story`, description: story.description, path: story.href });
}

/** The next story of the same band, in the library's order, if there is one. */
function nextInBand(story: Story): Story | undefined {
  const list = stories();
  const next = list[list.indexOf(story) + 1];
  return next?.band === story.band ? next : undefined;
}

export default async function StoryPage({ params }: StoryPageProps) {
  const story = storyBySlug((await params).slug);
  if (!story) notFound();
  const next = nextInBand(story);
  const band = bandLabel(story.band);
  return (
    <main className={styles.story}>
      <JsonLd data={learningResourceData(story)} />
      <AppLink href={STORIES_PATH} className={styles.back}>
        <span aria-hidden="true">←</span> All stories
      </AppLink>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{story.title}</h1>
          <p className={styles.meta}>
            {band} · {readingTimeLabel(story.minutes)}
          </p>
        </div>
        <StoryFavourite slug={story.slug} title={story.title} href={story.href} icon={<HeartIcon />} />
      </header>
      <StoryText {...storyReading(story)} />
      <StoryEnd slug={story.slug} dwellMs={storyReadDwellMs(story.minutes)} />
      <section aria-labelledby="teaches-title" className={styles.teaches}>
        <h2 id="teaches-title" className={styles.teachesTitle}>
          Words this story teaches
        </h2>
        {story.teaches.length > 0 ? (
          <>
            <p className={styles.teachesNote}>The words of {band} in the story. Open one for its meaning, examples and pronunciation.</p>
            <ul className={styles.teachesList} lang="en">
              {story.teaches.map((word) => (
                <li key={word.index}>
                  <AppLink href={word.href} prefetch={false}>
                    {word.word}
                  </AppLink>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.teachesNote}>Every word of this story is below {band}: a story to read with ease.</p>
        )}
      </section>
      <nav aria-label="More stories" className={styles.more}>
        <AppLink href={`${STORIES_PATH}#${bandSectionId(story.band)}`}>All {band} stories</AppLink>
        {next ? <AppLink href={next.href}>Next: {next.title} →</AppLink> : null}
      </nav>
      <StoryQuestions story={story} />
    </main>
  );
}
