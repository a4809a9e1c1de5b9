import type { GradeResponse } from "@/lib/review/types";
import type { GradeRequest } from "./review-reducer";

// The grades on their way to POST /api/v1/review/grade, sent one at a time and
// in order, so each answer includes every earlier grade. A network error or a
// 5xx is retried with the same reviewId (the server applies a reviewId once):
// after RETRY_DELAYS_MS run out the outbox stalls, says so once, and keeps the
// grade for the next push, flush or `online` event. A 401 (the session ended)
// or 403 (the grade claims another learner than the session's) stalls at once:
// the grade waits for the learner to log in. No React, no timers of its own
// (`wait` is given), so a unit test can drive it.

export const RETRY_DELAYS_MS = [500, 1000, 2000] as const;

export type SendOutcome = { ok: true; response: GradeResponse } | { ok: false; status: number | null };

export interface GradeOutboxOptions {
  /** One POST; resolves with the answer or the status it failed with (null: the network). */
  send: (request: GradeRequest) => Promise<SendOutcome>;
  onSaved: (request: GradeRequest, response: GradeResponse) => void;
  /** The server refused the grade for good (4xx): retrying cannot help. */
  onRejected: (request: GradeRequest, status: number) => void;
  /** The retries ran out, or the grade needs its learner's session (`needsLogin`); the grade stays queued. */
  onStalled: (request: GradeRequest, needsLogin: boolean) => void;
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
  private readonly items: GradeRequest[] = [];
  /** reviewIds that left the browser at least once: the server may have applied them. */
  private readonly attempted = new Set<string>();
  private pass: Promise<void> | null = null;

  constructor(private readonly options: GradeOutboxOptions) {}

  /** Queues a grade and sends what is queued. */
  push(request: GradeRequest): Promise<void> {
    this.items.push(request);
    return this.kick();
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
  pending(): readonly GradeRequest[] {
    return [...this.items];
  }

  isPending(reviewId: string): boolean {
    return this.items.some((item) => item.reviewId === reviewId);
  }

  /**
   * Drops a queued grade that never left the browser (Undo of a grade stuck
   * behind a stalled one). A grade sent even once may have been applied: that
   * one only an undo on the server can take back, so it is not dropped.
   */
  cancel(reviewId: string): boolean {
    const index = this.items.findIndex((item) => item.reviewId === reviewId);
    if (index < 0 || this.attempted.has(reviewId)) return false;
    this.items.splice(index, 1);
    return true;
  }

  private async drain(): Promise<void> {
    const delays = this.options.delays ?? RETRY_DELAYS_MS;
    while (this.items.length > 0) {
      const item = this.items[0]!;
      let settled = false;
      for (let attempt = 0; !settled; attempt += 1) {
        this.attempted.add(item.reviewId);
        const outcome = await this.options.send(item);
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

  private remove(item: GradeRequest): void {
    const index = this.items.indexOf(item);
    if (index >= 0) this.items.splice(index, 1);
    this.attempted.delete(item.reviewId);
  }
}
