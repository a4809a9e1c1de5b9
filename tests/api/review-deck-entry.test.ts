// api group: database
// Remember / Not remembered on /flashcards put the word in the review deck
// with its first schedule, and are not reviews: today's reviewed count, the
// streak, the charts, retention, the optimizer's history and undo never see
// them (lib/review/grading.ts, enterDeckGraded). The day's new-card allowance
// does count them.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as due from "@/app/api/v1/review/due/route";
import * as grade from "@/app/api/v1/review/grade/route";
import * as stats from "@/app/api/v1/review/stats/route";
import * as undo from "@/app/api/v1/review/undo/route";
import * as rememberAdd from "@/app/api/v1/remember/add/route";
import * as unrememberAdd from "@/app/api/v1/unremember/add/route";
import { db } from "@/lib/db";
import { addToDeck } from "@/lib/review/deck";
import { gradeWord } from "@/lib/review/grading";
import { updateReviewSettings } from "@/lib/review/settings";
import type { DueResponse, GradeResponse, ReviewStats } from "@/lib/review/types";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;

async function ok<T>(pending: Response | Promise<Response>): Promise<T> {
  const response = await pending;
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const mark = (user: SignedInUser, handler: Handler, name: string, itemId: number) =>
  ok(handler(postRequest(`/api/v1/${name}/add`, { itemId: String(itemId), type: "words", userId: user.id, name: "Flashcards-Seen" }, { user })));
const queueOf = (user: SignedInUser) => ok<DueResponse>(due.GET(getRequest("/api/v1/review/due", {}, { user })));
const statsOf = (user: SignedInUser) => ok<ReviewStats>(stats.GET(getRequest("/api/v1/review/stats", {}, { user })));
const cardOf = (user: SignedInUser, wordIndex: number) =>
  db().reviewCard.findUniqueOrThrow({ where: { userId_wordIndex_direction: { userId: user.id, wordIndex, direction: 0 } } });
const logsOf = (user: SignedInUser) => db().reviewLog.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });

const MINUTE = 60_000;

