// Every timing of the flashcards screen
// (docs/product.md#flashcards-and-categories), in one place: the components and
// the e2e tests import them from here.

/**
 * How long the card takes to turn over, and so how long after a flip the word
 * content swaps: the swap lands as the turn ends. When the word
 * changes while the back is showing (Next, Prev, the automatic advance), the
 * card turns to the front at once and the new word replaces the old one this
 * long afterwards, so the new word's answer never shows on a turning card.
 */
export const FLIP_SWAP_MS = 500;

/** After a tap on Remember or Not remembered, the next word shows (or, on the front, Not remembered flips the card) this long afterwards. */
export const AUTO_ADVANCE_MS = 1000;

/**
 * The original app's default for nextWordTimeSpan (800), kept in local
 * storage under that name. The original stores it and never reads it back;
 * nothing here waits on it either, so Next stays instant.
 */
export const NEXT_WORD_TIME_SPAN_MS = 800;
