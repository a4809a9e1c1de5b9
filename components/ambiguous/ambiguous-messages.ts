// Every string of the Ambiguous Words page's practice island (the e2e tests read them from here too).
export const AMBIGUOUS_MESSAGES = {
  practiceTitle: "Practise telling them apart",
  practiceLede:
    "Fill the blank with the word that fits. Each answer is checked, and if you pick the other word of the set you are told how to tell them apart.",
  start: "Start a round",
  loadingRound: "Loading the round…",
  progressTitle: "Your sets",
  progressFailed: "Couldn't load your sets.",
  adding: "Adding…",
  addFailed: "Couldn't add the words. Try again.",
} as const;

/** "2 sets ready for contrast questions." */
export function readyNote(count: number): string {
  return `${count} ${count === 1 ? "set" : "sets"} ready for contrast questions.`;
}

/** "Add effect to review", "Add lose and loss to review". */
export function addMissingLabel(words: readonly string[]): string {
  const list = words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `Add ${list} to review`;
}
