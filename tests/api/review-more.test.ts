// api group: app
// "Study 10 more" (POST /api/v1/review/more): today's new-card allowance grows by
// 10 for the learner's day only, read by the queue through lib/review/settings.ts.
import { beforeAll, describe, expect, it } from "vitest";
import * as add from "@/app/api/v1/review/add/route";
import * as due from "@/app/api/v1/review/due/route";
import * as more from "@/app/api/v1/review/more/route";
import * as settings from "@/app/api/v1/review/settings/route";
import { db } from "@/lib/db";
import { dayBounds } from "@/lib/review/day";
import { reviewSettings } from "@/lib/review/settings";
import type { DueResponse, ReviewSettingsView } from "@/lib/review/types";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const path = (name: string) => `/api/v1/review/${name}`;
const post = (handler: Handler, name: string, body: unknown, user: SignedInUser | null) => handler(postRequest(path(name), body, { user }));

async function ok<T>(response: Response): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const ZONE = "Pacific/Kiritimati"; // UTC+14: the learner's day is not UTC's for most of it
const DAY_MS = 86_400_000;
let learner: SignedInUser;

beforeAll(async () => {
  learner = await signedInUser("more");
  await ok(await post(settings.POST, "settings", { newPerDay: 1, timeZone: ZONE }, learner));
  // 25 new cards: more than the allowance will ever reach here.
  for (let wordIndex = 300; wordIndex < 325; wordIndex += 1) await ok(await post(add.POST, "add", { wordIndex }, learner));
});

describe("POST /review/more", () => {
  it("refuses a visitor (401) and another learner's id (403)", async () => {
    expect((await post(more.POST, "more", {}, null)).status).toBe(401);
    const other = await signedInUser("other");
    expect((await post(more.POST, "more", { userId: other.id }, learner)).status).toBe(403);
  });

  it("adds 10 new cards to today's allowance, for the learner's day only; the setting stays as it was", async () => {
    const before = await ok<DueResponse>(await due.GET(getRequest(path("due"), {}, { user: learner })));
    expect(before.counts.newLeft).toBe(1);

    const after = await ok<DueResponse>(await post(more.POST, "more", {}, learner));
    expect(after.counts.newLeft).toBe(11);
    expect(after.cards.filter((card) => card.card.state === "new")).toHaveLength(11);
    const again = await ok<DueResponse>(await post(more.POST, "more", {}, learner));
    expect(again.counts.newLeft).toBe(21);
    const queue = await ok<DueResponse>(await due.GET(getRequest(path("due"), {}, { user: learner })));
    expect(queue.counts.newLeft).toBe(21);

    // Stored against the learner's day, in their zone.
    const now = new Date();
    const row = await db().reviewSettings.findUniqueOrThrow({ where: { userId: learner.id } });
    expect(row.newPerDay).toBe(1);
    expect(row.extraNew).toBe(20);
    expect(row.extraNewDay?.toISOString().slice(0, 10)).toBe(dayBounds(now, ZONE).day);

    // The settings show the learner's limit, not today's allowance.
    const view = await ok<ReviewSettingsView>(await settings.GET(getRequest(path("settings"), {}, { user: learner })));
    expect(view.newPerDay).toBe(1);

    // Tomorrow the setting alone applies.
    expect((await reviewSettings(learner.id, now)).newPerDay).toBe(21);
    expect((await reviewSettings(learner.id, new Date(now.getTime() + DAY_MS))).newPerDay).toBe(1);
    expect((await reviewSettings(learner.id, new Date(now.getTime() + DAY_MS))).extraNewToday).toBe(0);
  });

  it("starts afresh on a new day, and keeps the learner's other settings", async () => {
    await db().reviewSettings.update({ where: { userId: learner.id }, data: { extraNew: 40, extraNewDay: new Date("2020-01-01T00:00:00Z") } });
    const answer = await ok<DueResponse>(await post(more.POST, "more", {}, learner));
    expect(answer.counts.newLeft).toBe(11);
    const row = await db().reviewSettings.findUniqueOrThrow({ where: { userId: learner.id } });
    expect({ extraNew: row.extraNew, newPerDay: row.newPerDay, timeZone: row.timeZone }).toEqual({ extraNew: 10, newPerDay: 1, timeZone: ZONE });
  });

  it("works for a learner without a settings row (the defaults plus 10), and stops growing at 200 a day", async () => {
    const fresh = await signedInUser("fresh");
    await ok(await post(more.POST, "more", {}, fresh));
    expect(await reviewSettings(fresh.id)).toMatchObject({ newPerDay: 30, extraNewToday: 10, timeZone: "UTC" });
    for (let i = 0; i < 21; i += 1) await ok(await post(more.POST, "more", {}, fresh));
    expect(await reviewSettings(fresh.id)).toMatchObject({ newPerDay: 220, extraNewToday: 200 });
  });
});
