"use client";

import { useEffect, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { searchWords } from "@/lib/client/word-search-api";
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
  try {
    const { words, closeWords } = await searchWords(word, signal);
    return words.length ? words.slice(0, MAX_CLOSE_WORDS) : closeWords;
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
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
