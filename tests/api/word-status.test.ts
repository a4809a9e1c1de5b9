// api group: app
// GET /api/v1/word/status: a card's whole status (its marks and the review
// deck) in one call, as the flashcards screen and the word pages ask for it.
// Called as Next calls the handler, with real session cookies, against the
// run's database; it must agree with the per-mark fetchStatus endpoints and
// GET /review/status, which answer the same questions one at a time.
import { beforeAll, describe, expect, it } from "vitest";
import * as favouriteAdd from "@/app/api/v1/favourite/add/route";
import * as favouriteFetchStatus from "@/app/api/v1/favourite/fetchStatus/route";
import * as rememberAdd from "@/app/api/v1/remember/add/route";
import * as rememberFetchStatus from "@/app/api/v1/remember/fetchStatus/route";
import * as reviewAdd from "@/app/api/v1/review/add/route";
import * as reviewStatus from "@/app/api/v1/review/status/route";
import * as seenAdd from "@/app/api/v1/seen/add/route";
import * as unrememberAdd from "@/app/api/v1/unremember/add/route";
import * as unrememberFetchStatus from "@/app/api/v1/unremember/fetchStatus/route";
import * as status from "@/app/api/v1/word/status/route";
import { endpointSpec } from "@/tests/support/api-endpoints";
import { formatStatuses, fuzzEndpoint } from "@/tests/support/fuzz";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const PATH = "/api/v1/word/status";
const NONE = { isFavourite: false, isRemember: false, isUnremember: false, isSeen: false, inDeck: false };

const statusOf = (user: SignedInUser | null, query: Record<string, string>) => status.GET(getRequest(PATH, query, { user }));

async function ok(response: Response): Promise<unknown> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function post(handler: Handler, path: string, user: SignedInUser, body: Record<string, unknown>) {
  await ok(await handler(postRequest(`/api/v1/${path}`, body, { user })));
}

const markWord = (handler: Handler, kind: string, user: SignedInUser, wordIndex: number) =>
  post(handler, `${kind}/add`, user, { itemId: String(wordIndex), type: "words", userId: user.id, name: "Flashcards-Seen" });

/** What the one-at-a-time endpoints say about the word. */
async function oneAtATime(user: SignedInUser, wordIndex: number) {
  const query = { itemId: String(wordIndex), type: "words", userId: user.id };
  const field = async (handler: Handler, kind: string) =>
    (await ok(await handler(getRequest(`/api/v1/${kind}/fetchStatus`, query, { user })))) as Record<string, boolean>;
  const deck = (await ok(await reviewStatus.GET(getRequest("/api/v1/review/status", { wordIndex: String(wordIndex) }, { user })))) as { inDeck: boolean };
  return {
    ...(await field(favouriteFetchStatus.GET, "favourite")),
    ...(await field(rememberFetchStatus.GET, "remember")),
    ...(await field(unrememberFetchStatus.GET, "unremember")),
    inDeck: deck.inDeck,
  };
}

let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser("alice"), signedInUser("bob")]);
});

describe("GET /api/v1/word/status", () => {
  it("answers a word nobody marked with every status false", async () => {
    expect(await ok(await statusOf(alice, { wordIndex: "3", userId: alice.id }))).toEqual(NONE);
    // The claim is optional, as for GET /review/status.
    expect(await ok(await statusOf(alice, { wordIndex: "3" }))).toEqual(NONE);
  });

  it("answers the favourite, remember or not-remembered, seen and review-deck status at once, in agreement with the per-mark endpoints", async () => {
    const user = await signedInUser("marks");
    await markWord(favouriteAdd.POST, "favourite", user, 20);
    await markWord(seenAdd.POST, "seen", user, 20);
    await markWord(rememberAdd.POST, "remember", user, 20);
    // A mark puts the word in the deck (lib/marks/review-deck.ts).
    const marked = { isFavourite: true, isRemember: true, isUnremember: false, isSeen: true, inDeck: true };
    expect(await ok(await statusOf(user, { wordIndex: "20", userId: user.id }))).toEqual(marked);

    // Not remembered replaces remember.
    await markWord(unrememberAdd.POST, "unremember", user, 20);
    const switched = await ok(await statusOf(user, { wordIndex: "20", userId: user.id }));
    expect(switched).toEqual({ ...marked, isRemember: false, isUnremember: true });
    const { isSeen: _seen, ...withoutSeen } = switched as typeof marked;
    expect(await oneAtATime(user, 20)).toEqual(withoutSeen);

    // In the deck without a mark; the word beside it has nothing.
    await post(reviewAdd.POST, "review/add", user, { wordIndex: 21 });
    expect(await ok(await statusOf(user, { wordIndex: "21", userId: user.id }))).toEqual({ ...NONE, inDeck: true });
    expect(await oneAtATime(user, 21)).toEqual({ isFavourite: false, isRemember: false, isUnremember: false, inDeck: true });
    expect(await ok(await statusOf(user, { wordIndex: "22", userId: user.id }))).toEqual(NONE);
  });

  it("answers for the session's user only: another learner's marks never show", async () => {
    await markWord(favouriteAdd.POST, "favourite", bob, 30);
    expect(await ok(await statusOf(bob, { wordIndex: "30", userId: bob.id }))).toMatchObject({ isFavourite: true, inDeck: true });
    expect(await ok(await statusOf(alice, { wordIndex: "30", userId: alice.id }))).toEqual(NONE);
  });

  it("answers 401 signed out, 403 for another user's id, 400 for a bad word index, always as JSON", async () => {
    const signedOut = await statusOf(null, { wordIndex: "3" });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Please log in first." });

    const claimed = await statusOf(alice, { wordIndex: "30", userId: bob.id });
    expect(claimed.status).toBe(403);
    expect(await claimed.json()).toMatchObject({ error: expect.any(String) });

    for (const wordIndex of ["", "-1", "1.5", "abc", "01", "99999999"]) {
      const response = await statusOf(alice, { wordIndex, userId: alice.id });
      expect(response.status, wordIndex).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    const missing = await statusOf(alice, { userId: alice.id });
    expect(missing.status).toBe(400);
  });

  it("200 generated requests: never a 500, always a JSON answer", async () => {
    const [fuzzer, other] = await Promise.all([signedInUser("fuzzer"), signedInUser("other")]);
    await markWord(favouriteAdd.POST, "favourite", fuzzer, 11);
    const statuses = await fuzzEndpoint(endpointSpec("GET", PATH), status.GET, { user: fuzzer, other, noteIds: [] }, 200);
    expect(statuses.get(400) ?? 0, formatStatuses(statuses)).toBeGreaterThan(0);
    expect(statuses.get(200) ?? 0, formatStatuses(statuses)).toBeGreaterThan(0);
  });
});
