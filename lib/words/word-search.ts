import "server-only";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import { buildSearchIndex, type SearchIndex } from "./search-index";

// The process's one search index over the word set (prisma/data/headwords.json,
// bundled with the route), built on the first search: 45,320 suffixes,
// timed by `npm run bench -- words`.
let index: SearchIndex | undefined;

export function searchWords(query: string): string[] {
  index ??= buildSearchIndex(headwords);
  return index.search(query);
}
