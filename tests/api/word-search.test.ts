// api group: app
// GET /api/v1/word/search, called as Next calls it, over the real word set.
import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/v1/word/search/route";
import { endpointSpec } from "@/tests/support/api-endpoints";
import { fuzzEndpoint } from "@/tests/support/fuzz";
import { getRequest, signedInUser } from "@/tests/support/session";

const PATH = "/api/v1/word/search";

async function searchFor(
  q: string,
): Promise<{ status: number; body: { words?: string[]; closeWords?: string[]; error?: string }; cacheControl: string | null }> {
  const response = await search(getRequest(PATH, { q }));
  return { status: response.status, body: (await response.json()) as { words?: string[] }, cacheControl: response.headers.get("cache-control") };
}

describe("GET /api/v1/word/search", () => {
  it("answers up to 10 words of the set: those starting with q, then those containing it, commonest first", async () => {
    const { status, body, cacheControl } = await searchFor("happ");
    expect(status).toBe(200);
    expect(body.words).toEqual(["happen", "happy", "happiness", "happily", "unhappy", "unhappily", "slaphappy"]);
    // Under 1 KB: no-transform too, so next start does not gzip it (lib/http/json.ts).
    expect(cacheControl).toBe("public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800, no-transform");
    expect((await searchFor("s")).body.words).toHaveLength(10);
    expect((await searchFor("qqqq")).body.words).toEqual([]);
    // Close spellings come only when nothing is found.
    expect((await searchFor("happ")).body).toMatchObject({ closeWords: [] });
    expect((await searchFor("definately")).body).toMatchObject({ words: [], closeWords: ["definitely", "definable", "definite", "indefinitely", "define"] });
    expect((await searchFor("")).body.words).toEqual([]);
  });

  it("finds a word from its inflected forms and from several words, the word first", async () => {
    expect((await searchFor("went")).body.words).toEqual(["go", "twenties", "twentieth"]);
    expect((await searchFor("Running ")).body.words).toEqual(["run"]);
    expect((await searchFor("children")).body.words).toEqual(["child"]);
    expect((await searchFor("left")).body.words).toEqual(["left", "leave", "leftover", "lefty", "leftmost", "cleft"]);
    expect((await searchFor("give  up")).body.words).toEqual(["give"]);
    expect((await searchFor("looked up")).body.words).toEqual(["look"]);
  });

  it("answers the idioms q finds beside the words, each with its page", async () => {
    const response = await search(getRequest(PATH, { q: "kick buck" }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { words: string[]; idioms: unknown[] };
    // The words as before (kick, buck), and the idiom.
    expect(body.words).toContain("kick");
    expect(body.idioms).toEqual([{ idiom: "kick the bucket", href: "/words/kick-the-bucket" }]);
    expect(((await (await search(getRequest(PATH, { q: "qqqq" }))).json()) as { idioms: unknown[] }).idioms).toEqual([]);
  });

  it("refuses a missing or overlong q with a 400 JSON error", async () => {
    for (const query of [{}, { q: "x".repeat(65) }] as Record<string, string>[]) {
      const response = await search(getRequest(PATH, query));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/q/);
    }
  });

  it("holds under generated queries: never a 500, always JSON", async () => {
    const user = await signedInUser("search");
    await fuzzEndpoint(endpointSpec("GET", PATH), search, { user, other: user, noteIds: [] }, 200, (status, body) => {
      if (status === 200) expect(Array.isArray(body.words) && (body.words as unknown[]).length <= 10).toBe(true);
    });
  });
});
