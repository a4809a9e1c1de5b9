// api group: database
// How many transactions a practice answer costs, counted as PostgreSQL sees
// them on the app's pg pool (tests/api/support/transaction-count.ts): every
// BEGIN, and every statement sent outside one (a transaction of its own).
// The claim, the grades and the stored result are one transaction, however
// many words a Match board grades; with the request's own reads, an answer
// stays within MAX_TRANSACTIONS. And
// being one, a board whose grading fails half way leaves nothing behind: the
// claim goes back with the grades, and the question can be answered again.
// A review grade and a signed-in player's challenge answer are held to the
// same bound. A question and its answer are held to their round trips, which
// the bench's database floor repeats.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import * as challengeAnswerRoute from "@/app/api/v1/challenges/answer/route";
import * as gradeRoute from "@/app/api/v1/review/grade/route";
import * as dueRoute from "@/app/api/v1/review/due/route";
import { createChallenge, joinChallenge, nextQuestion as challengeQuestion } from "@/lib/challenges/play";
import { playerOrder, shownChoice } from "@/lib/challenges/player-order";
import { buildSpec } from "@/lib/challenges/questions";
import type { QuestionSpec } from "@/lib/challenges/types";
import { db, kysely } from "@/lib/db";
import { addMark } from "@/lib/marks/marks";
import { canAsk } from "@/lib/practice/questions";
import { MATCH_SIZE, type AnswerKey, type AnswerResult, type PracticeAnswer, type QuestionView } from "@/lib/practice/types";
import { practiceWord } from "@/lib/practice/word-tables";
import { addToDeck } from "@/lib/review/deck";
import { answered, nextQuestion as question, practiceCall as call } from "@/tests/api/support/practice-calls";
import { PRACTICE_ROUND_TRIPS, REVIEW_DUE_ROUND_TRIPS } from "@/scripts/bench/round-trips";
import { statementsOf } from "@/scripts/lib/statement-log";
import { counted, watchTransactions } from "@/tests/api/support/transaction-count";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

const MAX_TRANSACTIONS = 3;

watchTransactions();

const answer = (user: SignedInUser, questionId: string, given: PracticeAnswer) => call("answer", { questionId, answer: given, durationMs: 3000 }, user);

async function keyOf(questionId: string): Promise<AnswerKey> {
  const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: questionId } });
  return row.answerKey as unknown as AnswerKey;
}

function wordsFor(kind: "meaning" | "match", count: number, from: number): number[] {
  const found: number[] = [];
  for (let index = from; found.length < count && practiceWord(index); index += 1) if (canAsk(kind, index)) found.push(index);
  expect(found).toHaveLength(count);
  return found;
}

describe("transactions per practice answer", () => {
  it(`a multiple-choice answer: at most ${MAX_TRANSACTIONS}, its card graded once`, async () => {
    const learner = await signedInUser("counted-choice");
    for (const index of wordsFor("meaning", 1, 7000)) await addToDeck(learner.id, index);
    const view = await question(learner, { source: "review", kind: "meaning" });
    const key = await keyOf(view.id);
    if (!("correct" in key)) throw new Error("not a choice question");
    const { result, transactions, statements } = await counted(async () => answered<AnswerResult>(await answer(learner, view.id, { choice: key.correct })));
    expect(result.graded).toHaveLength(1);
    expect(transactions, `${transactions} transactions, ${statements} statements`).toBeLessThanOrEqual(MAX_TRANSACTIONS);
    expect(await db().reviewLog.count({ where: { userId: learner.id } })).toBe(1);
  });

  it(`a Match Words board of ${MATCH_SIZE.max} words: at most ${MAX_TRANSACTIONS}, each word graded once`, async () => {
    const learner = await signedInUser("counted-board");
    const board = wordsFor("match", MATCH_SIZE.max, 7500);
    for (const index of board) await addMark(learner.id, "favourite", { itemId: String(index), type: "words", name: "Flashcards-Seen" });
    const view = await question(learner, { source: "favourites", kind: "match" });
    const key = await keyOf(view.id);
    if (key.kind !== "match") throw new Error("not a board");
    const pairs = [...key.pairs];
    [pairs[0], pairs[1]] = [pairs[1]!, pairs[0]!];
    const { result, transactions, statements } = await counted(async () => answered<AnswerResult>(await answer(learner, view.id, { pairs })));
    expect(result.graded).toHaveLength(MATCH_SIZE.max);
    expect(transactions, `${transactions} transactions, ${statements} statements`).toBeLessThanOrEqual(MAX_TRANSACTIONS);
    expect(await db().reviewLog.count({ where: { userId: learner.id } })).toBe(MATCH_SIZE.max);
  });
});

