import type { Shortcut } from "@/components/flashcards/shortcuts-help";

/** The keys practice answers, as its shortcuts list ("?") shows them (tests/unit/shortcuts.test.ts holds every screen's letters apart). */
export const PRACTICE_SHORTCUTS: readonly Shortcut[] = [
  { keys: ["1", "2", "3", "4"], action: "Pick an option" },
  { keys: ["Enter"], action: "Check your answer, or go on after it" },
  { keys: ["Space"], action: "Go on after the answer (not while typing)" },
  { keys: ["?"], action: "Show or hide this list" },
];
