import type { Shortcut } from "@/components/flashcards/shortcuts-help";

/** The keys /flashcards answers, as its shortcuts list ("?") shows them (tests/unit/shortcuts.test.ts holds every screen's letters apart). */
export const FLASHCARD_SHORTCUTS: readonly Shortcut[] = [
  { keys: ["Space", "Enter"], action: "Flip the card" },
  { keys: ["←"], action: "Previous word" },
  { keys: ["→"], action: "Next word" },
  { keys: ["F"], action: "Favourite" },
  { keys: ["R"], action: "Remember" },
  { keys: ["U"], action: "Not remembered" },
  { keys: ["?"], action: "Show or hide this list" },
];
