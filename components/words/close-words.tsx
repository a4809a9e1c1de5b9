"use client";

import { useEffect, useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { WORDS_PATH, wordHref } from "@/lib/words/word-path";

// On the not-found page (prebuilt, the same HTML for every missing path): when
// the path was a word's (/words/serendipty), the words the search index finds
// for it, or for its shorter beginnings when nothing matches it whole. A
// leaf that adds to a page already readable without JavaScript.

/** Fewer letters than this find too many words to be a suggestion. */
const MIN_QUERY_LENGTH = 3;
/** Letters taken off the end, one at a time, before giving up. */
const MAX_LETTERS_DROPPED = 6;
const MAX_SUGGESTIONS = 5;

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
  const queries: string[] = [];
  for (let length = word.length; length >= Math.max(MIN_QUERY_LENGTH, word.length - MAX_LETTERS_DROPPED); length -= 1) {
    queries.push(word.slice(0, length));
  }
  return queries;
}

async function findCloseWords(queries: readonly string[], signal: AbortSignal): Promise<string[]> {
  for (const query of queries) {
    const response = await fetch(`/api/v1/word/search?q=${encodeURIComponent(query)}`, { signal });
    if (!response.ok) return [];
    const { words } = (await response.json()) as { words: string[] };
    if (words.length) return words.slice(0, MAX_SUGGESTIONS);
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
  if (!words.length) return null;
  return (
    <nav aria-label="Close words">
      <p>
        Did you mean{" "}
        {words.map((word, index) => (
          <span key={word}>
            {index > 0 ? (index === words.length - 1 ? " or " : ", ") : null}
            <AppLink href={wordHref(word)}>{word}</AppLink>
          </span>
        ))}
        ?
      </p>
    </nav>
  );
}
