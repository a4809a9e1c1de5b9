// api group: app
// POST /api/v1/word/fetchword, called as Next calls it, with real session cookies.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as fetchword } from "@/app/api/v1/word/fetchword/route";
import { POST as favouriteAdd } from "@/app/api/v1/favourite/add/route";
import { POST as seenAdd } from "@/app/api/v1/seen/add/route";
import { db } from "@/lib/db";
import { wordByIndex } from "@/lib/words/words";
import { readWordRows } from "@/scripts/lib/seed-words";
import { endpointSpec } from "@/tests/support/api-endpoints";
import { fuzzEndpoint } from "@/tests/support/fuzz";
import { postRequest, sessionCookie, signedInUser, type SignedInUser } from "@/tests/support/session";

const PATH = "/api/v1/word/fetchword";
const WORD_COUNT = (await readWordRows()).length;

type Answer = { data: { word: string; details: Record<string, unknown>[] } | null; wordIndex: number; total?: number };

async function fetchWord(body: unknown, user: SignedInUser | null = null): Promise<{ status: number; body: Answer & { error?: string } }> {
  const response = await fetchword(postRequest(PATH, body, { user }));
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Answer & { error?: string } };
}

async function expectWordAt(answer: Answer, index: number) {
  expect(answer.wordIndex).toBe(index);
  expect(answer.data).toEqual((await wordByIndex(index))!.word);
}

let alice: SignedInUser;

beforeAll(async () => {
  alice = await signedInUser("alice");
});

describe("unseen", () => {
  it("a visitor gets a random word (wordIndex -1, JSON-encoded) in the spec's shape plus the IPA", async () => {
    for (const body of [
      { wordCategory: "unseen", authUserId: "null", wordIndex: "-1" },
      { wordCategory: "unseen", wordIndex: -1 },
      { wordCategory: "unseen", authUserId: null, wordIndex: " -1 " },
    ]) {
      const { status, body: answer } = await fetchWord(body);
      expect(status).toBe(200);
      expect(Object.keys(answer).sort()).toEqual(["data", "wordIndex"]);
      expect(answer.wordIndex).toBeGreaterThanOrEqual(0);
      expect(answer.wordIndex).toBeLessThan(WORD_COUNT);
      await expectWordAt(answer, answer.wordIndex);
      // `variants` only on a word with other spellings (colour for color).
      expect(
        Object.keys(answer.data!)
          .filter((key) => key !== "variants")
          .sort(),
      ).toEqual(["details", "ipa", "word"]);
      for (const sense of answer.data!.details) {
        expect(Object.keys(sense).sort()).toEqual(["antonyms", "definition", "examples", "partOfSpeech", "synonyms"]);
      }
    }
  });

  it("re-fetches a given source index; past the end data is null", async () => {
    const { body: fifth } = await fetchWord({ wordCategory: "unseen", authUserId: "null", wordIndex: "5" });
    await expectWordAt(fifth, 5);
    const { body: same } = await fetchWord({ wordCategory: "unseen", wordIndex: 5 }, alice);
    expect(same).toEqual(fifth);
    const { status, body: past } = await fetchWord({ wordCategory: "unseen", wordIndex: String(WORD_COUNT) });
    expect(status).toBe(200);
    expect(past).toEqual({ data: null, wordIndex: WORD_COUNT });
  });

  it("never gives a signed-in user a word they have seen, and none once all are seen", async () => {
    const user = await signedInUser();
    const left = [12, 4000, 7000];
    await db().$executeRaw`
      INSERT INTO marks (user_id, slot, kind, item_id, type, name)
      SELECT ${user.id}, 'seen', 'seen', w.index::text, 'words', 'Flashcards'
      FROM words w WHERE w.index <> ALL(${left}::integer[])`;
    const drawn = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const { body } = await fetchWord({ wordCategory: "unseen", authUserId: user.id, wordIndex: "-1" }, user);
      expect(left).toContain(body.wordIndex);
      drawn.add(body.wordIndex);
    }
    expect(drawn.size).toBeGreaterThan(1);
    // excludeIndexes (an addition): not the card on screen.
    const { body: other } = await fetchWord({ wordCategory: "unseen", wordIndex: -1, excludeIndexes: [12, 4000] }, user);
    expect(other.wordIndex).toBe(7000);

    for (const index of left) {
      expect((await seenAdd(postRequest("/api/v1/seen/add", { itemId: String(index), type: "words", name: "Flashcards" }, { user }))).status).toBe(200);
    }
    expect((await fetchWord({ wordCategory: "unseen", wordIndex: "-1" }, user)).body).toEqual({ data: null, wordIndex: -1 });
    // A visitor is not affected by anyone's seen marks.
    expect((await fetchWord({ wordCategory: "unseen", wordIndex: "-1" })).body.data).not.toBeNull();
  });
});

