// api group: app
// The round trips to the database of the calls the bench holds to its
// database floor (scripts/bench/round-trips.ts): a learner's known words,
// the placement test, Ambiguous Words' sets, the reader's stories and a
// challenge played by a visitor. Each
// call is made once untimed (the session's check is then cached, as on a
// busy server) and counted the second time.
import { describe, expect, it, vi } from "vitest";
import * as challengeAnswerRoute from "@/app/api/v1/challenges/answer/route";
import * as challengeCreateRoute from "@/app/api/v1/challenges/create/route";
import * as challengeJoinRoute from "@/app/api/v1/challenges/join/route";
import * as challengeNextRoute from "@/app/api/v1/challenges/next/route";
import * as leaderboardRoute from "@/app/api/v1/challenges/leaderboard/route";
import * as knownAddRoute from "@/app/api/v1/known/add/route";
import * as knownRemoveRoute from "@/app/api/v1/known/remove/route";
import * as knownStatusRoute from "@/app/api/v1/known/status/route";
import * as placementAnswerRoute from "@/app/api/v1/placement/answer/route";
import * as placementStartRoute from "@/app/api/v1/placement/start/route";
import * as confusablesRoute from "@/app/api/v1/practice/confusables/route";
import * as storiesRoute from "@/app/api/v1/reader/stories/route";
import { VISITOR_COOKIE } from "@/lib/challenges/visitor";
import { addToDeck } from "@/lib/review/deck";
import { CHALLENGE_ROUND_TRIPS, KNOWN_ROUND_TRIPS } from "@/scripts/bench/round-trips";
import { counted, watchTransactions } from "@/tests/api/support/transaction-count";
import { getRequest, postRequest, signedInUser } from "@/tests/support/session";

watchTransactions();

/** The statements of `call`'s second run, after an untimed first; each must answer 200. */
async function roundTrips(call: () => Promise<Response>): Promise<number> {
  expect((await call()).status).toBe(200);
  const { result, statements } = await counted(call);
  expect(result.status).toBe(200);
  return statements;
}

describe("round trips of the calls held to the database floor", () => {
  it(`known words: status ≤ ${KNOWN_ROUND_TRIPS.status}, add ≤ ${KNOWN_ROUND_TRIPS.add}, remove ≤ ${KNOWN_ROUND_TRIPS.remove}`, async () => {
    const learner = await signedInUser("round-trips-known");
    const status = await roundTrips(() => knownStatusRoute.GET(getRequest("/api/v1/known/status", { wordIndex: "3000" }, { user: learner })));
    const add = () => knownAddRoute.POST(postRequest("/api/v1/known/add", { wordIndex: 3001 }, { user: learner }));
    const remove = () => knownRemoveRoute.POST(postRequest("/api/v1/known/remove", { wordIndex: 3001 }, { user: learner }));
    expect((await add()).status).toBe(200);
    expect((await remove()).status).toBe(200);
    const added = await counted(add);
    const removed = await counted(remove);
    expect([added.result.status, removed.result.status]).toEqual([200, 200]);
    expect(status).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.status);
    expect(added.statements).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.add);
    expect(removed.statements).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.remove);
  });

  it(`the placement test: start ≤ ${KNOWN_ROUND_TRIPS.placementStart}, an answer ≤ ${KNOWN_ROUND_TRIPS.placementAnswer}, the last (the result saved) ≤ ${KNOWN_ROUND_TRIPS.placementResult}`, async () => {
    const learner = await signedInUser("round-trips-placement");
    const start = () => placementStartRoute.POST(postRequest("/api/v1/placement/start", {}, { user: learner }));
    expect((await start()).status).toBe(200);
    const started = await counted(start);
    let { token } = (await started.result.json()) as { token?: string };
    const answers: { statements: number; finished: boolean }[] = [];
    while (token !== undefined) {
      const answered = await counted(() => placementAnswerRoute.POST(postRequest("/api/v1/placement/answer", { token, choice: null }, { user: learner })));
      expect(answered.result.status).toBe(200);
      const body = (await answered.result.json()) as { token?: string; result?: unknown };
      answers.push({ statements: answered.statements, finished: body.result !== undefined });
      token = body.token;
    }
    const last = answers.pop()!;
    expect(last.finished).toBe(true);
    expect(started.statements).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.placementStart);
    expect(Math.max(...answers.map((answer) => answer.statements))).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.placementAnswer);
    expect(last.statements).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.placementResult);
  });

  it(`Ambiguous Words' sets ≤ ${KNOWN_ROUND_TRIPS.confusables}, the reader's stories ≤ ${KNOWN_ROUND_TRIPS.stories}`, async () => {
    const learner = await signedInUser("round-trips-reads");
    for (const index of [40, 41, 42]) await addToDeck(learner.id, index);
    const confusables = await roundTrips(() => confusablesRoute.GET(getRequest("/api/v1/practice/confusables", {}, { user: learner })));
    const stories = await roundTrips(() => storiesRoute.GET(getRequest("/api/v1/reader/stories", {}, { user: learner })));
    expect(confusables).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.confusables);
    expect(stories).toBeLessThanOrEqual(KNOWN_ROUND_TRIPS.stories);
  });

  it(`a visitor's challenge: an answer ≤ ${CHALLENGE_ROUND_TRIPS.answer}, the leaderboard polled within a second ≤ ${CHALLENGE_ROUND_TRIPS.leaderboard}`, async () => {
    const creator = await signedInUser("round-trips-challenge");
    const created = await challengeCreateRoute.POST(
      postRequest("/api/v1/challenges/create", { title: "Round trips", kind: "mixed", source: "band", band: 0 }, { user: creator }),
    );
    const { id: challengeId } = (await created.json()) as { id: string };
    const joined = await challengeJoinRoute.POST(postRequest("/api/v1/challenges/join", { challengeId, nickname: "Visitor" }));
    expect(joined.status).toBe(200);
    const cookie = new RegExp(`${VISITOR_COOKIE}=[A-Za-z0-9_-]+`).exec(joined.headers.get("set-cookie") ?? "")![0];
    // Answered as the bench answers, at machine speed (not counted): the same statements as a counted answer.
    const play = async (index: number) => {
      const next = await challengeNextRoute.POST(postRequest("/api/v1/challenges/next", { challengeId }, { cookie }));
      const { question } = (await next.json()) as { question: { index: number; options?: string[] } };
      expect(question.index).toBe(index);
      const answer = question.options ? { choice: 0 } : { text: "answer" };
      return counted(() => challengeAnswerRoute.POST(postRequest("/api/v1/challenges/answer", { challengeId, index, answer }, { cookie })));
    };
    expect((await play(0)).result.status).toBe(200);
    const answered = await play(1);
    expect(answered.result.status).toBe(200);
    expect(answered.statements).toBeLessThanOrEqual(CHALLENGE_ROUND_TRIPS.answer);
    // Within the second a server keeps a board (the clock held still): the poll reads nothing.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const polled = await roundTrips(() => leaderboardRoute.GET(getRequest("/api/v1/challenges/leaderboard", { challengeId }, { cookie })));
      expect(polled).toBeLessThanOrEqual(CHALLENGE_ROUND_TRIPS.leaderboard);
    } finally {
      vi.useRealTimers();
    }
  });
});
