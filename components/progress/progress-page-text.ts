// /progress's heading and line under it: the page and its loading state
// (app/(learn)/progress/loading.tsx) show the same, so nothing moves.
export const PROGRESS_PAGE_TEXT = {
  title: "Progress",
  lede: "What you reviewed, what is coming up, and how well the words stay with you.",
} as const;