describe("Remember and Not remembered on /flashcards", () => {
  let user: SignedInUser;
  let before: number;
  beforeAll(async () => {
    user = await signedInUser("entry");
    before = Date.now();
    await mark(user, rememberAdd.POST, "remember", 61);
    await mark(user, unrememberAdd.POST, "unremember", 62);
    await updateReviewSettings(user.id, { newPerDay: 3 });
    for (const wordIndex of [63, 64, 65]) await addToDeck(user.id, wordIndex);
  });

  it("put the word in the deck due when Good / Again would (10 min / 1 min), as a learning card", async () => {
    const remembered = await cardOf(user, 61);
    const forgotten = await cardOf(user, 62);
    expect(remembered).toMatchObject({ state: 1, reps: 1, lapses: 0 });
    expect(forgotten).toMatchObject({ state: 1, reps: 1, lapses: 0 });
    expect(remembered.due.getTime() - before).toBeGreaterThanOrEqual(10 * MINUTE - 50);
    expect(remembered.due.getTime() - before).toBeLessThanOrEqual(10 * MINUTE + 5_000);
    expect(forgotten.due.getTime() - before).toBeGreaterThanOrEqual(MINUTE - 50);
    expect(forgotten.due.getTime() - before).toBeLessThanOrEqual(MINUTE + 5_000);
  });

  it("are not reviews: no log, nothing reviewed today, no streak, no chart, no retention; each takes a new-card slot", async () => {
    expect(await logsOf(user)).toEqual([]);
    const queue = await queueOf(user);
    expect(queue.reviewedToday).toBe(0);
    // Three new cards wait, of a limit of three a day: the two entries took two slots.
    expect(queue.counts).toEqual({ due: 0, learning: 2, newLeft: 1 });
    const progress = await statsOf(user);
    expect(progress.today.reviewed).toBe(0);
    // The streak is off unless the learner switches it on; the days it counts are the calendar's.
    expect(progress.streak).toBeNull();
    expect(progress.calendar).toEqual([]);
    expect(progress.reviewsPerDay.every((day) => day.again + day.hard + day.good + day.easy === 0)).toBe(true);
    expect(progress.retention).toEqual({ reviews: 0, passed: 0, rate: null });
    expect(progress.totalReviews).toBe(0);
    expect(progress.states).toMatchObject({ new: 3, learning: 2 });
  });

  it("pressed again never reschedules the card", async () => {
    const first = await cardOf(user, 61);
    await mark(user, rememberAdd.POST, "remember", 61);
    await mark(user, unrememberAdd.POST, "unremember", 61);
    expect(await cardOf(user, 61)).toEqual(first);
  });

  it("the card's first review on /review counts, and undo takes back that review only", async () => {
    const entered = await cardOf(user, 61);
    const reviewId = randomUUID();
    const graded = await ok<GradeResponse>(grade.POST(postRequest("/api/v1/review/grade", { wordIndex: 61, rating: 3, reviewId, durationMs: 2000 }, { user })));
    expect(graded.reviewedToday).toBe(1);
    expect((await statsOf(user)).calendar).toHaveLength(1);
    const [log] = await logsOf(user);
    expect(log).toMatchObject({ wordIndex: 61, state: 1, rating: 3 });

    await ok(undo.POST(postRequest("/api/v1/review/undo", {}, { user })));
    expect(await cardOf(user, 61)).toMatchObject({ due: entered.due, reps: 1, state: 1 });
    expect((await queueOf(user)).reviewedToday).toBe(0);
    // Nothing left to undo: the entry is not a grade.
    expect((await undo.POST(postRequest("/api/v1/review/undo", {}, { user }))).status).toBe(404);
    expect((await cardOf(user, 61)).reps).toBe(1);
  });
});

describe("the migration that takes old entries out of the reviews", () => {
  it("removes the log rows of entries (a new card graded with no duration) and their reviews, keeping real grades", async () => {
    const user = await signedInUser("old-entries");
    // As entering the deck wrote them before: a grade of a new card, 0 ms, no practice question.
    for (const wordIndex of [71, 72]) {
      await gradeWord(user.id, { wordIndex, rating: wordIndex === 71 ? 3 : 1, reviewId: randomUUID(), durationMs: 0 }, { addMissing: true });
    }
    await gradeWord(user.id, { wordIndex: 73, rating: 3, reviewId: randomUUID(), durationMs: 1800 }, { addMissing: true });
    await gradeWord(user.id, { wordIndex: 71, rating: 3, reviewId: randomUUID(), durationMs: 0 });
    const dir = path.join(process.cwd(), "prisma/migrations/20261127204500_deck_entry_not_review/migration.sql");
    const statements = (await readFile(dir, "utf8"))
      .replace(/^--.*$/gm, "")
      .split(/;\s*$/m)
      .map((statement) => statement.trim())
      .filter(Boolean);
    const rollback = new Error("rollback");
    const seen: { logs: number[]; reviews: number; newCards: number } = { logs: [], reviews: -1, newCards: -1 };
    // Applied and rolled back: other tests' rows in this database stay as they are.
    await db()
      .$transaction(async (tx) => {
        for (const statement of statements) await tx.$executeRawUnsafe(statement);
        seen.logs = (await tx.reviewLog.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } })).map((log) => log.wordIndex);
        const activity = await tx.reviewActivity.findMany({ where: { userId: user.id } });
        seen.reviews = activity.reduce((sum, row) => sum + row.reviews, 0);
        seen.newCards = activity.reduce((sum, row) => sum + row.newCards, 0);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    // Word 73's grade and word 71's second grade (a learning card's) stay; the two entries go, as reviews only.
    expect(seen).toEqual({ logs: [73, 71], reviews: 2, newCards: 3 });
  });
});
