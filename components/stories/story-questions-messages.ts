// What "Check your words" says (the e2e tests read them from here too).
export const STORY_QUESTIONS_MESSAGES = {
  title: "Check your words",
  lede: "A few questions on the words this story teaches, some in its own sentences. At the end, the words to look at again.",
  start: "Check your words",
  loading: "Loading your questions…",
  back: "All stories",
} as const;
