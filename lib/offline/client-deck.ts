import "client-only";
// What /review keeps in this browser for reviewing offline (IndexedDB, one
// database): the learner's next due cards, saved each time /review opens
// online, and the grades not yet acknowledged by the server (the grade
// outbox's queue, ./grade-outbox.ts), sent in order when the
// connection is back. The word pages of the saved cards go in the Cache
// Storage the service worker reads (worker/sw.ts), in place of the others.
// Logout deletes all of it (lib/client/app-storage.ts, ./clear-offline.ts).
// Every call opens and closes its own connection, so deleting the database is
// never blocked by an open one.
import { openDB, type DBSchema } from "idb";
import type { DueResponse } from "@/lib/review/types";
import { CACHE_NAMES, OFFLINE_DB_NAME } from "./storage-names";

const DECK_KEY = "current";

/** The cards saved for offline review, whose they are, and what the screen needs besides. */
export interface OfflineDeck {
  userId: string;
  savedAt: number;
  due: DueResponse;
  newInDeck: number;
  timeZone: string;
}

/** A grade waiting for the server, with what tells whether the card was graded elsewhere meanwhile. */
export interface QueuedGrade {
  userId: string;
  /** Order of grading (ms since the epoch, then insertion order). */
  seq: number;
  request: { wordIndex: number; word?: string; rating: 1 | 2 | 3 | 4; reviewId: string; durationMs: number };
  /** The card's repetitions when graded here: the answer's should be one more. */
  reps: number;
  word: string;
}

interface OfflineSchema extends DBSchema {
  deck: { key: string; value: OfflineDeck };
  outbox: { key: string; value: QueuedGrade; indexes: { seq: number } };
}

function available(): boolean {
  return typeof indexedDB !== "undefined";
}

async function withDb<T>(run: (db: Awaited<ReturnType<typeof openDB<OfflineSchema>>>) => Promise<T>): Promise<T> {
  const db = await openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("deck");
      database.createObjectStore("outbox", { keyPath: "request.reviewId" }).createIndex("seq", "seq");
    },
  });
  try {
    return await run(db);
  } finally {
    db.close();
  }
}

export async function saveOfflineDeck(deck: OfflineDeck): Promise<void> {
  if (!available()) return;
  await withDb((db) => db.put("deck", deck, DECK_KEY));
}

export async function loadOfflineDeck(): Promise<OfflineDeck | null> {
  if (!available()) return null;
  return (await withDb((db) => db.get("deck", DECK_KEY))) ?? null;
}

/** Takes a graded card out of the saved deck (offline, it cannot be scheduled again before the server has the grade). */
export async function dropFromOfflineDeck(wordIndex: number): Promise<void> {
  if (!available()) return;
  await withDb(async (db) => {
    const tx = db.transaction("deck", "readwrite");
    const deck = await tx.store.get(DECK_KEY);
    if (deck) await tx.store.put({ ...deck, due: { ...deck.due, cards: deck.due.cards.filter((card) => card.card.wordIndex !== wordIndex) } }, DECK_KEY);
    await tx.done;
  });
}

export async function queueGrade(grade: QueuedGrade): Promise<void> {
  if (!available()) return;
  await withDb((db) => db.put("outbox", grade));
}

export async function unqueueGrade(reviewId: string): Promise<void> {
  if (!available()) return;
  await withDb((db) => db.delete("outbox", reviewId));
}

/** The user's grades waiting for the server, oldest first. */
export async function queuedGrades(userId: string): Promise<QueuedGrade[]> {
  if (!available()) return [];
  const all = await withDb((db) => db.getAllFromIndex("outbox", "seq"));
  return all.filter((grade) => grade.userId === userId);
}

/** The saved cards less the given words (graded since the deck was saved: their grades wait in the outbox). */
export function withoutWords(due: DueResponse, wordIndexes: Iterable<number>): DueResponse {
  const skip = new Set(wordIndexes);
  return { ...due, cards: due.cards.filter((card) => !skip.has(card.card.wordIndex)) };
}

/**
 * The saved deck as the signed-in user may review it: only their own (the
 * browser may hold another learner's, whose session ended without a logout),
 * less the cards graded since. Null when there is none for them.
 */
export function deckForUser(deck: OfflineDeck | null, authUserId: string | null, graded: Iterable<number>): OfflineDeck | null {
  if (!deck || authUserId === null || deck.userId !== authUserId) return null;
  return { ...deck, due: withoutWords(deck.due, graded) };
}

/**
 * At login: deletes another learner's saved deck and word pages and their
 * unsent grades (their session ended without a logout, which would have
 * deleted them). The user's own stay.
 */
export async function forgetOtherUsers(userId: string): Promise<void> {
  if (!available()) return;
  const deckDropped = await withDb(async (db) => {
    const tx = db.transaction(["deck", "outbox"], "readwrite");
    const deck = await tx.objectStore("deck").get(DECK_KEY);
    const dropDeck = deck !== undefined && deck.userId !== userId;
    if (dropDeck) await tx.objectStore("deck").delete(DECK_KEY);
    for (const grade of await tx.objectStore("outbox").getAll()) {
      if (grade.userId !== userId) await tx.objectStore("outbox").delete(grade.request.reviewId);
    }
    await tx.done;
    return dropDeck;
  });
  if (deckDropped && typeof caches !== "undefined") await caches.delete(CACHE_NAMES.wordPages).catch(() => undefined);
}

/**
 * Stores the word pages of the saved cards for reading offline (public pages:
 * lib/offline/cache-rules.ts), and deletes the others, so the cache holds the
 * saved deck's pages and not every deck's before it.
 */
export async function cacheWordPages(paths: readonly string[]): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(CACHE_NAMES.wordPages);
  const kept = new Set(paths.map((path) => new URL(path, self.location.href).href));
  for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request);
  const missing = [];
  for (const path of paths) if (!(await cache.match(path))) missing.push(path);
  // One at a time: a page that fails (a 404) must not stop the others.
  for (const path of missing) await cache.add(path).catch(() => undefined);
}
