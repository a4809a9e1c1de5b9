// Where the learner is in each category, mirrored from local storage into a
// cookie so the server can render the card they were on (the original app kept
// these in local storage only, which a server cannot read). Pure: used by the
// page and by lib/client/flashcard-storage.ts.
import { FLASHCARD_CATEGORIES, type FlashcardCategory } from "@/lib/navigation";

export const POSITIONS_COOKIE = "flashCardPositions";

/**
 * Per category: for unseen, the source index of the card on screen (-1: none
 * yet, show a new random word); for the others, the position in the user's
 * list (0-based).
 */
export type CategoryPositions = Partial<Record<FlashcardCategory, number>>;

const MAX_VALUE = 1_000_000;

/** `unseen:345|seen:3`; unknown categories and malformed numbers are dropped. */
export function parsePositions(value: string | undefined | null): CategoryPositions {
  const positions: CategoryPositions = {};
  if (!value) return positions;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // Not encoded: read as is.
  }
  for (const part of text.split("|").slice(0, FLASHCARD_CATEGORIES.length)) {
    const [name, raw] = part.split(":");
    const category = FLASHCARD_CATEGORIES.find((entry) => entry.value === name)?.value;
    if (!category || raw === undefined || !/^-?\d{1,7}$/.test(raw)) continue;
    const number = Number(raw);
    if (number >= -1 && number <= MAX_VALUE) positions[category] = number;
  }
  return positions;
}

export function formatPositions(positions: CategoryPositions): string {
  return FLASHCARD_CATEGORIES.flatMap(({ value }) => {
    const number = positions[value];
    return typeof number === "number" && Number.isSafeInteger(number) ? [`${value}:${number}`] : [];
  }).join("|");
}
