// api group: database
// POST /api/v1/review/start: "Start with 10 new words" on an empty /review.
// It fills the deck up to 10 new cards with the commonest words the learner
// has not met in review (the word set is ordered commonest first), through the
// same insert as Add to review, and answers today's queue so the screen can
// show the first card at once.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as add from "@/app/api/v1/review/add/route";
import * as due from "@/app/api/v1/review/due/route";
import * as grade from "@/app/api/v1/review/grade/route";
import * as remove from "@/app/api/v1/review/remove/route";
import * as start from "@/app/api/v1/review/start/route";
import { db } from "@/lib/db";
import type { DueResponse, StartResponse } from "@/lib/review/types";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;

const path = (name: string) => `/api/v1/review/${name}`;
const post = (handler: Handler, name: string, body: unknown, user: SignedInUser | null) => handler(postRequest(path(name), body, { user }));

async function ok<T>(response: Response): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const startDeck = async (user: SignedInUser) => ok<StartResponse>(await post(start.POST, "start", {}, user));
const dueNow = async (user: SignedInUser) => ok<DueResponse>(await due.GET(getRequest(path("due"), {}, { user })));
const deckOf = (user: SignedInUser) => db().reviewCard.findMany({ where: { userId: user.id }, orderBy: { wordIndex: "asc" } });
const newIndexes = async (user: SignedInUser) => (await deckOf(user)).filter((card) => card.state === 0).map((card) => card.wordIndex);
const range = (from: number, count: number) => Array.from({ length: count }, (_, offset) => from + offset);

async function addAndGrade(user: SignedInUser, wordIndex: number) {
  await ok(await post(add.POST, "add", { wordIndex }, user));
  await ok(await post(grade.POST, "grade", { wordIndex, rating: 3, reviewId: randomUUID(), durationMs: 1000 }, user));
}

describe("POST /api/v1/review/start", () => {
  it("gives a new learner 10 new cards, due now, the commonest words first, and answers the queue with the first card", async () => {
    const user = await signedInUser();
    const before = Date.now();
    const response = await post(start.POST, "start", {}, user);
    expect(response.headers.get("cache-control")).toMatch(/^private, no-store(, no-transform)?$/);
    const started = await ok<StartResponse>(response);
    expect(started.added).toBe(10);
    expect(started.newInDeck).toBe(10);
    expect(started.counts).toEqual({ due: 0, learning: 0, newLeft: 10 });
    expect(started.cards.map((card) => card.card.wordIndex)).toEqual(range(0, 10));
    // Word 0 is the commonest word of the set (scripts/lib/word-frequency.ts).
    expect(started.cards[0]!.word.word).toBe("get");

    const queue = await dueNow(user);
    expect(queue.counts).toEqual({ due: 0, learning: 0, newLeft: 10 });
    expect(queue.cards.map((card) => card.card.wordIndex)).toEqual(range(0, 10));
    for (const { card } of queue.cards) {
      expect(card).toMatchObject({ state: "new", reps: 0, lapses: 0, lastReview: null });
      expect(Date.parse(card.due)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(card.due)).toBeLessThanOrEqual(Date.now());
    }

    // The first card grades like any other.
    await ok(await post(grade.POST, "grade", { wordIndex: 0, rating: 3, reviewId: randomUUID(), durationMs: 1500 }, user));
    expect((await dueNow(user)).counts).toMatchObject({ learning: 1, newLeft: 9 });
  });

  it("cards are scheduled by the same code as Add to review", async () => {
    const user = await signedInUser();
    await startDeck(user);
    await ok(await post(add.POST, "add", { wordIndex: 500 }, user));
    const fields = ({
      stability,
      difficulty,
      elapsedDays,
      scheduledDays,
      learningSteps,
      reps,
      lapses,
      state,
      lastReview,
      version,
    }: Awaited<ReturnType<typeof deckOf>>[number]) => ({
      stability,
      difficulty,
      elapsedDays,
      scheduledDays,
      learningSteps,
      reps,
      lapses,
      state,
      lastReview,
      version,
    });
    const deck = await deckOf(user);
    const added = deck.find((card) => card.wordIndex === 500)!;
    for (const card of deck) expect(fields(card), `word ${card.wordIndex}`).toEqual(fields(added));
  });

  it("is idempotent: again, or twice at once, the deck still holds 10 new cards, not 20", async () => {
    const user = await signedInUser();
    const first = await startDeck(user);
    const again = await startDeck(user);
    expect(again.added).toBe(0);
    expect(again.newInDeck).toBe(10);
    expect(again.cards.map((card) => card.card.wordIndex)).toEqual(first.cards.map((card) => card.card.wordIndex));
    expect(await newIndexes(user)).toEqual(range(0, 10));

    // A double click: two requests in flight together.
    const other = await signedInUser();
    const both = await Promise.all([startDeck(other), startDeck(other)]);
    expect(both.map((answer) => answer.added).sort()).toEqual([0, 10]);
    expect(await deckOf(other)).toHaveLength(10);
    expect((await dueNow(other)).cards).toHaveLength(10);
  });

  it("a learner with cards gets 10 new different words: none in the deck, none remembered, none reviewed before", async () => {
    const user = await signedInUser();
    // In the deck, graded: not new any more.
    for (const wordIndex of [0, 1, 2]) await addAndGrade(user, wordIndex);
    // Marked remembered (a mark made before the word could join the deck).
    await db().mark.create({ data: { userId: user.id, slot: "recall", kind: "remember", itemId: "3", type: "words", name: "Flashcards-Seen", val: "word" } });
    // Reviewed, then taken out of the deck by the learner.
    await addAndGrade(user, 4);
    await ok(await post(remove.POST, "remove", { wordIndex: 4 }, user));
    // Another learner's deck and marks change nothing.
    const stranger = await signedInUser();
    await ok(await post(add.POST, "add", { wordIndex: 5 }, stranger));

    const started = await startDeck(user);
    expect(started.added).toBe(10);
    expect(await newIndexes(user)).toEqual(range(5, 10));
    expect((await deckOf(user)).map((card) => card.wordIndex)).toEqual([0, 1, 2, ...range(5, 10)]);
    expect(started.counts.newLeft).toBe(10);
    expect(await deckOf(stranger)).toHaveLength(1);
  });

  it("fills up to 10 new cards: new cards already waiting count", async () => {
    const user = await signedInUser();
    for (const wordIndex of [20, 21, 22, 23]) await ok(await post(add.POST, "add", { wordIndex }, user));
    const started = await startDeck(user);
    expect(started.added).toBe(6);
    expect(started.newInDeck).toBe(10);
    expect(await newIndexes(user)).toEqual([...range(0, 6), 20, 21, 22, 23]);
  });

  it("acts on the session's user only: a visitor gets 401, another user's id 403, and nothing is added", async () => {
    const user = await signedInUser();
    const visitor = await post(start.POST, "start", {}, null);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: "Please log in first." });

    const intruder = await signedInUser();
    const claimed = await post(start.POST, "start", { userId: user.id }, intruder);
    expect(claimed.status).toBe(403);
    expect(await deckOf(user)).toHaveLength(0);
    expect(await deckOf(intruder)).toHaveLength(0);

    // Its own id is fine. The count is the server's: a body asking for more is not heard.
    expect((await ok<StartResponse>(await post(start.POST, "start", { userId: user.id }, user))).added).toBe(10);
    await ok(await post(start.POST, "start", { count: 1000, newInDeck: 0 }, user));
    expect(await deckOf(user)).toHaveLength(10);
    expect((await post(start.POST, "start", [1], user)).status).toBe(400);
  });
});
