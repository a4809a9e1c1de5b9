// api group: app
// Spot checks of known words (lib/known/spot-check.ts) through the practice API, source "known": a meaning
// question on a word the learner marked known (or one below their placement level, not in their deck), checked
// on the server. Right: the word stays known, checked now. Wrong: it returns to learning (its card in the deck,
// graded Again through the normal grading) and its row goes.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { RECHECK_AFTER_DAYS, SPOT_CHECKS_PER_DAY } from "@/lib/known/spot-check-limits";
import { SPOT_CHECK_LOOKAHEAD, spotCheckCandidates, spotChecksOffered } from "@/lib/known/spot-check";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { canAsk } from "@/lib/practice/questions";
import { seededRandom } from "@/lib/practice/seeded-random";
import { addToDeck } from "@/lib/review/deck";
import type { AnswerKey, AnswerResult, NextResponse, PracticeAnswer, QuestionView } from "@/lib/practice/types";
import { answered, nextQuestion, practiceCall } from "@/tests/api/support/practice-calls";
import { signedInUser, type SignedInUser } from "@/tests/support/session";

const roundBody = (exclude: number[]) => ({ source: "known", ...(exclude.length ? { exclude } : {}) });
const next = async (user: SignedInUser, exclude: number[] = []) => answered<NextResponse>(await practiceCall("next", roundBody(exclude), user));
const question = (user: SignedInUser, exclude: number[] = []): Promise<QuestionView> => nextQuestion(user, roundBody(exclude));

async function keyOf(questionId: string): Promise<Extract<AnswerKey, { spotCheck?: true }>> {
  const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: questionId } });
  return row.answerKey as unknown as Extract<AnswerKey, { spotCheck?: true }>;
}

async function answer(user: SignedInUser, asked: QuestionView, right: boolean): Promise<AnswerResult> {
  const key = await keyOf(asked.id);
  const given: PracticeAnswer = { choice: right ? key.correct : (key.correct + 1) % key.options.length };
  return answered<AnswerResult>(await practiceCall("answer", { questionId: asked.id, answer: given, durationMs: 1500 }, user));
}

/** Words with a meaning question, from `from` on. */
function askable(count: number, from = 100): number[] {
  const words: number[] = [];
  for (let index = from; words.length < count; index += 1) if (canAsk("meaning", index)) words.push(index);
  return words;
}

const known = (user: SignedInUser) => db().knownWord.findMany({ where: { userId: user.id }, orderBy: { wordIndex: "asc" } });
const cards = (user: SignedInUser) => db().reviewCard.findMany({ where: { userId: user.id } });
const logs = (user: SignedInUser) => db().reviewLog.findMany({ where: { userId: user.id } });

