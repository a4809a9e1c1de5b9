// One simulated learner on the review screen (issue 13): puts words in its
// deck (POST /api/v1/review/add), then loops GET /api/v1/review/due → POST
// /api/v1/review/grade { wordIndex, rating, reviewId, durationMs }, now and
// then undoing a grade (POST /api/v1/review/undo { reviewId }).
//
// Some answers are "lost", as on a flaky connection, and the grade is sent
// again with the SAME reviewId:
// - twice at once (two tabs, or a retry racing the first request);
// - the first attempt abandoned after a few ms (the client's timeout: the
//   server may or may not have applied it), then sent again;
// - answered, then delivered again (a duplicated request): the second answer
//   must be the first one (same card).
// A grade that still has no 200 is retried like the review screen does (same
// reviewId, after a second, up to three times); if it never gets one it is
// "uncertain": it may or may not be in the log, but at most once.
//
// It records every reviewId the server acknowledged (200), and whether an
// acknowledged undo removed it, for scripts/load/verify.ts to check against
// review_logs and review_cards.
import { randomUUID } from "node:crypto";
import { baseUrlOf, type BaseUrl, type CallRecord, type UserIdentity } from "./simulated-user";

export interface ReviewExpectation {
  /** reviewId → the word graded, for grades answered 200; `undone` once an undo of exactly it was answered 200. */
  acknowledged: Map<string, { wordIndex: number; undone: boolean }>;
  /** reviewIds sent but never answered 200 (may be in the log, at most once, for that word). */
  uncertainGrades: Map<string, number>;
  /** Acknowledged reviewIds whose undo got no answer: either present once or absent. */
  uncertainUndos: Set<string>;
  /** Replayed answers (same reviewId) that differed from the first answer's card. */
  replayMismatches: string[];
}

export interface ReviewTally {
  grades: number;
  duplicatesAtOnce: number;
  abandonedThenResent: number;
  deliveredTwice: number;
  retriedAfterFailure: number;
  undos: number;
}

interface CardAnswer {
  card?: { wordIndex: number; reps: number; due: string; state: string };
}

interface DueAnswer {
  cards?: { card: { wordIndex: number } }[];
}

const WORDS_AT_START = 30;
const WORDS_WHEN_EMPTY = 10;
const FAILED_GRADE_RETRIES = 3;
const RETRY_WAIT_MS = 1_000;

export class ReviewingUser {
  readonly expected: ReviewExpectation = { acknowledged: new Map(), uncertainGrades: new Map(), uncertainUndos: new Set(), replayMismatches: [] };
  readonly calls: CallRecord[] = [];
  readonly tally: ReviewTally = { grades: 0, duplicatesAtOnce: 0, abandonedThenResent: 0, deliveredTwice: 0, retriedAfterFailure: 0, undos: 0 };
  private started = false;
  /** Calls that never settled and were given up on (see call()). */
  stuckCalls = 0;

  constructor(
    private readonly baseUrl: BaseUrl,
    readonly identity: UserIdentity,
    private readonly random: () => number,
    private readonly timeoutMs: number,
    private readonly wordIndexes: readonly number[],
  ) {}

