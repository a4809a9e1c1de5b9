import { describe, expect, it } from "vitest";
import { GradeOutbox, type GradeRequest, type OutboxStore, type QueuedGrade, type SendOutcome } from "@/lib/offline/grade-outbox";
import type { GradeResponse } from "@/lib/review/types";

// The learner's grade outbox (lib/offline/grade-outbox.ts) without a browser:
// its order, retries and stalls, and what it keeps in the store it is given
// (IndexedDB in the browser, where the offline review e2e tests use it).

const LEARNER = "alice";

function response(reviewedToday: number): GradeResponse {
  return {
    card: {
      wordIndex: 0,
      state: "learning",
      due: new Date(0).toISOString(),
      stability: 1,
      difficulty: 5,
      reps: 1,
      lapses: 0,
      scheduledDays: 0,
      lastReview: null,
    },
    counts: { due: 0, learning: 0, newLeft: 0 },
    reviewedToday,
    nextDue: null,
  };
}

const ok = (reviewedToday: number): SendOutcome => ({ ok: true, response: response(reviewedToday) });

let seq = 0;
const grade = (reviewId: string, wordIndex = 1, userId = LEARNER): QueuedGrade => ({
  userId,
  seq: ++seq,
  request: { wordIndex, rating: 3, reviewId, durationMs: 100 },
  reps: 0,
  word: `word${wordIndex}`,
});

/** The store as a map, in the order grades were put (the browser's is ordered by seq, which grows the same way). */
function memoryStore(initial: QueuedGrade[] = []): OutboxStore & { ids: () => string[] } {
  const kept = new Map(initial.map((item) => [item.request.reviewId, item]));
  return {
    put: async (item) => void kept.set(item.request.reviewId, item),
    remove: async (reviewId) => void kept.delete(reviewId),
    list: async (userId) => [...kept.values()].filter((item) => item.userId === userId),
    ids: () => [...kept.keys()],
  };
}

function outbox(script: SendOutcome[], store = memoryStore()) {
  const log = { sent: [] as string[], saved: [] as string[], rejected: [] as string[], stalled: [] as string[], waits: [] as number[] };
  const box = new GradeOutbox({
    userId: LEARNER,
    store,
    send: async (request: GradeRequest) => {
      log.sent.push(request.reviewId);
      return script.shift() ?? { ok: false, status: null };
    },
    onSaved: (item) => log.saved.push(item.request.reviewId),
    onRejected: (item) => log.rejected.push(item.request.reviewId),
    onStalled: (item, needsLogin) => log.stalled.push(needsLogin ? `${item.request.reviewId}:login` : item.request.reviewId),
    wait: async (ms) => {
      log.waits.push(ms);
    },
  });
  return { box, log, store };
}

const pendingIds = (box: GradeOutbox) => box.pending().map((item) => item.request.reviewId);
/** The store as it is once the outbox's writes so far are done. */
const storedIds = async (box: GradeOutbox, store: ReturnType<typeof memoryStore>) => {
  await box.serially(async () => undefined);
  return store.ids();
};

describe("grade outbox", () => {
  it("sends in order, one at a time", async () => {
    const { box, log } = outbox([ok(1), ok(2)]);
    void box.push(grade("a"));
    await box.push(grade("b"));
    expect(await box.flush()).toBe(true);
    expect(log.sent).toEqual(["a", "b"]);
    expect(log.saved).toEqual(["a", "b"]);
  });

  it("keeps each grade in the store from the moment it is pushed until the server has it", async () => {
    const script: SendOutcome[] = Array.from({ length: 4 }, () => ({ ok: false as const, status: 503 }));
    const { box, store } = outbox(script);
    await box.push(grade("a"));
    expect(await storedIds(box, store)).toEqual(["a"]);
    script.push(ok(1));
    expect(await box.flush()).toBe(true);
    expect(await storedIds(box, store)).toEqual([]);
  });

  it("retries a 503 or a network error with the same reviewId, backing off 0.5, 1 and 2 s", async () => {
    const { box, log } = outbox([{ ok: false, status: 503 }, { ok: false, status: null }, ok(1)]);
    await box.push(grade("a"));
    expect(log.sent).toEqual(["a", "a", "a"]);
    expect(log.waits).toEqual([500, 1000]);
    expect(log.saved).toEqual(["a"]);
  });

  it("stalls after the retries and keeps the grade for the next try; nothing is lost or doubled", async () => {
    const script: SendOutcome[] = Array.from({ length: 4 }, () => ({ ok: false as const, status: 503 }));
    const { box, log } = outbox(script);
    await box.push(grade("a"));
    expect(log.waits).toEqual([500, 1000, 2000]);
    script.push(ok(1), ok(2));
    expect(log.stalled).toEqual(["a"]);
    expect(pendingIds(box)).toEqual(["a"]);
    // The next grade (or `online`) sends both, oldest first.
    await box.push(grade("b", 2));
    expect(log.sent.slice(4)).toEqual(["a", "b"]);
    expect(log.saved).toEqual(["a", "b"]);
    expect(box.pending()).toEqual([]);
  });

  it("drops a grade the server refuses for good, from the store too", async () => {
    const { box, log, store } = outbox([{ ok: false, status: 404 }, ok(1)]);
    void box.push(grade("a"));
    await box.push(grade("b"));
    expect(log.rejected).toEqual(["a"]);
    expect(log.saved).toEqual(["b"]);
    expect(await storedIds(box, store)).toEqual([]);
  });

  it("keeps a grade refused for the session (401 signed out, 403 another learner) and asks for a login, without retrying", async () => {
    for (const status of [401, 403]) {
      const { box, log } = outbox([{ ok: false, status }, ok(1), ok(2)]);
      void box.push(grade("a"));
      await box.push(grade("b", 2));
      expect(log.sent).toEqual(["a"]);
      expect(log.waits).toEqual([]);
      expect(log.rejected).toEqual([]);
      expect(log.stalled).toEqual(["a:login"]);
      expect(pendingIds(box)).toEqual(["a", "b"]);
      // Logged in again: the next push, flush or `online` sends both, in order.
      expect(await box.flush()).toBe(true);
      expect(log.saved).toEqual(["a", "b"]);
    }
  });

  it("cancels only a grade that never left the browser, and forgets it in the store", async () => {
    const script: SendOutcome[] = Array.from({ length: 4 }, () => ({ ok: false as const, status: 503 }));
    const { box, store } = outbox(script);
    await box.push(grade("a"));
    // Queued behind the stalled one; the pass has ended, so it is not sent before the cancel.
    (box as unknown as { items: QueuedGrade[] }).items.push(grade("b", 2));
    expect(box.cancel("a")).toBe(false);
    expect(box.cancel("b")).toBe(true);
    expect(pendingIds(box)).toEqual(["a"]);
    expect(await storedIds(box, store)).toEqual(["a"]);
  });

  it("takes in the grades an earlier page left, the learner's alone, and sends them; never one it settled itself", async () => {
    const store = memoryStore([grade("old1", 1), grade("theirs", 2, "bob"), grade("old2", 3)]);
    const { box, log } = outbox([ok(1), ok(2), ok(3)], store);
    const loaded = await box.restore();
    expect(loaded.map((item) => item.request.reviewId)).toEqual(["old1", "old2"]);
    expect(await box.flush()).toBe(true);
    expect(log.saved).toEqual(["old1", "old2"]);
    // Read again (another restore, a stale copy of the store): nothing of it comes back.
    await store.put(grade("old1", 1));
    expect(await box.restore()).toEqual([]);
    expect(log.sent).toEqual(["old1", "old2"]);
  });
});