describe("spot checks (POST /api/v1/practice/next { source: known })", () => {
  it("asks the meaning of a word marked known; right: checked now, nothing graded, not asked again within 30 days", async () => {
    const user = await signedInUser();
    const [word] = askable(1);
    await db().knownWord.create({ data: { userId: user.id, wordIndex: word!, markedAt: new Date(Date.now() - 60_000) } });
    expect(await spotChecksOffered(user.id)).toBe(1);

    const asked = await question(user);
    expect(asked.kind).toBe("meaning");
    expect(asked).not.toHaveProperty("correct");
    expect((await keyOf(asked.id)).spotCheck).toBe(true);
    const before = Date.now();
    const result = await answer(user, asked, true);
    expect(result).toMatchObject({ correct: true, wordIndexes: [word], graded: [] });

    const [row] = await known(user);
    expect(row!.wordIndex).toBe(word);
    expect(row!.checkedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await cards(user)).toEqual([]);
    expect(await logs(user)).toEqual([]);
    expect(await next(user)).toEqual({ done: true, reason: "nothing-due" });
    expect(await spotChecksOffered(user.id)).toBe(0);
  });

  it("wrong: the word returns to learning, its card in the deck graded Again through the review's grading, and its row goes", async () => {
    const user = await signedInUser();
    const [word] = askable(1, 300);
    await db().knownWord.create({ data: { userId: user.id, wordIndex: word! } });
    const asked = await question(user);
    const result = await answer(user, asked, false);
    expect(result.correct).toBe(false);
    expect(result.graded).toMatchObject([{ wordIndex: word, correct: false, rating: 1 }]);

    expect(await known(user)).toEqual([]);
    const [card] = await cards(user);
    expect(card).toMatchObject({ wordIndex: word, direction: 0, reps: 1 });
    expect(card!.state).not.toBe(0);
    expect((await logs(user)).map((log) => [log.wordIndex, log.rating, log.questionKind])).toEqual([[word, 1, "meaning"]]);
    // In the deck now: not a spot check any more.
    expect(await next(user)).toEqual({ done: true, reason: "nothing-due" });
  });

  it("wrong after the word entered the deck elsewhere (another tab): the card there is graded Again, not made twice, and its row goes", async () => {
    const user = await signedInUser();
    const [word] = askable(1, 500);
    await db().knownWord.create({ data: { userId: user.id, wordIndex: word! } });
    const asked = await question(user);
    await addToDeck(user.id, word!);
    const [added] = await cards(user);
    const result = await answer(user, asked, false);
    expect(result.graded).toMatchObject([{ wordIndex: word, correct: false, rating: 1 }]);

    expect(await known(user)).toEqual([]);
    const [card, ...more] = await cards(user);
    expect(more).toEqual([]);
    expect(card).toMatchObject({ id: added!.id, wordIndex: word, reps: 1 });
    expect((await logs(user)).map((log) => [log.wordIndex, log.rating])).toEqual([[word, 1]]);
  });

  it("checks words known from the vocabulary test: below the level, not in the deck; right makes a checked row", async () => {
    const user = await signedInUser();
    // Level 3: words 0–2 count as known; 0 and 1 are in the deck, so only 2 (if it has a meaning question) is left.
    const level = askable(1, 2)[0]! + 1;
    await db().placement.create({ data: { userId: user.id, knownWords: level, band: 1, level, takenAt: new Date() } });
    for (let index = 0; index < level - 1; index += 1) await addToDeck(user.id, index);
    // Below a level there are always words to draw: the day's whole allowance is offered, less what was answered.
    expect(await spotChecksOffered(user.id)).toBe(SPOT_CHECKS_PER_DAY);
    const asked = await question(user);
    const key = await keyOf(asked.id);
    expect(key.spotCheck).toBe(true);
    await answer(user, asked, true);
    expect((await known(user)).map((row) => [row.wordIndex, row.checkedAt !== null])).toEqual([[level - 1, true]]);
    expect(await spotChecksOffered(user.id)).toBe(SPOT_CHECKS_PER_DAY - 1);
  });

  it("asks the marked words never checked first, the longest marked first, then those checked longest ago; not one in the deck, checked lately or left out", async () => {
    const user = await signedInUser();
    const [newer, older, checkedLongAgo, checkedLately, inDeck, leftOut] = askable(6, 900);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db().knownWord.createMany({
      data: [
        { userId: user.id, wordIndex: newer!, markedAt: daysAgo(3) },
        { userId: user.id, wordIndex: older!, markedAt: daysAgo(5) },
        { userId: user.id, wordIndex: checkedLongAgo!, markedAt: daysAgo(90), checkedAt: daysAgo(RECHECK_AFTER_DAYS + 10) },
        { userId: user.id, wordIndex: checkedLately!, markedAt: daysAgo(90), checkedAt: daysAgo(RECHECK_AFTER_DAYS - 10) },
        { userId: user.id, wordIndex: inDeck!, markedAt: daysAgo(6) },
        { userId: user.id, wordIndex: leftOut!, markedAt: daysAgo(7) },
      ],
    });
    await addToDeck(user.id, inDeck!);
    expect(await spotCheckCandidates(user.id, { exclude: [leftOut!] })).toEqual([older, newer, checkedLongAgo]);
  });

  it(`draws the words below the level by the rule: the first ${SPOT_CHECK_LOOKAHEAD} distinct of the draws not left out, then those not in the deck or checked lately, after the marked words`, async () => {
    const user = await signedInUser();
    // A small level, so that draws fall on the same word, a left-out one, a card or a word checked lately.
    const level = 60;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db().placement.create({ data: { userId: user.id, knownWords: level, band: 0, level, takenAt: new Date() } });
    const deck = Array.from({ length: 15 }, (_, i) => i * 4);
    for (const wordIndex of deck) await addToDeck(user.id, wordIndex);
    const lately = [1, 5, 9, 13];
    const longAgo = [2, 6];
    const unchecked = [3, 7];
    await db().knownWord.createMany({
      data: [
        ...lately.map((wordIndex) => ({ userId: user.id, wordIndex, markedAt: daysAgo(90), checkedAt: daysAgo(RECHECK_AFTER_DAYS - 5) })),
        ...longAgo.map((wordIndex) => ({ userId: user.id, wordIndex, markedAt: daysAgo(90), checkedAt: daysAgo(RECHECK_AFTER_DAYS + 5) })),
        ...unchecked.map((wordIndex, i) => ({ userId: user.id, wordIndex, markedAt: daysAgo(10 - i) })),
      ],
    });
    const exclude = [10, 11, 12];
    const excluded = new Set(exclude);
    const skipped = new Set([...deck, ...lately]);
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      // The rule, from its draws: three a word wanted at most, stopping at SPOT_CHECK_LOOKAHEAD distinct words not left out.
      const random = seededRandom(seed);
      const drawn = new Set<number>();
      for (let attempt = 0; attempt < 3 * SPOT_CHECK_LOOKAHEAD && drawn.size < SPOT_CHECK_LOOKAHEAD; attempt += 1) {
        const index = Math.floor(random() * level);
        if (!excluded.has(index)) drawn.add(index);
      }
      const fromTest = [...drawn].filter((index) => !skipped.has(index));
      const marked = [...unchecked, ...longAgo];
      expect(await spotCheckCandidates(user.id, { exclude, random: seededRandom(seed) })).toEqual([...new Set([...marked, ...fromTest])]);
    }
  });

  it(`asks at most ${SPOT_CHECKS_PER_DAY} in 24 hours, rights and misses together`, async () => {
    const user = await signedInUser();
    const words = askable(SPOT_CHECKS_PER_DAY + 2, 500);
    await db().knownWord.createMany({ data: words.map((wordIndex) => ({ userId: user.id, wordIndex })) });
    expect(await spotChecksOffered(user.id)).toBe(SPOT_CHECKS_PER_DAY);
    const asked: number[] = [];
    for (let round = 0; round < SPOT_CHECKS_PER_DAY; round += 1) {
      const shown = await question(user, asked);
      const result = await answer(user, shown, round % 2 === 0);
      asked.push(...result.wordIndexes);
    }
    expect(new Set(asked).size).toBe(SPOT_CHECKS_PER_DAY);
    expect(await next(user, asked)).toEqual({ done: true, reason: "nothing-due" });
    expect(await spotChecksOffered(user.id)).toBe(0);
  });

  it("is the learner's own: visitors get 401, another learner cannot answer it, only meaning questions", async () => {
    const [ada, bob] = [await signedInUser("ada"), await signedInUser("bob")];
    const [word] = askable(1, 700);
    await db().knownWord.create({ data: { userId: ada.id, wordIndex: word! } });
    expect((await practiceCall("next", { source: "known" }, null)).status).toBe(401);
    const refused = await practiceCall("next", { source: "known", kind: "typed" }, ada);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(PRACTICE_MESSAGES.knownKindOnly);

    const asked = await question(ada);
    const key = await keyOf(asked.id);
    const stolen = await practiceCall("answer", { questionId: asked.id, answer: { choice: (key.correct + 1) % 4 }, durationMs: 1000 }, bob);
    expect(stolen.status).toBe(404);
    expect((await known(ada)).map((row) => [row.wordIndex, row.checkedAt])).toEqual([[word, null]]);
    expect(await cards(bob)).toEqual([]);
    // Bob has nothing to check: Ada's words are not his.
    expect(await next(bob)).toEqual({ done: true, reason: "nothing-due" });
  });
});
