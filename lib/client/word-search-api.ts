import "client-only";
// The word search's call from the browser: the header's combobox and the
// not-found page's close words. It throws as apiCall does (./api.ts).
import { apiCall } from "./api";

/** GET /word/search's answer: the words found, and close spellings when it finds none. */
export interface WordSearchAnswer {
  words: string[];
  closeWords: string[];
}

/** GET /word/search?q=…; `signal` aborts it. The answer may come from the HTTP cache (the route says how long it keeps). */
export function searchWords(query: string, signal: AbortSignal): Promise<WordSearchAnswer> {
  return apiCall(`/word/search?${new URLSearchParams({ q: query })}`, { signal, cache: "default" });
}
