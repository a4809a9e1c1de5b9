"use client";

import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";
import { storyFitLabel } from "@/lib/stories/story-labels";
import styles from "./stories.module.css";
import { StoryCardHead } from "./story-card-head";
import { useStoriesForYou, type StoriesForYouState } from "./use-stories-for-you";

/** Stories the library puts first for a learner. */
const FOR_YOU = 3;

/**
 * The library's first section for a signed-in learner (the page is
 * prerendered for everyone): the three stories that fit them best, with how
 * much of each they know and how many of their due words it uses. Nothing
 * for a visitor, or when the call fails: the library below is whole.
 */
export function StoriesForYou() {
  const state = useStoriesForYou(FOR_YOU);
  if (state.status === "visitor" || state.status === "failed") return null;
  return (
    <section aria-labelledby="stories-for-you-title" className={styles.band} aria-busy={state.status === "loading"} data-stories-for-you>
      <h2 id="stories-for-you-title" className={styles.bandTitle}>
        Stories for you
      </h2>
      <p className={styles.bandScope}>{intro(state)}</p>
      {state.status === "loaded" ? (
        <ul className={styles.cards}>
          {state.stories.map((story) => (
            <li key={story.slug} className={styles.card} data-story-fit={story.fits ? "fits" : undefined}>
              <StoryCardHead title={story.title} href={story.href} band={story.band} minutes={story.minutes} />
              <p className={styles.description}>{storyFitLabel(story)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function intro(state: StoriesForYouState): ReactNode {
  if (state.status !== "loaded") return "Finding the stories that fit your words…";
  if (state.placed) return "Stories you can read with ease, the ones that use your due words first.";
  return (
    <>
      <AppLink href={TEST_VOCABULARY_PATH}>Take the vocabulary test</AppLink> and the stories at your level come first.
    </>
  );
}