describe("the user's categories", () => {
  it("pages through favourites by position; the answer carries the source index and the list's length", async () => {
    const user = await signedInUser();
    const favourites = [700, 20, 3333];
    for (const index of favourites) {
      await favouriteAdd(postRequest("/api/v1/favourite/add", { itemId: String(index), type: "words", name: "Flashcards-Unseen" }, { user }));
    }
    for (const [position, index] of favourites.entries()) {
      const { status, body } = await fetchWord({ wordCategory: "favourite", authUserId: user.id, wordIndex: JSON.stringify(position) }, user);
      expect(status).toBe(200);
      expect(body.total).toBe(3);
      await expectWordAt(body, index);
    }
    expect((await fetchWord({ wordCategory: "favourite", authUserId: user.id, wordIndex: "3" }, user)).body).toEqual({ data: null, wordIndex: 3, total: 3 });
    expect((await fetchWord({ wordCategory: "favourite", wordIndex: "-1" }, user)).body).toEqual({ data: null, wordIndex: -1, total: 3 });
  });

  it("serves seen, remember and unremember lists, empty ones with data null", async () => {
    const user = await signedInUser();
    for (const category of ["seen", "favourite", "remember", "unremember"]) {
      expect((await fetchWord({ wordCategory: category, wordIndex: "0" }, user)).body).toEqual({ data: null, wordIndex: 0, total: 0 });
    }
    await seenAdd(postRequest("/api/v1/seen/add", { itemId: "77", type: "words", name: "Flashcards" }, { user }));
    const { body } = await fetchWord({ wordCategory: "seen", wordIndex: "0" }, user);
    await expectWordAt(body, 77);
    expect(body.total).toBe(1);
  });

  it("answers 401 to a visitor, and to any claimed id without a session, even for unseen", async () => {
    for (const category of ["seen", "favourite", "remember", "unremember"]) {
      const { status, body } = await fetchWord({ wordCategory: category, authUserId: "null", wordIndex: "0" });
      expect(status).toBe(401);
      expect(body).toEqual({ error: "Please log in first." });
    }
    expect((await fetchWord({ wordCategory: "unseen", authUserId: alice.id, wordIndex: "-1" })).status).toBe(401);
    const stale = await fetchword(postRequest(PATH, { wordCategory: "seen", wordIndex: "0" }, { cookie: await sessionCookie({ sub: alice.id, sv: 3 }) }));
    expect(stale.status).toBe(401);
  });

  it("answers 403 when user B passes user A's id, in any category", async () => {
    const bob = await signedInUser("bob");
    await favouriteAdd(postRequest("/api/v1/favourite/add", { itemId: "1", type: "words" }, { user: alice }));
    for (const category of ["unseen", "seen", "favourite", "remember", "unremember"]) {
      const { status, body } = await fetchWord({ wordCategory: category, authUserId: alice.id, wordIndex: "0" }, bob);
      expect(status).toBe(403);
      expect(body).toEqual({ error: "userId does not match the signed-in user." });
    }
  });
});

describe("bad input: 400 JSON, never 500", () => {
  const cases: [string, string][] = [
    ["not JSON", "{wordCategory:"],
    ["empty", ""],
    ["an array", "[]"],
    ["no category", JSON.stringify({ wordIndex: "0" })],
    ["unknown category", JSON.stringify({ wordCategory: "idioms", wordIndex: "0" })],
    ["no wordIndex", JSON.stringify({ wordCategory: "unseen" })],
    ["wordIndex not JSON", JSON.stringify({ wordCategory: "unseen", wordIndex: "five" })],
    ["wordIndex a fraction", JSON.stringify({ wordCategory: "unseen", wordIndex: "1.5" })],
    ["wordIndex below -1", JSON.stringify({ wordCategory: "unseen", wordIndex: -2 })],
    ["wordIndex too big", JSON.stringify({ wordCategory: "unseen", wordIndex: "1e7" })],
    ["wordIndex an object", JSON.stringify({ wordCategory: "unseen", wordIndex: { n: 1 } })],
    ["wordIndex a huge string", JSON.stringify({ wordCategory: "unseen", wordIndex: "9".repeat(5000) })],
    ["authUserId a number", JSON.stringify({ wordCategory: "unseen", wordIndex: "0", authUserId: 1 })],
    ["authUserId too long", JSON.stringify({ wordCategory: "unseen", wordIndex: "0", authUserId: "u".repeat(129) })],
    ["excludeIndexes not a list", JSON.stringify({ wordCategory: "unseen", wordIndex: "-1", excludeIndexes: "1" })],
    ["excludeIndexes too long", JSON.stringify({ wordCategory: "unseen", wordIndex: "-1", excludeIndexes: Array.from({ length: 101 }, (_, i) => i) })],
  ];

  it("refuses each malformed body, signed in or not", async () => {
    for (const user of [null, alice]) {
      for (const [label, raw] of cases) {
        const response = await fetchword(postRequest(PATH, null, { user, raw }));
        expect(response.status, label).toBe(400);
        expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
      }
    }
    const huge = await fetchword(postRequest(PATH, { wordCategory: "unseen", wordIndex: "0", pad: "x".repeat(20_000) }));
    expect(huge.status).toBe(413);
  });

  // The generator and the property are shared with `npm run test:fuzz` (tests/support/fuzz.ts).
  it("fuzz: never answers 500 (300 cases)", { timeout: 180_000 }, async () => {
    const [fuzzer, other] = await Promise.all([signedInUser("fuzz"), signedInUser("other")]);
    const statuses = await fuzzEndpoint(endpointSpec("POST", PATH), fetchword, { user: fuzzer, other, noteIds: [] }, 300, (status, answer) => {
      if (status === 200) expect(answer).toHaveProperty("wordIndex", expect.any(Number));
    });
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });
});