describe("one transaction: all or nothing", () => {
  it("a board whose fourth word cannot be logged: 500, no word graded, the question still open; answered again, every word graded once", async () => {
    const learner = await signedInUser("rolled-back-board");
    const board = wordsFor("match", MATCH_SIZE.max, 8000);
    for (const index of board) await addMark(learner.id, "favourite", { itemId: String(index), type: "words", name: "Flashcards-Seen" });
    const view = await question(learner, { source: "favourites", kind: "match" });
    const key = await keyOf(view.id);
    if (key.kind !== "match") throw new Error("not a board");
    const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
    const refused = row.wordIndexes[3]!;
    // The database refuses the fourth word's log, as it could refuse any write.
    await db().$executeRawUnsafe(`CREATE FUNCTION refuse_board_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.user_id = '${learner.id}' AND NEW.word_index = ${refused} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db().$executeRawUnsafe("CREATE TRIGGER refuse_board_log BEFORE INSERT ON review_logs FOR EACH ROW EXECUTE FUNCTION refuse_board_log()");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await answer(learner, view.id, { pairs: [...key.pairs] })).status).toBe(500);
    } finally {
      logged.mockRestore();
      await db().$executeRawUnsafe("DROP TRIGGER refuse_board_log ON review_logs");
      await db().$executeRawUnsafe("DROP FUNCTION refuse_board_log()");
    }
    expect(await db().reviewLog.count({ where: { userId: learner.id } })).toBe(0);
    expect(await db().reviewCard.count({ where: { userId: learner.id } })).toBe(0);
    expect(await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } })).toMatchObject({ answeredAt: null, result: null });
    const result = await answered<AnswerResult>(await answer(learner, view.id, { pairs: [...key.pairs] }));
    expect(result).toMatchObject({ correct: true });
    expect(result.graded).toHaveLength(MATCH_SIZE.max);
    expect(await db().reviewLog.count({ where: { userId: learner.id } })).toBe(MATCH_SIZE.max);
  });
});

it(`round trips: a question at most ${PRACTICE_ROUND_TRIPS.next} once this server has read the learner's settings, none of them a read of the settings (the queue's statement checks their version); its answer at most ${PRACTICE_ROUND_TRIPS.answer}, the card locked by the claim (the bench's database floor makes as many)`, async () => {
  const learner = await signedInUser("counted-round-trips");
  for (const index of wordsFor("meaning", 2, 7200)) await addToDeck(learner.id, index);
  // The learner's first question reads their settings, which this server has not read yet.
  await question(learner, { source: "review", kind: "meaning" });
  let issued: QuestionView | undefined;
  const sent = await statementsOf(async () => {
    issued = await question(learner, { source: "review", kind: "meaning" });
  });
  const settingsReads = sent.filter((statement) => /^select\b[\s\S]*\bfrom "review_settings"/i.test(statement.text));
  expect(settingsReads.map((statement) => statement.text)).toEqual([]);
  expect(sent.length).toBeLessThanOrEqual(PRACTICE_ROUND_TRIPS.next);
  const key = await keyOf(issued!.id);
  if (!("correct" in key)) throw new Error("not a choice question");
  let result: AnswerResult | undefined;
  const graded = await statementsOf(async () => {
    result = await answered<AnswerResult>(await answer(learner, issued!.id, { choice: key.correct }));
  });
  expect(result!.graded).toHaveLength(1);
  // The card is locked by the claim, not by a statement of its own.
  const cardLocks = graded.filter((statement) => /^select\b[\s\S]*\bfrom "review_cards"[\s\S]*\bfor update$/i.test(statement.text.trim()));
  expect(cardLocks.map((statement) => statement.text)).toEqual([]);
  expect(graded.length).toBeLessThanOrEqual(PRACTICE_ROUND_TRIPS.answer);
});

it("a practice answer and flip grades of its card at once: every grade applies in turn, the logs chain, no update lost (the claim locks the card as a grade does)", async () => {
  const learner = await signedInUser("answer-beside-grades");
  const [word] = wordsFor("meaning", 1, 7500);
  await addToDeck(learner.id, word!);
  const view = await question(learner, { source: "review", kind: "meaning" });
  const key = await keyOf(view.id);
  if (!("correct" in key)) throw new Error("not a choice question");
  const flips = [3, 1, 4];
  const grade = (rating: number) =>
    gradeRoute.POST(postRequest("/api/v1/review/grade", { wordIndex: word, rating, reviewId: randomUUID(), durationMs: 1500 }, { user: learner }));
  const [practised, ...flipped] = await Promise.all([answer(learner, view.id, { choice: key.correct }), ...flips.map(grade)]);
  expect((await answered<AnswerResult>(practised!)).graded).toMatchObject([{ wordIndex: word, correct: true }]);
  for (const response of flipped) expect(response.status).toBe(200);
  const logs = await db().reviewLog.findMany({ where: { userId: learner.id }, orderBy: { id: "asc" } });
  expect(logs).toHaveLength(1 + flips.length);
  for (let i = 1; i < logs.length; i += 1) expect(logs[i]!.before).toEqual(logs[i - 1]!.after);
  expect(await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex: word, direction: 0 } })).toMatchObject({
    reps: 1 + flips.length,
    version: 1 + flips.length,
  });
});

