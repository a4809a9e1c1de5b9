// api group: database
// The favourite, remember, unremember and seen handlers (app/api/v1/*), called
// as Next calls them, with real session cookies (tests/support/session.ts).
import { beforeAll, describe, expect, it } from "vitest";
import * as favouriteAdd from "@/app/api/v1/favourite/add/route";
import * as favouriteFetchItems from "@/app/api/v1/favourite/fetchItems/route";
import * as favouriteFetchStatus from "@/app/api/v1/favourite/fetchStatus/route";
import * as favouriteRemove from "@/app/api/v1/favourite/remove/route";
import * as rememberAdd from "@/app/api/v1/remember/add/route";
import * as rememberFetchStatus from "@/app/api/v1/remember/fetchStatus/route";
import * as rememberRemove from "@/app/api/v1/remember/remove/route";
import * as seenAdd from "@/app/api/v1/seen/add/route";
import * as unrememberAdd from "@/app/api/v1/unremember/add/route";
import * as unrememberFetchStatus from "@/app/api/v1/unremember/fetchStatus/route";
import * as unrememberRemove from "@/app/api/v1/unremember/remove/route";
import { db } from "@/lib/db";
import { wordByIndex } from "@/lib/words/words";
import { endpointSpec } from "@/tests/support/api-endpoints";
import { fuzzEndpoint } from "@/tests/support/fuzz";
import { getRequest, postRequest, sessionCookie, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
interface Endpoint {
  method: "GET" | "POST";
  path: string;
  handler: Handler;
}

const get = (path: string, handler: Handler): Endpoint => ({ method: "GET", path: `/api/v1/${path}`, handler });
const post = (path: string, handler: Handler): Endpoint => ({ method: "POST", path: `/api/v1/${path}`, handler });

const ENDPOINTS: Endpoint[] = [
  get("favourite/fetchStatus", favouriteFetchStatus.GET),
  post("favourite/add", favouriteAdd.POST),
  post("favourite/remove", favouriteRemove.POST),
  get("favourite/fetchItems", favouriteFetchItems.GET),
  get("remember/fetchStatus", rememberFetchStatus.GET),
  post("remember/add", rememberAdd.POST),
  post("remember/remove", rememberRemove.POST),
  get("unremember/fetchStatus", unrememberFetchStatus.GET),
  post("unremember/add", unrememberAdd.POST),
  post("unremember/remove", unrememberRemove.POST),
  post("seen/add", seenAdd.POST),
];

/** A request to `endpoint`: `input` as the JSON body, or as the query string for GET. */
function call(endpoint: Endpoint, input: Record<string, string>, user?: SignedInUser | null, cookie?: string): Promise<Response> {
  const options = { user: user ?? null, ...(cookie ? { cookie } : {}) };
  const request = endpoint.method === "GET" ? getRequest(endpoint.path, input, options) : postRequest(endpoint.path, input, options);
  return endpoint.handler(request);
}

async function json(response: Response): Promise<unknown> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

const item = (index: number) => ({ itemId: String(index), type: "words" });

async function marksOf(user: SignedInUser) {
  return db().mark.findMany({ where: { userId: user.id }, orderBy: { id: "asc" }, select: { slot: true, kind: true, itemId: true, type: true, name: true } });
}

let alice: SignedInUser;

beforeAll(async () => {
  // A second signed-in user exists beside alice throughout.
  [alice] = await Promise.all([signedInUser("alice"), signedInUser("bob")]);
});

describe("authorization", () => {
  it("answers 401 JSON to a signed-out request, a forged cookie and a stale session on every endpoint", async () => {
    const stale = await sessionCookie({ sub: alice.id, email: alice.email, sv: 7 });
    for (const endpoint of ENDPOINTS) {
      for (const cookie of [undefined, "authjs.session-token=forged", stale]) {
        const response = await call(endpoint, { ...item(10), userId: alice.id, name: "Flashcards" }, null, cookie);
        expect(response.status, `${endpoint.path} ${cookie ?? "no cookie"}`).toBe(401);
        expect(await json(response)).toEqual({ error: "Please log in first." });
      }
    }
    expect(await marksOf(alice)).toEqual([]);
  });

  it("answers 403 when user B passes user A's id, and changes nothing of A's or B's", async () => {
    const owner = await signedInUser("owner");
    const intruder = await signedInUser("intruder");
    await favouriteAdd.POST(postRequest("/api/v1/favourite/add", { ...item(10), userId: owner.id, name: "Flashcards-Seen" }, { user: owner }));
    await rememberAdd.POST(postRequest("/api/v1/remember/add", { ...item(10), userId: owner.id }, { user: owner }));
    const before = await marksOf(owner);
    expect(before).toHaveLength(2);

    for (const endpoint of ENDPOINTS) {
      const response = await call(endpoint, { ...item(10), userId: owner.id, name: "Flashcards" }, intruder);
      expect(response.status, endpoint.path).toBe(403);
      expect(await json(response)).toEqual({ error: "userId does not match the signed-in user." });
    }
    expect(await marksOf(owner)).toEqual(before);
    expect(await marksOf(intruder)).toEqual([]);
  });

  it('accepts the caller\'s own id, no id, or the string "null" the original client sends', async () => {
    const user = await signedInUser();
    for (const userId of [user.id, undefined, "null", ""]) {
      const input = userId === undefined ? item(20) : { ...item(20), userId };
      for (const endpoint of ENDPOINTS) {
        const response = await call(endpoint, input, user);
        expect(response.status, `${endpoint.path} userId=${String(userId)}`).toBe(200);
      }
    }
  });
});

describe("favourite", () => {
  it("fetchStatus, add, fetchItems and remove answer the spec's shapes; add and remove are idempotent", async () => {
    const user = await signedInUser();
    const status = async () => json(await favouriteFetchStatus.GET(getRequest("/api/v1/favourite/fetchStatus", { ...item(42), userId: user.id }, { user })));
    const items = async () => json(await favouriteFetchItems.GET(getRequest("/api/v1/favourite/fetchItems", { userId: user.id }, { user })));
    const word = (await wordByIndex(42))!.word.word;

    expect(await status()).toEqual({ isFavourite: false });
    expect(await items()).toEqual({ data: [] });
    for (let i = 0; i < 2; i += 1) {
      const added = await favouriteAdd.POST(postRequest("/api/v1/favourite/add", { ...item(42), userId: user.id, name: "Flashcards-Unseen" }, { user }));
      expect(added.status).toBe(200);
      expect(await json(added)).toEqual({ ok: true });
    }
    expect(await status()).toEqual({ isFavourite: true });
    expect(await items()).toEqual({ data: [{ itemId: "42", type: "words", name: "Flashcards-Unseen", val: word, viewIndex: 42 }] });

    // The heart on the seen side: same favourite, new name.
    await favouriteAdd.POST(postRequest("/api/v1/favourite/add", { itemId: 42, type: "words", name: "Flashcards-Seen" }, { user }));
    expect(await items()).toEqual({ data: [{ itemId: "42", type: "words", name: "Flashcards-Seen", val: word, viewIndex: 42 }] });

    for (let i = 0; i < 2; i += 1) {
      const removed = await favouriteRemove.POST(postRequest("/api/v1/favourite/remove", { ...item(42), userId: user.id }, { user }));
      expect(await json(removed)).toEqual({ ok: true });
    }
    expect(await status()).toEqual({ isFavourite: false });
    expect(await items()).toEqual({ data: [] });
  });

  it("keeps notes and stories with the val and viewIndex given, lists oldest first, filters by type", async () => {
    const user = await signedInUser();
    const noteId = "8d0f6a6e-3c1e-4d4f-9a52-4f1f0f0a1b2c";
    const add = (body: Record<string, unknown>) => favouriteAdd.POST(postRequest("/api/v1/favourite/add", body, { user }));
    expect((await add({ itemId: noteId, type: "notes", name: "My Notes", val: { word: "abide", definitions: "accept" } })).status).toBe(200);
    expect((await add({ itemId: "story-1", type: "sampleStory", name: "Stories", val: "The Fox", viewIndex: 2 })).status).toBe(200);
    expect((await add({ ...item(0), name: "Flashcards-Seen" })).status).toBe(200);

    const all = await json(await favouriteFetchItems.GET(getRequest("/api/v1/favourite/fetchItems", {}, { user })));
    expect(all).toEqual({
      data: [
        { itemId: noteId, type: "notes", name: "My Notes", val: { word: "abide", definitions: "accept" }, viewIndex: null },
        { itemId: "story-1", type: "sampleStory", name: "Stories", val: "The Fox", viewIndex: 2 },
        { itemId: "0", type: "words", name: "Flashcards-Seen", val: (await wordByIndex(0))!.word.word, viewIndex: 0 },
      ],
    });
    const notes = await json(await favouriteFetchItems.GET(getRequest("/api/v1/favourite/fetchItems", { type: "notes" }, { user })));
    expect(notes).toEqual({ data: [expect.objectContaining({ itemId: noteId })] });
  });

  it("answers 404 for a word index with no word, and stores nothing", async () => {
    const user = await signedInUser();
    const response = await favouriteAdd.POST(postRequest("/api/v1/favourite/add", { itemId: "999999", type: "words" }, { user }));
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: "No word has this index." });
    expect(await marksOf(user)).toEqual([]);
  });
});

