// The unseen words' history, apart from the reducer: the storage mirror
// (lib/client/flashcard-storage.ts) needs it on every page (logout clears it),
// and must not pull the whole screen's reducer in.

/** The sentinel in the unseen history: "fetch a new random word". */
export const NEW_RANDOM_WORD = -1;
/** The history keeps this many entries; older ones are dropped. */
export const MAX_UNSEEN_HISTORY = 200;

/** The unseen history (visited source indices, NEW_RANDOM_WORD for "a new one") and the position in it. */
export interface UnseenHistory {
  list: readonly number[];
  position: number;
}

/** The history trimmed to MAX_UNSEEN_HISTORY entries, the position moved along. */
export function trimHistory(history: UnseenHistory): UnseenHistory {
  const drop = Math.max(0, history.list.length - MAX_UNSEEN_HISTORY);
  return drop === 0 ? history : { list: history.list.slice(drop), position: Math.max(0, history.position - drop) };
}
