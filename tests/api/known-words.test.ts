// api group: app
// "I already know this" and the learner's level (lib/known): POST /api/v1/known/add and /remove, GET /known/status;
// the starter deck and the flashcards' new words start at the level and skip known words.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as knownAdd from "@/app/api/v1/known/add/route";
import * as knownRemove from "@/app/api/v1/known/remove/route";
import * as knownStatus from "@/app/api/v1/known/status/route";
import * as reviewAdd from "@/app/api/v1/review/add/route";
import * as grade from "@/app/api/v1/review/grade/route";
import * as start from "@/app/api/v1/review/start/route";
import { POST as fetchword } from "@/app/api/v1/word/fetchword/route";
import { db } from "@/lib/db";
import type { StartResponse } from "@/lib/review/types";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const post = (handler: Handler, path: string, body: unknown, user: SignedInUser | null) => handler(postRequest(`/api/v1/${path}`, body, { user }));

async function ok<T>(response: Response): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const mark = (user: SignedInUser, wordIndex: number) => post(knownAdd.POST, "known/add", { wordIndex }, user);
const unmark = (user: SignedInUser, wordIndex: number, learn?: boolean) => post(knownRemove.POST, "known/remove", { wordIndex, learn }, user);
const status = async (user: SignedInUser, wordIndex: number) =>
  ok(await knownStatus.GET(getRequest("/api/v1/known/status", { wordIndex: String(wordIndex) }, { user })));
const knownRows = (user: SignedInUser) => db().knownWord.findMany({ where: { userId: user.id }, orderBy: { wordIndex: "asc" } });
const deckIndexes = async (user: SignedInUser) =>
  (await db().reviewCard.findMany({ where: { userId: user.id, direction: 0 }, orderBy: { wordIndex: "asc" } })).map((card) => card.wordIndex);
const place = (user: SignedInUser, level: number) =>
  db().placement.create({ data: { userId: user.id, knownWords: level, band: 1, level, takenAt: new Date() } });

describe("I already know this", () => {
  it("marks a word known, takes its new card out of the deck, and undoes both", async () => {
    const user = await signedInUser();
    await ok(await post(reviewAdd.POST, "review/add", { wordIndex: 40 }, user));
    expect(await ok(await mark(user, 40))).toEqual({ known: true, removedFromDeck: true });
    expect((await knownRows(user)).map((row) => [row.wordIndex, row.checkedAt])).toEqual([[40, null]]);
    expect(await deckIndexes(user)).toEqual([]);
    expect(await status(user, 40)).toEqual({ known: "marked", checkedAt: null });
    // Twice is once.
    expect(await ok(await mark(user, 40))).toEqual({ known: true, removedFromDeck: false });
    expect(await knownRows(user)).toHaveLength(1);

    // The toast's Undo: the row goes and the card comes back.
    expect(await ok(await unmark(user, 40, true))).toEqual({ known: false, inDeck: true });
    expect(await knownRows(user)).toEqual([]);
    expect(await deckIndexes(user)).toEqual([40]);
    expect(await status(user, 40)).toEqual({ known: null });
  });

  it("keeps a graded card: its schedule is the learner's record", async () => {
    const user = await signedInUser();
    await ok(await post(reviewAdd.POST, "review/add", { wordIndex: 41 }, user));
    await ok(await post(grade.POST, "review/grade", { wordIndex: 41, rating: 3, reviewId: randomUUID(), durationMs: 1000 }, user));
    expect(await ok(await mark(user, 41))).toEqual({ known: true, removedFromDeck: false });
    expect(await deckIndexes(user)).toEqual([41]);
  });

  it("undo without learn only removes the row; a word that is not in the set is a 404", async () => {
    const user = await signedInUser();
    await ok(await mark(user, 42));
    expect(await ok(await unmark(user, 42))).toEqual({ known: false, inDeck: false });
    expect(await deckIndexes(user)).toEqual([]);
    expect((await mark(user, 9_999_999)).status).toBe(404);
    expect((await unmark(user, 9_999_999, true)).status).toBe(404);
    expect((await mark(user, -1)).status).toBe(400);
  });

  it("tells a word known from the vocabulary test (below the level, not in the deck); Learn it anyway adds it to review", async () => {
    const user = await signedInUser();
    await place(user, 100);
    expect(await status(user, 99)).toEqual({ known: "placement" });
    expect(await status(user, 100)).toEqual({ known: null });
    expect(await ok(await unmark(user, 99, true))).toEqual({ known: false, inDeck: true });
    expect(await status(user, 99)).toEqual({ known: null });
  });

  it("is the signed-in learner's own: visitors get 401, someone else's id 403, and nobody else's rows change", async () => {
    const [ada, bob] = [await signedInUser("ada"), await signedInUser("bob")];
    await ok(await mark(bob, 43));
    expect((await post(knownAdd.POST, "known/add", { wordIndex: 43 }, null)).status).toBe(401);
    expect((await post(knownRemove.POST, "known/remove", { wordIndex: 43 }, null)).status).toBe(401);
    expect((await knownStatus.GET(getRequest("/api/v1/known/status", { wordIndex: "43" }, { user: null }))).status).toBe(401);
    expect((await post(knownRemove.POST, "known/remove", { wordIndex: 43, userId: bob.id }, ada)).status).toBe(403);
    // Ada's undo removes Ada's row (none), not Bob's.
    await ok(await unmark(ada, 43));
    expect((await knownRows(bob)).map((row) => row.wordIndex)).toEqual([43]);
    expect(await status(ada, 43)).toEqual({ known: null });
  });
});

