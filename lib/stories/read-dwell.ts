// When reaching a story's end counts it as read: a learner who scrolls there
// at once (or whose screen shows a short story whole) has not read it. Half
// the estimated reading time (200 words a minute, in whole minutes) is a quick
// reader's pace: a learner who really reads the story is on the page longer.

/** How long a story's page must have been open when its end is reached (or after) for the story to count as read. */
export function storyReadDwellMs(minutes: number): number {
  return minutes * 30_000;
}
