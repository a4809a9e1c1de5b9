"use client";

import { useEffect, useState } from "react";
import { MAX_CLOSE_WORDS } from "@/lib/words/close-words";
import { WORDS_PATH } from "@/lib/words/word-path";
import { CloseWordLinks } from "./close-word-links";

// On the not-found page (prebuilt, the same HTML for every missing path): when
// the path was a word's (/words/serendipty), the words the search finds for
// it, or its close spellings when it finds none (one request: the search
// answers both). A leaf that adds to a page already readable without JavaScript.

/** The spelling to search for a missing /words/<segment> path; null for any other path. */
export function missingWordOf(pathname: string): string | null {
  const [segment, ...rest] = pathname.startsWith(`${WORDS_PATH}/`) ? pathname.slice(WORDS_PATH.length + 1).split("/") : [];
  if (!segment || rest.length > 0) return null;
  try {
    return decodeURIComponent(segment).trim().toLowerCase() || null;
  } catch {
    return null;
  }
}

async function findCloseWords(word: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(`/api/v1/word/search?q=${encodeURIComponent(word)}`, { signal });
  if (!response.ok) return [];
  const { words, closeWords } = (await response.json()) as { words: string[]; closeWords: string[] };
  return words.length ? words.slice(0, MAX_CLOSE_WORDS) : closeWords;
}

export function CloseWords() {
  const [words, setWords] = useState<string[]>([]);
  useEffect(() => {
    const word = missingWordOf(window.location.pathname);
    if (!word) return;
    const controller = new AbortController();
    findCloseWords(word, controller.signal).then(setWords, () => undefined);
    return () => controller.abort();
  }, []);
  return <CloseWordLinks words={words} />;
}
