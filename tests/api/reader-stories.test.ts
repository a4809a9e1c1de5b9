// api group: app
// GET /api/v1/reader/stories (lib/stories/story-fit.ts): the graded stories
// ranked for a learner, those that fit (≥ 95 % of their words known or in
// review, ≥ 3 of their due words) first.
import { describe, expect, it } from "vitest";
import * as storiesForYou from "@/app/api/v1/reader/stories/route";
import * as reviewAdd from "@/app/api/v1/review/add/route";
import { db } from "@/lib/db";
import type { StoryFit } from "@/lib/stories/story-fit";
import { stories } from "@/lib/stories/stories";
import { bandStart } from "@/lib/words/bands";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

const ask = (user: SignedInUser | null, query: Record<string, string> = {}) => storiesForYou.GET(getRequest("/api/v1/reader/stories", query, { user }));

async function ranked(user: SignedInUser, query: Record<string, string> = {}): Promise<{ stories: StoryFit[]; placed: boolean }> {
  const response = await ask(user, query);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe("GET /api/v1/reader/stories", () => {
  it("a learner never placed: 3 stories, none that fits, and placed false", async () => {
    const user = await signedInUser("stories-unplaced");
    const result = await ranked(user);
    expect(result.placed).toBe(false);
    expect(result.stories).toHaveLength(3);
    expect(result.stories.some((story) => story.fits)).toBe(false);
    expect(Object.keys(result.stories[0]!).sort()).toEqual(["band", "due", "fits", "href", "known", "minutes", "slug", "title"]);
  });

  it("a placed learner with due words: the story using 3 of them first, then those that read with ease, the highest band first", async () => {
    const user = await signedInUser("stories-fit");
    // Placed past band 3: every story of bands 1–3 keeps 95 % of its words there, so each reads with ease.
    await db().placement.create({ data: { userId: user.id, knownWords: bandStart(3), band: 3, level: bandStart(3), takenAt: new Date() } });
    const chosen = stories().find((story) => story.band === 1)!;
    for (const { index } of chosen.teaches.slice(0, 3)) {
      const added = await reviewAdd.POST(postRequest("/api/v1/review/add", { wordIndex: index }, { user }));
      expect(added.status).toBe(200);
    }
    const result = await ranked(user, { limit: "100" });
    expect(result.placed).toBe(true);
    expect(result.stories).toHaveLength(stories().length);
    const [first, ...rest] = result.stories;
    expect(first).toMatchObject({ slug: chosen.slug, title: chosen.title, href: chosen.href, fits: true });
    expect(first!.due).toBeGreaterThanOrEqual(3);
    // Other stories using the same words fit too; after those that fit come those that read with ease, highest band first.
    const readable = rest.filter((story) => !story.fits && story.known >= 0.95);
    expect(readable.length).toBeGreaterThan(0);
    expect(readable.map((story) => story.band)).toEqual(readable.map((story) => story.band).sort((a, b) => b - a));
    expect(readable.every((story) => story.band <= 2)).toBe(true);
    expect(result.stories.findIndex((story) => !story.fits)).toBe(result.stories.filter((story) => story.fits).length);
  });

  it("limit: 1 to 100, else 400 with a message; a visitor gets 401", async () => {
    const user = await signedInUser("stories-limit");
    expect((await ranked(user, { limit: "1" })).stories).toHaveLength(1);
    for (const limit of ["0", "101", "2.5", "many"]) {
      const response = await ask(user, { limit });
      expect(response.status, limit).toBe(400);
      expect((await response.json()).error, limit).toMatch(/^limit must be/);
    }
    expect((await ask(null)).status).toBe(401);
  });
});
