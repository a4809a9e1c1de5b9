import { describe, expect, it } from "vitest";
import { CHALLENGE_REFUSALS } from "@/lib/challenges/http";
import { CHALLENGE_MESSAGES } from "@/lib/challenges/messages";
import { refusalResponse } from "@/lib/http/refusal";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { PRACTICE_REFUSALS } from "@/lib/practice/refusals";
import { REVIEW_MESSAGES } from "@/lib/review/messages";
import { REVIEW_REFUSALS } from "@/lib/review/refusals";

// The one mapping from a feature's refusal to its HTTP answer (lib/http/refusal.ts).

async function answered(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown, retryAfter: response.headers.get("Retry-After") };
}

describe("a refusal's HTTP answer", () => {
  it("is the status and message its feature's table gives it", async () => {
    expect(await answered(refusalResponse(PRACTICE_REFUSALS, { expired: true }))).toEqual({
      status: 410,
      body: { error: PRACTICE_MESSAGES.questionExpired },
      retryAfter: null,
    });
    expect(await answered(refusalResponse(PRACTICE_REFUSALS, { notTyped: true }))).toMatchObject({
      status: 400,
      body: { error: PRACTICE_MESSAGES.hintTypedOnly },
    });
    expect(await answered(refusalResponse(REVIEW_REFUSALS, { undone: true }))).toMatchObject({ status: 409, body: { error: REVIEW_MESSAGES.gradeUndone } });
    expect(await answered(refusalResponse(CHALLENGE_REFUSALS, { answered: true }))).toMatchObject({
      status: 409,
      body: { error: CHALLENGE_MESSAGES.alreadyAnswered },
    });
    expect(await answered(refusalResponse(CHALLENGE_REFUSALS, { tooFewWords: true }))).toMatchObject({ status: 422 });
  });

  it("is a 400 with its own message for invalid input, and a 429 with Retry-After for a spent budget", async () => {
    expect(await answered(refusalResponse(PRACTICE_REFUSALS, { invalid: "Pick one of the four options." }))).toEqual({
      status: 400,
      body: { error: "Pick one of the four options." },
      retryAfter: null,
    });
    expect(await answered(refusalResponse(CHALLENGE_REFUSALS, { rateLimited: 120 }, CHALLENGE_MESSAGES.tooManyJoins))).toEqual({
      status: 429,
      body: { error: CHALLENGE_MESSAGES.tooManyJoins },
      retryAfter: "120",
    });
  });

  it("throws for a refusal its table lacks (a 500: the compiler refuses the call)", () => {
    // @ts-expect-error -- not a refusal of the review API
    expect(() => refusalResponse(REVIEW_REFUSALS, { expired: true })).toThrow(/No HTTP answer/);
  });
});
