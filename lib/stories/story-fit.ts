import "server-only";
import { learnerWords, statusOf, type LearnerWords } from "@/lib/reader/analyse";
import { storyUsage, type StoryUsage } from "./stories";

// Which stories fit a learner (docs/stories.md, "Stories for you"): a story
// fits when they know, or have in their deck, at least 95 % of its running
// words, so it reads with ease, and it uses at least 3 of their due words, so
// reading it is review. The library and the home page show the best first.

/** Share of a story's running words a learner knows or reviews for it to read with ease. */
export const FIT_SHARE = 0.95;
/** Due words a story must use to count as review. */
export const FIT_DUE_WORDS = 3;

export type StoryFit = {
  slug: string;
  title: string;
  band: number;
  href: string;
  minutes: number;
  /** Share of its running words the learner knows or reviews, 0–1. */
  known: number;
  /** How many of the learner's due words it uses. */
  due: number;
  /** Reads with ease and uses enough due words. */
  fits: boolean;
};

function measure({ story, counted, words }: StoryUsage, learner: LearnerWords): StoryFit {
  let known = 0;
  let due = 0;
  for (const [index, count] of words) {
    if (statusOf(index, learner) !== "new") known += count;
    if (learner.due.has(index)) due += 1;
  }
  const share = counted === 0 ? 1 : known / counted;
  const { slug, title, band, href, minutes } = story;
  return { slug, title, band, href, minutes, known: share, due, fits: share >= FIT_SHARE && due >= FIT_DUE_WORDS };
}

/**
 * The stories best for this learner first: those that fit, most due words
 * first; then those that read with ease, the highest band first (the most
 * to learn from); then the rest, easiest to read first. Ties keep the
 * library's order (band, then title).
 */
export function rankStories(usage: readonly StoryUsage[], learner: LearnerWords): StoryFit[] {
  const group = (fit: StoryFit) => (fit.fits ? 0 : fit.known >= FIT_SHARE ? 1 : 2);
  return usage
    .map((story) => measure(story, learner))
    .map((fit, order) => ({ fit, order }))
    .sort((a, b) => {
      const byGroup = group(a.fit) - group(b.fit);
      if (byGroup !== 0) return byGroup;
      const within = group(a.fit) === 0 ? b.fit.due - a.fit.due : group(a.fit) === 1 ? b.fit.band - a.fit.band : b.fit.known - a.fit.known;
      return within || a.order - b.order;
    })
    .map(({ fit }) => fit);
}

let storyWordIndexes: number[] | undefined;

/** Every headword any story uses, once. */
function wordsOfStories(usage: readonly StoryUsage[]): number[] {
  return (storyWordIndexes ??= [...new Set(usage.flatMap(({ words }) => [...words.keys()]))]);
}

/** The stories ranked for a learner, from one statement, and whether the vocabulary test has placed them. */
export async function storiesForLearner(userId: string, now: Date = new Date()): Promise<{ stories: StoryFit[]; placed: boolean }> {
  const usage = storyUsage();
  const learner = await learnerWords(userId, wordsOfStories(usage), now);
  return { stories: rankStories(usage, learner), placed: learner.placed };
}
