import "client-only";
// The spelling the learner sees headwords in (US color or UK colour): local
// storage, as the flashcard category is kept (./flashcard-category.ts), with
// no cookie: no server render reads it (pages are rendered in the word set's
// spelling and the headword changes in the browser). Nothing stored: the
// browser's languages decide (lib/words/spelling.ts defaultSpelling).
import { useSyncExternalStore } from "react";
import { subscribeToStoredValue } from "./stored-value";
import { defaultSpelling, isSpellingPreference, type SpellingPreference } from "@/lib/words/spelling";

export type { SpellingPreference } from "@/lib/words/spelling";

export const SPELLING_KEY = "spelling";
const CHANGE_EVENT = "lexi:spelling";

/** What a server render and hydration show: the headword as the word set spells it. */
const SERVER_SPELLING: SpellingPreference = "US";

function browserDefault(): SpellingPreference {
  return defaultSpelling(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));
}

/** The stored preference, or the browser's default when none (or an unknown value) is stored. */
export function readSpellingPreference(): SpellingPreference {
  if (typeof window === "undefined") return SERVER_SPELLING;
  try {
    const stored = window.localStorage.getItem(SPELLING_KEY);
    if (isSpellingPreference(stored)) return stored;
  } catch {
    // Blocked storage: the browser's default.
  }
  return browserDefault();
}

/** Stores the preference in local storage; this tab and others are told. */
export function storeSpellingPreference(preference: SpellingPreference): void {
  try {
    window.localStorage.setItem(SPELLING_KEY, preference);
  } catch {
    // Blocked storage: nowhere to keep a choice; the browser's default stays.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the preference changes in this tab or another; returns the unsubscribe function. */
export function subscribeSpellingPreference(onChange: () => void): () => void {
  return subscribeToStoredValue(SPELLING_KEY, CHANGE_EVENT, onChange);
}

function serverSnapshot(): SpellingPreference {
  return SERVER_SPELLING;
}

/** The preference in a client component (the headword's own spelling during server render and hydration). */
export function useSpellingPreference(): SpellingPreference {
  return useSyncExternalStore(subscribeSpellingPreference, readSpellingPreference, serverSnapshot);
}
