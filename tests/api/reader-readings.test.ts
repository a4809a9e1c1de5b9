// api group: app
// What a learner has read (lib/reader/readings.ts): a story read to its end
// (POST /api/v1/reader/read) and a text saved, with the headwords met in
// them counted once, for /progress's "words met in reading".
import { describe, expect, it } from "vitest";
import * as read from "@/app/api/v1/reader/read/route";
import * as remove from "@/app/api/v1/reader/texts/delete/route";
import * as save from "@/app/api/v1/reader/texts/save/route";
import { db } from "@/lib/db";
import { readingStats, textHeadwords } from "@/lib/reader/readings";
import { storyBySlug, storyUsage } from "@/lib/stories/stories";
import { STORY_NOT_FOUND } from "@/lib/stories/story-read";
import { postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

const readStory = (user: SignedInUser | null, story: unknown) => read.POST(postRequest("/api/v1/reader/read", { story }, { user }));
const SLUG = "a-bowl-of-chowder";
const OTHER = "a-table-for-eight";
const wordsOf = (slug: string) => [
  ...storyUsage()
    .find((usage) => usage.story.slug === slug)!
    .words.keys(),
];
const metWords = async (user: SignedInUser) =>
  (await db().readingWord.findMany({ where: { userId: user.id }, orderBy: { wordIndex: "asc" } })).map((row) => row.wordIndex);

describe("POST /api/v1/reader/read", () => {
  it("records the story and every headword it uses once; read again, its time moves on and nothing is counted twice", async () => {
    const user = await signedInUser("reading");
    const response = await readStory(user, SLUG);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ read: true });
    const words = wordsOf(SLUG);
    expect(words.length).toBeGreaterThan(50);
    expect(await metWords(user)).toEqual([...words].sort((a, b) => a - b));
    const first = await db().reading.findUniqueOrThrow({ where: { userId_source: { userId: user.id, source: `story:${SLUG}` } } });

    expect((await readStory(user, SLUG)).status).toBe(200);
    const again = await db().reading.findUniqueOrThrow({ where: { userId_source: { userId: user.id, source: `story:${SLUG}` } } });
    expect(again.readAt.getTime()).toBeGreaterThanOrEqual(first.readAt.getTime());
    expect(await readingStats(user.id)).toEqual({ words: words.length, stories: 1, texts: 0 });

    // A second story adds only the words the first did not use.
    expect((await readStory(user, OTHER)).status).toBe(200);
    const union = new Set([...words, ...wordsOf(OTHER)]);
    expect(union.size).toBeGreaterThan(words.length);
    expect(await readingStats(user.id)).toEqual({ words: union.size, stories: 2, texts: 0 });
  });

  it("a story that does not exist is 404; a slug that is not one 400; a visitor 401; another learner's readings are untouched", async () => {
    const user = await signedInUser("reading-refused");
    const missing = await readStory(user, "no-such-story");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: STORY_NOT_FOUND });
    expect(storyBySlug("no-such-story")).toBeUndefined();
    for (const story of ["Not A Slug", "../etc", "a".repeat(101), 42, null]) {
      const response = await readStory(user, story);
      expect(response.status, String(story)).toBe(400);
      expect((await response.json()).error).toBe("story must be a story's slug.");
    }
    expect((await readStory(null, SLUG)).status).toBe(401);
    expect(await readingStats(user.id)).toEqual({ words: 0, stories: 0, texts: 0 });
  });
});

describe("a saved text", () => {
  it("is a reading of its own with its headwords; deleted, its words stay met", async () => {
    const user = await signedInUser("reading-text");
    const text = "The harbour at dawn\nWe walked along the harbour while the children slept.";
    const response = await save.POST(postRequest("/api/v1/reader/texts/save", { text }, { user }));
    expect(response.status).toBe(201);
    const { saved } = await response.json();
    const words = textHeadwords(text);
    expect(words.length).toBeGreaterThanOrEqual(5);
    expect(await metWords(user)).toEqual([...words].sort((a, b) => a - b));
    expect(await readingStats(user.id)).toEqual({ words: words.length, stories: 0, texts: 1 });
    expect(await db().reading.count({ where: { userId: user.id, source: `text:${saved.id}` } })).toBe(1);

    expect((await remove.POST(postRequest("/api/v1/reader/texts/delete", { id: saved.id }, { user }))).status).toBe(200);
    expect(await readingStats(user.id)).toEqual({ words: words.length, stories: 0, texts: 1 });
  });
});