describe("remember and unremember", () => {
  const status = async (user: SignedInUser, index: number) => ({
    ...((await json(await rememberFetchStatus.GET(getRequest("/api/v1/remember/fetchStatus", item(index), { user })))) as object),
    ...((await json(await unrememberFetchStatus.GET(getRequest("/api/v1/unremember/fetchStatus", item(index), { user })))) as object),
  });

  it("setting one clears the other; removing the inactive one changes nothing", async () => {
    const user = await signedInUser();
    expect(await status(user, 7)).toEqual({ isRemember: false, isUnremember: false });
    expect(await json(await rememberAdd.POST(postRequest("/api/v1/remember/add", { ...item(7), userId: user.id }, { user })))).toEqual({ ok: true });
    expect(await status(user, 7)).toEqual({ isRemember: true, isUnremember: false });
    await unrememberAdd.POST(postRequest("/api/v1/unremember/add", { ...item(7), userId: user.id, name: "Flashcards" }, { user }));
    expect(await status(user, 7)).toEqual({ isRemember: false, isUnremember: true });
    await rememberRemove.POST(postRequest("/api/v1/remember/remove", item(7), { user }));
    expect(await status(user, 7)).toEqual({ isRemember: false, isUnremember: true });
    await unrememberRemove.POST(postRequest("/api/v1/unremember/remove", item(7), { user }));
    expect(await status(user, 7)).toEqual({ isRemember: false, isUnremember: false });
    expect(await marksOf(user)).toEqual([]);
  });

  it("20 concurrent mixed requests leave exactly one mark, and the statuses agree with it", async () => {
    const user = await signedInUser();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? rememberAdd.POST(postRequest("/api/v1/remember/add", { ...item(8), userId: user.id }, { user }))
          : unrememberAdd.POST(postRequest("/api/v1/unremember/add", { ...item(8), userId: user.id }, { user })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const marks = await marksOf(user);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.slot).toBe("recall");
    const current = await status(user, 8);
    expect(current).toEqual({ isRemember: marks[0]!.kind === "remember", isUnremember: marks[0]!.kind === "unremember" });
  });
});

