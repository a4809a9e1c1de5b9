// api group: app
// The placement test's API (app/api/v1/placement/*) against the database, with
// real session cookies: a question never holds its answer, a changed token is
// refused, a visitor's test stores nothing until the result is claimed after
// sign-up, and a learner's result is saved, a retake replacing it.
import { describe, expect, it } from "vitest";
import * as answerRoute from "@/app/api/v1/placement/answer/route";
import * as claimRoute from "@/app/api/v1/placement/claim/route";
import * as startRoute from "@/app/api/v1/placement/start/route";
import { db } from "@/lib/db";
import { QUESTION_COUNT } from "@/lib/placement/estimate";
import { PLACEMENT_MESSAGES } from "@/lib/placement/messages";
import { START_RATE_LIMIT } from "@/lib/placement/start-limit";
import { placementOf } from "@/lib/placement/store";
import { openTestState, RESULT_TOKEN_MS, sealResult } from "@/lib/placement/tokens";
import type { PlacementQuestion, PlacementResultView } from "@/lib/placement/types";
import { questionFor } from "@/lib/placement/vocabulary-test";
import { postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const HANDLERS = { start: startRoute.POST, answer: answerRoute.POST, claim: claimRoute.POST } as const;

const call = (name: keyof typeof HANDLERS, body: unknown, user: SignedInUser | null): Promise<Response> =>
  (HANDLERS[name] as Handler)(postRequest(`/api/v1/placement/${name}`, body, { user }));

type Step = { token: string; question: PlacementQuestion } | { result: PlacementResultView };

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** Takes the whole test as a learner who knows the top `known` words and says "I don't know" to the rest. */
async function takeTest(user: SignedInUser | null, known: number): Promise<{ result: PlacementResultView; questions: PlacementQuestion[] }> {
  let step = await json<Step>(await call("start", {}, user));
  const questions: PlacementQuestion[] = [];
  while ("token" in step) {
    questions.push(step.question);
    // The key is the server's: read here from the sealed state, as only the server can.
    const state = openTestState(step.token)!;
    const choice = state.current < known ? questionFor(state.current, state.seed)!.key.correct : null;
    step = await json<Step>(await call("answer", { token: step.token, choice }, user));
  }
  return { result: step.result, questions };
}

const placementRows = () => db().placement.count();

describe("the placement test", () => {
  it("a question names the word and four options, never the right one", async () => {
    const step = await json<{ token: string; question: PlacementQuestion }>(await call("start", {}, null));
    expect(Object.keys(step).sort()).toEqual(["question", "token"]);
    expect(Object.keys(step.question).sort()).toEqual(["ipa", "number", "options", "partOfSpeech", "total", "word"]);
    expect(step.question).toMatchObject({ number: 1, total: QUESTION_COUNT });
    expect(step.question.options).toHaveLength(4);
  });

  it("refuses a changed token (400), a choice past the fourth (400) and a body without one (400)", async () => {
    const { token } = await json<{ token: string }>(await call("start", {}, null));
    const changed = token.slice(0, 20) + (token[20] === "A" ? "B" : "A") + token.slice(21);
    expect(await json(await call("answer", { token: changed, choice: 0 }, null), 400)).toEqual({ error: PLACEMENT_MESSAGES.invalidToken });
    expect((await call("answer", { token, choice: 4 }, null)).status).toBe(400);
    expect((await call("answer", { choice: 1 }, null)).status).toBe(400);
    expect((await call("answer", { token, choice: "1" }, null)).status).toBe(400);
  });

  it("a visitor's test stores nothing; the sealed result is kept by the claim after signing up", async () => {
    const before = await placementRows();
    const { result, questions } = await takeTest(null, 3000);
    expect(questions.map((question) => question.number)).toEqual(Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1));
    expect(result).toMatchObject({ about: 3000, band: 3, firstWord: 3001, lastWord: 4000, saved: false });
    expect(result.resultToken).toEqual(expect.any(String));
    expect(await placementRows()).toBe(before);

    // The claim needs an account.
    expect((await call("claim", { result: result.resultToken }, null)).status).toBe(401);
    expect(await placementRows()).toBe(before);

    const learner = await signedInUser("placement-claim");
    const claimed = await json<{ result: PlacementResultView }>(await call("claim", { result: result.resultToken }, learner));
    expect(claimed.result).toMatchObject({ about: 3000, band: 3, saved: true });
    expect(await placementOf(learner.id)).toMatchObject({ knownWords: 3000, band: 3, level: 3000 });
    expect(await placementRows()).toBe(before + 1);
  });

  it("refuses a result more than a day old (410) and a forged one (400)", async () => {
    const learner = await signedInUser("placement-old");
    const old = sealResult({ knownWords: 2000, takenAt: Date.now() - RESULT_TOKEN_MS - 1000 });
    expect(await json(await call("claim", { result: old }, learner), 410)).toEqual({ error: PLACEMENT_MESSAGES.expiredResult });
    const { token } = await json<{ token: string }>(await call("start", {}, null));
    expect(await json(await call("claim", { result: token }, learner), 400)).toEqual({ error: PLACEMENT_MESSAGES.invalidResult });
    expect(await placementOf(learner.id)).toBeNull();
  });

  it("a learner's result is saved at the end, and a retake replaces it", async () => {
    const learner = await signedInUser("placement-learner");
    const first = await takeTest(learner, 6000);
    expect(first.result).toMatchObject({ about: 6000, band: 6, saved: true });
    expect(first.result.resultToken).toBeUndefined();
    expect(await placementOf(learner.id)).toMatchObject({ knownWords: 6000, band: 6, level: 6000 });

    const retake = await takeTest(learner, 1000);
    expect(retake.result).toMatchObject({ about: 1000, band: 1, firstWord: 1001, lastWord: 2000, saved: true });
    expect(await placementOf(learner.id)).toMatchObject({ knownWords: 1000, band: 1, level: 1000 });
    expect(await db().placement.count({ where: { userId: learner.id } })).toBe(1);

    // A visitor's result from before the retake does not replace it.
    const older = sealResult({ knownWords: 4000, takenAt: Date.now() - 60_000 });
    expect((await json<{ result: PlacementResultView }>(await call("claim", { result: older }, learner))).result).toMatchObject({ about: 1000 });
    expect(await placementOf(learner.id)).toMatchObject({ knownWords: 1000 });
  });

  it(`starts ${START_RATE_LIMIT.limit} tests per client in 10 minutes, then answers 429 with Retry-After`, async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const start = () =>
      startRoute.POST(
        new Request("http://localhost/api/v1/placement/start", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: "{}",
        }),
      );
    const statuses: number[] = [];
    for (let count = 0; count <= START_RATE_LIMIT.limit; count += 1) statuses.push((await start()).status);
    expect(statuses).toEqual([...Array(START_RATE_LIMIT.limit).fill(200), 429]);
    const refused = await start();
    expect(await json(refused, 429)).toEqual({ error: PLACEMENT_MESSAGES.tooManyStarts });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
