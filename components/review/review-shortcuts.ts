import type { Shortcut } from "@/components/flashcards/shortcuts-help";

/** The keys /review answers, as its shortcuts list ("?") shows them (tests/unit/shortcuts.test.ts holds every screen's letters apart). */
export const REVIEW_SHORTCUTS: readonly Shortcut[] = [
  { keys: ["Space", "Enter"], action: "Show the answer (flip)" },
  { keys: ["1"], action: "Again" },
  { keys: ["2"], action: "Hard" },
  { keys: ["3"], action: "Good" },
  { keys: ["4"], action: "Easy" },
  // Z, as in Ctrl+Z: /flashcards' U means Not remembered, so U does nothing here.
  { keys: ["Z"], action: "Undo the last grade" },
  { keys: ["?"], action: "Show or hide this list" },
];