it(`round trips: a spot check at most ${PRACTICE_ROUND_TRIPS.spotCheckNext}, its miss at most ${PRACTICE_ROUND_TRIPS.spotCheckMiss}, its word entering the deck (the bench's database floor makes as many)`, async () => {
  const learner = await signedInUser("counted-spot-check");
  const [word] = wordsFor("meaning", 1, 7400);
  await db().knownWord.create({ data: { userId: learner.id, wordIndex: word! } });
  // Placed by the vocabulary test too, as the bench's learners are: the words below the level are drawn from as well.
  await db().placement.create({ data: { userId: learner.id, knownWords: 3000, band: 3, level: 3000, takenAt: new Date() } });
  const asked = await counted(() => question(learner, { source: "known" }));
  const issued = asked.result;
  expect(asked.statements).toBeLessThanOrEqual(PRACTICE_ROUND_TRIPS.spotCheckNext);
  const key = await keyOf(issued.id);
  if (!("spotCheck" in key) || !key.spotCheck) throw new Error("not a spot check");
  const missed = await counted(async () => answered<AnswerResult>(await answer(learner, issued.id, { choice: (key.correct + 1) % key.options.length })));
  expect(missed.result.graded).toMatchObject([{ wordIndex: word, correct: false, rating: 1 }]);
  expect(await db().reviewCard.count({ where: { userId: learner.id, wordIndex: word } })).toBe(1);
  expect(missed.statements).toBeLessThanOrEqual(PRACTICE_ROUND_TRIPS.spotCheckMiss);
});

it(`round trips: the review queue at most ${REVIEW_DUE_ROUND_TRIPS} once this server has read the learner's settings, none of them a read of the settings (the counts' statement checks their version; the bench's database floor makes as many)`, async () => {
  const learner = await signedInUser("counted-due");
  for (const index of [7300, 7301]) await addToDeck(learner.id, index);
  const queue = () => dueRoute.GET(getRequest("/api/v1/review/due", {}, { user: learner }));
  // The learner's first queue reads their settings, which this server has not read yet.
  expect((await queue()).status).toBe(200);
  let response: Response | undefined;
  const sent = await statementsOf(async () => {
    response = await queue();
  });
  expect(response!.status).toBe(200);
  expect(((await response!.json()) as { cards: unknown[] }).cards).toHaveLength(2);
  const settingsReads = sent.filter((statement) => /^select\b[\s\S]*\bfrom "review_settings"/i.test(statement.text));
  expect(settingsReads.map((statement) => statement.text)).toEqual([]);
  expect(sent.length).toBeLessThanOrEqual(REVIEW_DUE_ROUND_TRIPS);
});

describe("transactions per grade elsewhere", () => {
  it(`a review grade: at most ${MAX_TRANSACTIONS}`, async () => {
    const learner = await signedInUser("counted-grade");
    await addToDeck(learner.id, 7100);
    const body = { wordIndex: 7100, rating: 3, reviewId: randomUUID(), durationMs: 1500 };
    const { result, transactions, statements } = await counted(() => gradeRoute.POST(postRequest("/api/v1/review/grade", body, { user: learner })));
    expect(result.status).toBe(200);
    expect(transactions, `${transactions} transactions, ${statements} statements`).toBeLessThanOrEqual(MAX_TRANSACTIONS);
  });

  it(`a signed-in player's missed challenge answer, its word entering the deck: at most ${MAX_TRANSACTIONS}`, async () => {
    const [creator, player] = await Promise.all([signedInUser("counted-creator"), signedInUser("counted-player")]);
    const made = await createChallenge(creator.id, { kind: "meaning", source: "band", band: 0 }, new Headers({ "x-forwarded-for": "203.0.113.45" }));
    if (!("ok" in made)) throw new Error(JSON.stringify(made));
    const challengeId = made.ok.id;
    expect(await joinChallenge(challengeId, { userId: player.id }, undefined, new Headers())).toHaveProperty("ok");
    expect(await challengeQuestion(challengeId, { userId: player.id })).toHaveProperty("question");
    const row = await kysely().selectFrom("challenges").select("questions").where("id", "=", challengeId).executeTakeFirstOrThrow();
    const key = buildSpec((row.questions as QuestionSpec[])[0]!)!.key;
    if (!("correct" in key)) throw new Error("not a choice question");
    // A wrong option, at the position this player was shown it (their own order of the options).
    const played = await kysely().selectFrom("challenge_players").select("id").where("challenge_id", "=", challengeId).executeTakeFirstOrThrow();
    const wrong = shownChoice((key.correct + 1) % key.options.length, playerOrder(played.id, 0, key.options.length));
    const body = { challengeId, index: 0, answer: { choice: wrong } };
    const { result, transactions, statements } = await counted(() =>
      challengeAnswerRoute.POST(postRequest("/api/v1/challenges/answer", body, { user: player })),
    );
    expect(result.status).toBe(200);
    expect(transactions, `${transactions} transactions, ${statements} statements`).toBeLessThanOrEqual(MAX_TRANSACTIONS);
    expect(await db().reviewLog.count({ where: { userId: player.id } })).toBe(1);
  });
});