  /**
   * One API call: the status and parsed JSON (null unless 200). `abandonAfterMs`: the client gives up
   * after that long on purpose (recorded as abandoned, not as a failure).
   */
  private async call(call: string, path: string, body?: unknown, abandonAfterMs?: number): Promise<{ status: number; value: unknown }> {
    const base = baseUrlOf(this.baseUrl);
    const url = new URL(`/api/v1/${path}`, base);
    const startedAt = performance.now();
    let status = 0;
    let json = false;
    let value: unknown = null;
    let abandoned = false;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      abandoned = abandonAfterMs !== undefined;
      controller.abort();
    }, abandonAfterMs ?? this.timeoutMs);
    const request = async () => {
      const response = await fetch(url, {
        method: body === undefined ? "GET" : "POST",
        headers: { cookie: this.identity.cookie, "content-type": "application/json", origin: base },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      status = response.status;
      json = (response.headers.get("content-type") ?? "").startsWith("application/json");
      const parsed = json ? await response.json() : await response.text();
      if (response.ok) value = parsed;
    };
    // A fetch aborted at the wrong moment was seen to never settle (no socket, no
    // timer left): give up on it a little after its own abort, so the run goes on.
    let stuckTimer: NodeJS.Timeout | undefined;
    const stuck = new Promise<"stuck">((resolve) => {
      stuckTimer = setTimeout(() => resolve("stuck"), (abandonAfterMs ?? this.timeoutMs) + 5_000);
    });
    try {
      if ((await Promise.race([request(), stuck])) === "stuck") {
        status = 0;
        this.stuckCalls += 1;
      }
    } catch {
      status = 0;
    } finally {
      clearTimeout(timer);
      clearTimeout(stuckTimer);
    }
    this.calls.push({ call, status, ms: performance.now() - startedAt, startedAt, json, ...(abandoned && status === 0 ? { abandoned: true } : {}) });
    return { status, value };
  }

  private pickWord(): number {
    return this.wordIndexes[Math.floor(this.random() * this.wordIndexes.length)]!;
  }

  private async addWords(count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) await this.call("review/add", "review/add", { wordIndex: this.pickWord() });
  }

  private rating(): 1 | 2 | 3 | 4 {
    const roll = this.random();
    return roll < 0.15 ? 1 : roll < 0.3 ? 2 : roll < 0.85 ? 3 : 4;
  }

  /** One round: the queue, one grade (sent as the roll says), sometimes its undo. */
  async act(): Promise<void> {
    if (!this.started) {
      // Enough new cards a day that a minute of grading does not run out.
      const settings = await this.call("review/settings", "review/settings", { newPerDay: 200 });
      if (settings.status !== 200) return;
      this.started = true;
      await this.addWords(WORDS_AT_START);
    }
    const due = (await this.call("review/due", "review/due")).value as DueAnswer | null;
    if (!due) return;
    const first = due.cards?.[0];
    if (!first) {
      await this.addWords(WORDS_WHEN_EMPTY);
      return;
    }
    const wordIndex = first.card.wordIndex;
    const reviewId = randomUUID();
    const body = { wordIndex, rating: this.rating(), reviewId, durationMs: 500 + Math.floor(this.random() * 8_000) };
    const grade = (abandonAfterMs?: number) => this.call("review/grade", "review/grade", body, abandonAfterMs);
    this.tally.grades += 1;

    const answers: { status: number; value: unknown }[] = [];
    let abandonedAttempt = false;
    const roll = this.random();
    if (roll < 0.1) {
      this.tally.duplicatesAtOnce += 1;
      answers.push(...(await Promise.all([grade(), grade()])));
    } else if (roll < 0.2) {
      this.tally.abandonedThenResent += 1;
      const abandoned = await grade(5 + Math.floor(this.random() * 150));
      abandonedAttempt = abandoned.status === 0;
      answers.push(abandoned);
      answers.push(await grade());
    } else if (roll < 0.25) {
      this.tally.deliveredTwice += 1;
      answers.push(await grade());
      answers.push(await grade());
    } else {
      answers.push(await grade());
    }
    for (let retry = 0; retry < FAILED_GRADE_RETRIES && !answers.some((answer) => answer.status === 200); retry += 1) {
      if (retry === 0) this.tally.retriedAfterFailure += 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
      answers.push(await grade());
    }

    const ok = answers.filter((answer) => answer.status === 200).map((answer) => answer.value as CardAnswer);
    if (ok.length === 0) {
      this.expected.uncertainGrades.set(reviewId, wordIndex);
      return;
    }
    this.expected.acknowledged.set(reviewId, { wordIndex, undone: false });
    // Every answer to one reviewId is the first answer: the same card.
    const cardOf = (answer: CardAnswer) => JSON.stringify(answer.card);
    if (ok.some((answer) => cardOf(answer) !== cardOf(ok[0]!) || answer.card?.wordIndex !== wordIndex)) {
      this.expected.replayMismatches.push(`${this.identity.id} ${reviewId}: ${ok.map(cardOf).join(" vs ")}`);
    }

    // Undo now and then: exactly this reviewId, also after an abandoned attempt that may
    // still reach the server later: the undone reviewId is kept, so the late copy is refused.
    if (this.random() < (abandonedAttempt ? 0.5 : 0.1)) {
      this.tally.undos += 1;
      const undo = await this.call("review/undo", "review/undo", { reviewId });
      const undone = (undo.value as { undone?: { reviewId?: string } } | null)?.undone?.reviewId;
      if (undo.status === 200 && undone === reviewId) this.expected.acknowledged.set(reviewId, { wordIndex, undone: true });
      else if (undo.status === 200) this.expected.replayMismatches.push(`${this.identity.id}: undo of ${reviewId} undid ${undone}`);
      // No answer, or 503: the undo may have been committed before the failure.
      else if (undo.status === 0 || undo.status >= 500) this.expected.uncertainUndos.add(reviewId);
    }
  }
}
