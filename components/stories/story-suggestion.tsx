"use client";

import { AppLink } from "@/components/ui/app-link";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";
import { STORIES_PATH } from "@/lib/stories/story-path";
import { storyFitLabel } from "@/lib/stories/story-labels";
import { useStoriesForYou } from "./use-stories-for-you";

/**
 * The home page's suggestion for a learner: the one story that fits them
 * best, or, before the vocabulary test has placed them, the test that finds
 * their level. Empty while it loads and when the call fails (its room is the
 * caller's, so nothing moves).
 */
export function StorySuggestion({ className }: { className?: string }) {
  const state = useStoriesForYou(1);
  const story = state.status === "loaded" ? state.stories[0] : undefined;
  return (
    <p className={className} data-story-suggestion>
      {state.status !== "loaded" ? null : !state.placed ? (
        <>
          <AppLink href={TEST_VOCABULARY_PATH}>Take the vocabulary test</AppLink> and <AppLink href={STORIES_PATH}>Learn with Story</AppLink> finds the stories
          at your level.
        </>
      ) : story ? (
        <>
          A story for you: <AppLink href={story.href}>{story.title}</AppLink> ({storyFitLabel(story)})
        </>
      ) : null}
    </p>
  );
}
