import { afterEach, describe, expect, it, vi } from "vitest";
import { sendGrade } from "@/components/review/use-grade-outbox";
import { cacheWordPages, deckForUser, type OfflineDeck } from "@/lib/offline/client-deck";
import { CACHE_NAMES } from "@/lib/offline/storage-names";
import type { DueCard } from "@/lib/review/types";

// What the offline shell shows (lib/offline/client-deck.ts) and what a grade
// sends: a browser may hold another learner's saved deck and grades.

function card(wordIndex: number): DueCard {
  return {
    card: { wordIndex, state: "new", due: new Date(0).toISOString(), stability: 0, difficulty: 0, reps: 0, lapses: 0, scheduledDays: 0, lastReview: null },
    word: { word: `word${wordIndex}`, ipa: null, details: [] },
    intervals: { 1: 60, 2: 360, 3: 600, 4: 86_400 },
  };
}

const deck: OfflineDeck = {
  userId: "alice",
  savedAt: 0,
  due: { cards: [card(1), card(2), card(3)], counts: { due: 0, learning: 0, newLeft: 3 }, reviewedToday: 0, nextDue: null },
  newInDeck: 3,
  timeZone: "UTC",
};

describe("the offline shell's deck", () => {
  it("is shown to the learner who saved it, less the cards whose grades wait in the outbox", () => {
    expect(deckForUser(deck, "alice", [2])?.due.cards.map((c) => c.card.wordIndex)).toEqual([1, 3]);
  });

  it("is not shown to another learner, nor signed out", () => {
    expect(deckForUser(deck, "bob", [])).toBeNull();
    expect(deckForUser(deck, null, [])).toBeNull();
    expect(deckForUser(null, "alice", [])).toBeNull();
  });
});

describe("a grade's request", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("claims the learner it was made for, so another learner's session refuses it (403)", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ error: "forbidden" }), { status: 403 });
    });
    const outcome = await sendGrade({ wordIndex: 1, rating: 3, reviewId: "r1", durationMs: 100 }, "alice");
    expect(bodies).toEqual([{ wordIndex: 1, rating: 3, reviewId: "r1", durationMs: 100, userId: "alice" }]);
    expect(outcome).toEqual({ ok: false, status: 403 });
  });
});

/** The part of Cache Storage cacheWordPages uses, in memory; `add` stores the path as its page. */
function fakeCaches(origin: string) {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : String(input), origin).href;
  return {
    stores,
    caches: {
      async open(name: string) {
        const store = stores.get(name) ?? new Map<string, Response>();
        stores.set(name, store);
        return {
          keys: async () => [...store.keys()].map((url) => new Request(url)),
          match: async (input: RequestInfo | URL) => store.get(urlOf(input)),
          add: async (input: RequestInfo | URL) => void store.set(urlOf(input), new Response("page")),
          delete: async (input: RequestInfo | URL) => store.delete(urlOf(input)),
        };
      },
    },
  };
}

describe("the saved deck's word pages", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("are stored, and an earlier deck's pages deleted", async () => {
    const origin = "https://lexi.test";
    const fake = fakeCaches(origin);
    vi.stubGlobal("caches", fake.caches);
    vi.stubGlobal("self", { location: { href: `${origin}/review` } });
    await cacheWordPages(["/words/apple", "/words/pear"]);
    await cacheWordPages(["/words/pear", "/words/plum"]);
    expect([...fake.stores.get(CACHE_NAMES.wordPages)!.keys()].sort()).toEqual([`${origin}/words/pear`, `${origin}/words/plum`]);
    // An empty deck keeps none.
    await cacheWordPages([]);
    expect([...fake.stores.get(CACHE_NAMES.wordPages)!.keys()]).toEqual([]);
  });
});
