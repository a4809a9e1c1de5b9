// A module of its own, with nothing else in it: the word pages' client code
// (lib/client/word-marks-api.ts) checks the limit, and would otherwise carry
// the reader's sentence splitter into every word page's JavaScript.

/** The longest sentence a review card keeps as its context (POST /review/add refuses a longer one). */
export const MAX_CONTEXT_CHARACTERS = 300;
