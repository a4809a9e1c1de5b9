"use client";

import { useEffect, useState } from "react";
import { closeWordQueriesFor, MAX_CLOSE_WORDS } from "@/lib/words/close-words";
import { WORDS_PATH } from "@/lib/words/word-path";
import { CloseWordLinks } from "./close-word-links";

// On the not-found page (prebuilt, the same HTML for every missing path): when
// the path was a word's (/words/serendipty), the words the search index finds
// for it, or for its shorter beginnings when nothing matches it whole. A
// leaf that adds to a page already readable without JavaScript.

/** The searches to try for a missing /words/<segment> path, longest first; none for any other path. */
export function closeWordQueries(pathname: string): string[] {
  const [segment, ...rest] = pathname.startsWith(`${WORDS_PATH}/`) ? pathname.slice(WORDS_PATH.length + 1).split("/") : [];
  if (!segment || rest.length > 0) return [];
  let word: string;
  try {
    word = decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return [];
  }
  return closeWordQueriesFor(word);
}

async function findCloseWords(queries: readonly string[], signal: AbortSignal): Promise<string[]> {
  for (const query of queries) {
    const response = await fetch(`/api/v1/word/search?q=${encodeURIComponent(query)}`, { signal });
    if (!response.ok) return [];
    const { words } = (await response.json()) as { words: string[] };
    if (words.length) return words.slice(0, MAX_CLOSE_WORDS);
  }
  return [];
}

export function CloseWords() {
  const [words, setWords] = useState<string[]>([]);
  useEffect(() => {
    const queries = closeWordQueries(window.location.pathname);
    if (!queries.length) return;
    const controller = new AbortController();
    findCloseWords(queries, controller.signal).then(setWords, () => undefined);
    return () => controller.abort();
  }, []);
  return <CloseWordLinks words={words} />;
}
