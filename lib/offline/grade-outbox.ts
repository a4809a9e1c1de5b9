import "client-only";
import type { GradeResponse } from "@/lib/review/types";
import { queueGrade, queuedGrades, unqueueGrade, type QueuedGrade } from "./client-deck";

// The one place a grade waits for the server: the learner's outbox, kept in
// this browser (IndexedDB, ./client-deck.ts) from the moment of grading until
// the server acknowledges it, so a grade made offline, or in a tab closed
// before it was sent, goes when the connection is back. /review and the
// offline page share it. Grades go one at a time and in order, so each
// answer includes every earlier grade. A network error or a 5xx is retried
// with the same reviewId (the server applies a reviewId once): after
// RETRY_DELAYS_MS run out the outbox stalls, says so once, and keeps the
// grade for the next push, flush or `online` event. A 401 (the session ended)
// or 403 (the grade claims another learner than the session's) stalls at
// once: the grade waits for the learner to log in. No React and no timers of
// its own (`wait` is given), so a unit test can drive it.

export const RETRY_DELAYS_MS = [500, 1000, 2000] as const;

export type { QueuedGrade } from "./client-deck";
export type GradeRequest = QueuedGrade["request"];
export type SendOutcome = { ok: true; response: GradeResponse } | { ok: false; status: number | null };

/** Where the outbox keeps its grades: the browser's database, or memory in a unit test. */
export interface OutboxStore {
  put(grade: QueuedGrade): Promise<void>;
  remove(reviewId: string): Promise<void>;
  /** The learner's grades, oldest first. */
  list(userId: string): Promise<QueuedGrade[]>;
}

export const browserOutboxStore: OutboxStore = { put: queueGrade, remove: unqueueGrade, list: queuedGrades };

export interface GradeOutboxOptions {
  /** The learner whose grades these are: the stored ones read are theirs alone. */
  userId: string;
  store?: OutboxStore;
  /** One POST; resolves with the answer or the status it failed with (null: the network). */
  send: (request: GradeRequest) => Promise<SendOutcome>;
  onSaved: (grade: QueuedGrade, response: GradeResponse) => void;
  /** The server refused the grade for good (4xx): retrying cannot help. */
  onRejected: (grade: QueuedGrade, status: number) => void;
  /** The retries ran out, or the grade needs its learner's session (`needsLogin`); the grade stays queued. */
  onStalled: (grade: QueuedGrade, needsLogin: boolean) => void;
  wait: (ms: number) => Promise<void>;
  delays?: readonly number[];
}

function retryable(status: number | null): boolean {
  return status === null || status >= 500 || status === 408 || status === 429;
}

/** Signed out, or signed in as another learner: only a login can save the grade. */
function needsLogin(status: number | null): boolean {
  return status === 401 || status === 403;
}

export class GradeOutbox {
  private readonly items: QueuedGrade[] = [];
  /** reviewIds that left the browser at least once: the server may have applied them. */
  private readonly attempted = new Set<string>();
  /** reviewIds settled here (saved, refused or cancelled): a stored copy read before its removal is not taken in again. */
  private readonly settledIds = new Set<string>();
  private pass: Promise<void> | null = null;
  private writes: Promise<unknown> = Promise.resolve();
  private readonly store: OutboxStore;

  constructor(private readonly options: GradeOutboxOptions) {
    this.store = options.store ?? browserOutboxStore;
  }

  /**
   * Runs a write to the browser's database after the outbox's own, one after
   * another, so the stored queue (and a deck saved beside it) changes in the
   * order the grades do. A failed write resolves to undefined.
   */
  serially<T>(write: () => Promise<T>): Promise<T | undefined> {
    const written = this.writes.then(write).catch(() => undefined);
    this.writes = written;
    return written;
  }

  /** Keeps a new grade (in the browser first) and sends what is queued. */
  push(grade: QueuedGrade): Promise<void> {
    this.items.push(grade);
    void this.serially(() => this.store.put(grade));
    return this.kick();
  }

  /**
   * Takes in the grades an earlier page left in the browser (made offline, or
   * the tab closed first), behind those queued here, and sends them; resolves
   * to the ones taken in.
   */
  async restore(): Promise<QueuedGrade[]> {
    const stored = (await this.serially(() => this.store.list(this.options.userId))) ?? [];
    const loaded = stored.filter(
      ({ userId, request }) => userId === this.options.userId && !this.isPending(request.reviewId) && !this.settledIds.has(request.reviewId),
    );
    if (loaded.length > 0) {
      this.items.push(...loaded);
      void this.kick();
    }
    return loaded;
  }

  /** Sends what is queued (again, after a stall); resolves when the pass ends. */
  kick(): Promise<void> {
    this.pass ??= this.drain().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  /** Sends what is queued; true when nothing is left unsaved. */
  async flush(): Promise<boolean> {
    await this.kick();
    return this.items.length === 0;
  }

  /** The grades not saved yet, oldest first. */
  pending(): readonly QueuedGrade[] {
    return [...this.items];
  }

  /** The words of the grades not saved yet: the server's queue may still hold their cards. */
  pendingWordIndexes(): number[] {
    return this.items.map((item) => item.request.wordIndex);
  }

  isPending(reviewId: string): boolean {
    return this.items.some((item) => item.request.reviewId === reviewId);
  }

  /**
   * Drops a queued grade that never left the browser (Undo of a grade stuck
   * behind a stalled one). A grade sent even once may have been applied: that
   * one only an undo on the server can take back, so it is not dropped.
   */
  cancel(reviewId: string): boolean {
    const index = this.items.findIndex((item) => item.request.reviewId === reviewId);
    if (index < 0 || this.attempted.has(reviewId)) return false;
    this.items.splice(index, 1);
    this.settledIds.add(reviewId);
    void this.serially(() => this.store.remove(reviewId));
    return true;
  }

  private async drain(): Promise<void> {
    const delays = this.options.delays ?? RETRY_DELAYS_MS;
    while (this.items.length > 0) {
      const item = this.items[0]!;
      let settled = false;
      for (let attempt = 0; !settled; attempt += 1) {
        this.attempted.add(item.request.reviewId);
        const outcome = await this.options.send(item.request);
        if (outcome.ok) {
          this.remove(item);
          this.options.onSaved(item, outcome.response);
          settled = true;
        } else if (needsLogin(outcome.status)) {
          this.options.onStalled(item, true);
          return;
        } else if (!retryable(outcome.status)) {
          this.remove(item);
          this.options.onRejected(item, outcome.status ?? 0);
          settled = true;
        } else if (attempt < delays.length) {
          await this.options.wait(delays[attempt]!);
        } else {
          this.options.onStalled(item, false);
          return;
        }
      }
    }
  }

  private remove(item: QueuedGrade): void {
    const index = this.items.indexOf(item);
    if (index >= 0) this.items.splice(index, 1);
    this.attempted.delete(item.request.reviewId);
    this.settledIds.add(item.request.reviewId);
    void this.serially(() => this.store.remove(item.request.reviewId));
  }
}