describe("seen", () => {
  it("records a seen mark (twice is harmless) without touching the others", async () => {
    const user = await signedInUser();
    await favouriteAdd.POST(postRequest("/api/v1/favourite/add", { ...item(3), name: "Flashcards-Unseen" }, { user }));
    for (let i = 0; i < 2; i += 1) {
      const response = await seenAdd.POST(postRequest("/api/v1/seen/add", { ...item(3), userId: user.id, name: "Flashcards" }, { user }));
      expect(await json(response)).toEqual({ ok: true });
    }
    expect(await marksOf(user)).toEqual([
      { slot: "favourite", kind: "favourite", itemId: "3", type: "words", name: "Flashcards-Unseen" },
      { slot: "seen", kind: "seen", itemId: "3", type: "words", name: "Flashcards" },
    ]);
  });
});

describe("bad input: 400 (or 413) JSON, never 500", () => {
  const badBodies: [string, string][] = [
    ["not JSON", "{"],
    ["empty body", ""],
    ["an array", "[]"],
    ["null", "null"],
    ["a string", '"words"'],
    ["no itemId", JSON.stringify({ type: "words" })],
    ["no type", JSON.stringify({ itemId: "1" })],
    ["unknown type", JSON.stringify({ itemId: "1", type: "idioms" })],
    ["itemId an object", JSON.stringify({ itemId: { $ne: null }, type: "words" })],
    ["itemId a fraction", JSON.stringify({ itemId: 1.5, type: "words" })],
    ["itemId too long", JSON.stringify({ itemId: "a".repeat(65), type: "notes" })],
    ["word itemId not an index", JSON.stringify({ itemId: "01", type: "words" })],
    ["word itemId negative", JSON.stringify({ itemId: "-1", type: "words" })],
    ["userId a number", JSON.stringify({ ...item(1), userId: 5 })],
    ["userId too long", JSON.stringify({ ...item(1), userId: "u".repeat(129) })],
    ["userId an array", JSON.stringify({ ...item(1), userId: [] })],
  ];
  const badAddBodies: [string, string][] = [
    ["name too long", JSON.stringify({ ...item(1), name: "n".repeat(101) })],
    ["name a number", JSON.stringify({ ...item(1), name: 1 })],
    ["viewIndex a string", JSON.stringify({ ...item(1), viewIndex: "1" })],
    ["viewIndex too big", JSON.stringify({ ...item(1), viewIndex: 1e7 })],
    ["val too large", JSON.stringify({ ...item(1), val: "v".repeat(2001) })],
    ["val deeply nested", JSON.stringify({ ...item(1), val: JSON.parse("[".repeat(3000) + "]".repeat(3000)) })],
  ];

  it("refuses malformed POST bodies on every POST endpoint", async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.method === "POST")) {
      const cases = endpoint.path.endsWith("/add") ? [...badBodies, ...badAddBodies] : badBodies;
      for (const [label, raw] of cases) {
        const response = await endpoint.handler(postRequest(endpoint.path, null, { user: alice, raw }));
        expect(response.status, `${endpoint.path}: ${label}`).toBe(400);
        const body = (await json(response)) as { error: unknown; issues?: unknown };
        expect(typeof body.error).toBe("string");
      }
      const huge = await endpoint.handler(postRequest(endpoint.path, { ...item(1), name: "x".repeat(20_000) }, { user: alice }));
      expect(huge.status, `${endpoint.path}: 20 kB body`).toBe(413);
      expect(await json(huge)).toEqual({ error: expect.stringMatching(/larger than/) });
    }
    expect(await marksOf(alice)).toEqual([]);
  });

  it("refuses malformed queries on every GET endpoint", async () => {
    const statusCases = [
      "",
      "itemId=1",
      "type=words",
      "itemId=1&type=idiom",
      `itemId=${"a".repeat(65)}&type=notes`,
      "itemId=abc&type=words",
      `itemId=1&type=words&userId=${"u".repeat(129)}`,
    ];
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.method === "GET")) {
      const cases = endpoint.path.endsWith("fetchItems") ? ["type=idioms", `userId=${"u".repeat(129)}`] : statusCases;
      for (const query of cases) {
        const response = await endpoint.handler(getRequest(endpoint.path, query, { user: alice }));
        expect(response.status, `${endpoint.path}?${query}`).toBe(400);
        expect(await json(response)).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
      }
    }
  });

  // The generators and the property are shared with `npm run test:fuzz` (tests/support/fuzz.ts).
  for (const endpoint of ENDPOINTS) {
    it(`fuzz: ${endpoint.method} ${endpoint.path} never answers 500 (200 cases)`, { timeout: 180_000 }, async () => {
      const [fuzzer, other] = await Promise.all([signedInUser("fuzz"), signedInUser("other")]);
      const statuses = await fuzzEndpoint(endpointSpec(endpoint.method, endpoint.path), endpoint.handler, { user: fuzzer, other, noteIds: [] }, 200);
      // The generators reach both the validation and the database.
      expect(statuses.get(400)).toBeGreaterThan(0);
      expect(statuses.get(200)).toBeGreaterThan(0);
    });
  }
});