describe("new words start at the learner's level and skip known words", () => {
  it("Start with 10 new words: from the level up, without the words marked known", async () => {
    const user = await signedInUser();
    await place(user, 500);
    await ok(await mark(user, 501));
    await ok(await mark(user, 503));
    const started = await ok<StartResponse>(await post(start.POST, "review/start", {}, user));
    expect(started.added).toBe(10);
    expect(await deckIndexes(user)).toEqual([500, 502, 504, 505, 506, 507, 508, 509, 510, 511]);
  });

  it("a learner never placed starts at the commonest words, still without the known ones", async () => {
    const user = await signedInUser();
    await ok(await mark(user, 0));
    await ok(await post(start.POST, "review/start", {}, user));
    expect(await deckIndexes(user)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("the flashcards' new words for a placed learner come from their level upward, never a known word", async () => {
    const user = await signedInUser();
    const top = (await db().word.aggregate({ _max: { index: true } }))._max.index!;
    // Placed near the end: all but three of the words from the level up are seen or known.
    const level = top - 9;
    await place(user, level);
    await db().mark.createMany({
      data: [level, level + 1, level + 2, level + 4, level + 6].map((index) => ({
        userId: user.id,
        slot: "seen",
        kind: "seen",
        itemId: String(index),
        type: "words",
      })),
    });
    await db().knownWord.createMany({ data: [level + 3, level + 5, level + 7].map((wordIndex) => ({ userId: user.id, wordIndex })) });
    const drawn = new Set<number>();
    for (let draw = 0; draw < 30; draw++) {
      const answer = await ok<{ wordIndex: number }>(
        await fetchword(postRequest("/api/v1/word/fetchword", { wordCategory: "unseen", wordIndex: -1 }, { user })),
      );
      drawn.add(answer.wordIndex);
    }
    expect([...drawn].sort((a, b) => a - b)).toEqual([level + 8, level + 9]);
  });

  it("visitors draw at random among the commonest 3,000 words, not the advanced tier", async () => {
    const drawn: number[] = [];
    for (let draw = 0; draw < 20; draw++) {
      const answer = await ok<{ wordIndex: number }>(
        await fetchword(postRequest("/api/v1/word/fetchword", { wordCategory: "unseen", wordIndex: -1 }, { user: null })),
      );
      drawn.push(answer.wordIndex);
    }
    expect(drawn.every((index) => index < 3000)).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(10);
  });
});
