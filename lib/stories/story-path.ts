// The URLs of Learn with Story: the library and one page per story. Pure and
// import-free, like lib/words/word-path.ts.

export const STORIES_PATH = "/learn_with_story";

/** A story's page. */
export function storyHref(slug: string): string {
  return `${STORIES_PATH}/${slug}`;
}

/** A band's section of the library, as an in-page anchor's id. */
export function bandSectionId(band: number): string {
  return `band-${band + 1}`;
}

/** "Your own text": a learner's text read with the word set (docs/stories.md). */
export const YOUR_TEXT_PATH = `${STORIES_PATH}/your-text`;
