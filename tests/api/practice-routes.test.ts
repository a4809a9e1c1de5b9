// api group: database
// The practice API (app/api/v1/practice/*) against the database, called as
// Next calls the handlers, with real session cookies: what the browser gets
// before answering never holds the answer; an answer is checked on the server
// and graded into the schedule once (answered twice, late, someone else's:
// refused, nothing changed; five at once: one grade); a visitor's demo stores
// nothing. The answer keys the tests answer with are read from the database,
// where the server keeps them.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { addMark } from "@/lib/marks/marks";
import { openDemoQuestion } from "@/lib/practice/demo-token";
import { issueQuestion } from "@/lib/practice/issue";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { MAX_OPEN_QUESTIONS } from "@/lib/practice/question-store";
import { buildQuestion, canAsk } from "@/lib/practice/questions";
import {
  CHOICE_KINDS,
  MATCH_SIZE,
  QUESTION_TTL_MS,
  type AnswerKey,
  type AnswerResult,
  type HintResponse,
  type NextResponse,
  type PracticeAnswer,
  type QuestionKind,
  type QuestionView,
} from "@/lib/practice/types";
import { practiceWord } from "@/lib/practice/word-tables";
import { addToDeck } from "@/lib/review/deck";
import { gradeWord } from "@/lib/review/grading";
import { endpointSpec } from "@/tests/support/api-endpoints";
import { awkwardValue, formatStatuses, fuzzEndpoint } from "@/tests/support/fuzz";
import {
  answered,
  PRACTICE_HANDLERS,
  type PracticeCallName,
  nextQuestion as question,
  practiceCall as call,
  practiceWritesOf,
} from "@/tests/api/support/practice-calls";
import { signedInUser, type SignedInUser } from "@/tests/support/session";

const answer = (user: SignedInUser | null, questionId: string, given: PracticeAnswer, durationMs = 2000) =>
  call("answer", { questionId, answer: given, durationMs }, user);

async function keyOf(questionId: string): Promise<AnswerKey> {
  const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: questionId } });
  return row.answerKey as unknown as AnswerKey;
}

function rightAnswer(key: AnswerKey): PracticeAnswer {
  if ("pairs" in key) return { pairs: [...key.pairs] };
  // A cloze's sentence needs one form of the word (another is right but Hard).
  if ("word" in key) return { text: key.needed?.[0] ?? key.word };
  return { choice: key.correct };
}

function wrongAnswer(key: AnswerKey): PracticeAnswer {
  if ("pairs" in key) return { pairs: key.pairs.map((_, i) => key.pairs[(i + 1) % key.pairs.length]!) };
  if ("word" in key) return { text: "zzqxj" };
  return { choice: (key.correct + 1) % key.options.length };
}

/** One letter of a word of 5+ letters changed: a typo the checker accepts as Hard. */
function typoOf(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + (word[at] === "q" ? "x" : "q") + word.slice(at + 1);
}

/** Everything of the learner's the schedule keeps. */
async function scheduleOf(user: SignedInUser) {
  const [cards, logs] = await Promise.all([
    db().reviewCard.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
    db().reviewLog.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
  ]);
  return { cards, logs };
}

const logsOf = (user: SignedInUser) => db().reviewLog.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });

/** The first `count` words (in the word set's order, from `from`) that have a usable question of `kind`, and pass `extra`. */
function wordsFor(kind: QuestionKind, count: number, { from = 0, extra = () => true }: { from?: number; extra?: (index: number) => boolean } = {}) {
  const found: number[] = [];
  for (let index = from; found.length < count && practiceWord(index); index += 1) if (canAsk(kind, index) && extra(index)) found.push(index);
  expect(found).toHaveLength(count);
  return found;
}

const wordOf = (index: number) => practiceWord(index)!.entry.word;

async function favourite(user: SignedInUser, indexes: readonly number[]) {
  for (const index of indexes) await addMark(user.id, "favourite", { itemId: String(index), type: "words", name: "Flashcards-Seen" });
}

async function inDeck(user: SignedInUser, indexes: readonly number[]) {
  for (const index of indexes) await addToDeck(user.id, index);
}

let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser("alice"), signedInUser("bob")]);
});

describe("authorization", () => {
  it("a visitor may ask only for Learn with Context, Easy Words and Idioms MCQ: 401 for review and favourites, and for stored questions' answers, hints and overrides", async () => {
    for (const body of [{ source: "review" }, { source: "favourites", kind: "word" }]) {
      expect(await answered(await call("next", body, null), 401)).toEqual({ error: "Please log in first." });
    }
    const stored = await question(alice, { source: "context" });
    expect(await answered(await answer(null, stored.id, { text: "x" }), 401)).toEqual({ error: "Please log in first." });
    expect(await answered(await call("hint", { questionId: stored.id }, null), 401)).toEqual({ error: "Please log in first." });
    expect(await answered(await call("override", { questionId: stored.id }, null), 401)).toEqual({ error: "Please log in first." });
  });

  it("a claim of another user's id is refused with 403", async () => {
    for (const name of ["next", "answer", "hint", "override"] as const) {
      const body = { source: "context", questionId: "a".repeat(22), answer: { choice: 0 }, durationMs: 0, userId: bob.id };
      expect((await call(name, body, alice)).status, name).toBe(403);
    }
  });
});

describe("no answer in any question of any kind", () => {
  /** Every property name anywhere in the JSON. */
  const keysOf = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(keysOf)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
        : [];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  /** How often `needle` stands as a whole word or phrase in `haystack` ("here" is not in "there"). */
  const occurrences = (haystack: string, needle: string) => [...haystack.matchAll(new RegExp(`(?<![\\p{L}])${escape(needle)}(?![\\p{L}])`, "gu"))].length;

  function expectNoAnswer(view: QuestionView, key: AnswerKey) {
    const json = JSON.stringify(view);
    expect(view.kind).toBe(key.kind);
    // Nothing named like a key, in the payload or nested in it.
    for (const name of ["correct", "correctChoice", "answer", "answerKey", "answer_key", "key", "forms", "pairs", "word_indexes", "wordIndexes"]) {
      expect(keysOf(view), `${view.kind}: ${json}`).not.toContain(name);
    }
    if ("word" in key) {
      // Not the word, nor any form of it, as a word anywhere in what is shown: the values, not the field names
      // (the words kind, sentence and definition are asked too), nor the sealed id.
      const shown = JSON.stringify(
        Object.entries(view)
          .filter(([name]) => !["id", "expiresAt", "kind"].includes(name))
          .map(([, value]) => value),
      );
      for (const form of [key.word, ...key.forms]) {
        expect(shown, `${key.kind} "${key.word}": ${json}`).not.toMatch(new RegExp(`(^|[^\\p{L}])${escape(form)}($|[^\\p{L}])`, "iu"));
      }
    } else if ("pairs" in key) {
      if (view.kind !== "match") throw new Error("not a match board");
      expect(view.words.length).toBe(key.words.length);
      expect(view.definitions.length).toBe(key.definitions.length);
      expect(new Set(view.words)).toEqual(new Set(key.words));
    } else {
      if (!("options" in view)) throw new Error("no options");
      // The right option is one of four, shown once: in the options, nowhere else.
      expect(view.options).toHaveLength(4);
      expect(new Set(view.options).size).toBe(4);
      expect(view.options).toEqual(key.options);
      expect(occurrences(json, JSON.stringify(key.options[key.correct]).slice(1, -1)), `${key.kind}: ${json}`).toBe(1);
    }
  }

  it("meaning, word, synonym, antonym, cloze, typed and match: the payload holds nothing of the key but the four options", async () => {
    const learner = await signedInUser("asker");
    const synonyms = wordsFor("synonym", 4);
    const antonyms = wordsFor("antonym", 4);
    const wordKind = wordsFor("word", 4, { from: 500 });
    const board = wordsFor("match", MATCH_SIZE.max, { from: 1000 });
    await favourite(learner, [...synonyms, ...antonyms, ...wordKind, ...board]);
    await inDeck(learner, [...wordsFor("meaning", 4, { from: 2000 }), ...wordsFor("typed", 4, { from: 3000 }), ...wordsFor("cloze", 4, { from: 4000 })]);
    // Contrast questions (2 to 4 options) have their own test: tests/api/ambiguous-words.test.ts.
    const asks: Record<Exclude<QuestionKind, "contrast">, Record<string, unknown>> = {
      synonym: { source: "favourites", kind: "synonym" },
      antonym: { source: "favourites", kind: "antonym" },
      word: { source: "favourites", kind: "word" },
      match: { source: "favourites", kind: "match" },
      meaning: { source: "review", kind: "meaning" },
      typed: { source: "review", kind: "typed" },
      cloze: { source: "context" },
    };
    for (const [kind, ask] of Object.entries(asks)) {
      const exclude: number[] = [];
      for (let i = 0; i < (kind === "match" ? 2 : 4); i += 1) {
        const view = await question(learner, { ...ask, exclude });
        expect(view.kind).toBe(kind);
        expect(view.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(Date.parse(view.expiresAt) - Date.now()).toBeGreaterThan(QUESTION_TTL_MS - 60_000);
        const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
        expect(row.userId).toBe(learner.id);
        expectNoAnswer(view, row.answerKey as unknown as AnswerKey);
        exclude.push(...row.wordIndexes);
      }
    }
  });

  it("a visitor's demo question holds no answer either, and its id is sealed", async () => {
    for (let i = 0; i < 5; i += 1) {
      const view = await question(null, { source: "context" });
      const demo = openDemoQuestion(view.id)!;
      expect(demo.kind).toBe("cloze");
      expectNoAnswer(view, buildQuestion("cloze", demo.wordIndex, demo.seed)!.key);
    }
  });
});

describe("an answer is graded once", () => {
  async function typedQuestion(user: SignedInUser, from: number) {
    const [index] = wordsFor("typed", 1, { from, extra: (i) => wordOf(i).length >= 6 && /^[a-z]+$/.test(wordOf(i)) });
    await inDeck(user, [index!]);
    const view = await question(user, { source: "review", kind: "typed", exclude: [] });
    return { view, key: await keyOf(view.id), wordIndex: index! };
  }

  it("answered twice: 409 for another answer, the first result again for the same one; the schedule changes once", async () => {
    const learner = await signedInUser("twice");
    const { view, key, wordIndex } = await typedQuestion(learner, 100);
    const first = await answered<AnswerResult>(await answer(learner, view.id, rightAnswer(key)));
    expect(first).toMatchObject({ questionId: view.id, kind: "typed", wordIndexes: [wordIndex], correct: true, verdict: "exact", canOverride: false });
    expect(first.graded).toHaveLength(1);
    const after = await scheduleOf(learner);
    expect(after.logs).toHaveLength(1);

    expect(await answered(await answer(learner, view.id, wrongAnswer(key)), 409)).toEqual({ error: PRACTICE_MESSAGES.questionAnswered });
    expect(await answered<AnswerResult>(await answer(learner, view.id, rightAnswer(key)))).toEqual(first);
    expect(await scheduleOf(learner)).toEqual(after);
  });

  it("late: 410 once expired, and nothing changes; the hint is refused too", async () => {
    const learner = await signedInUser("late");
    const { view, key } = await typedQuestion(learner, 200);
    const before = await scheduleOf(learner);
    await db().practiceQuestion.update({ where: { id: view.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await answered(await answer(learner, view.id, rightAnswer(key)), 410)).toEqual({ error: PRACTICE_MESSAGES.questionExpired });
    expect(await answered(await call("hint", { questionId: view.id }, learner), 410)).toEqual({ error: PRACTICE_MESSAGES.questionExpired });
    expect(await scheduleOf(learner)).toEqual(before);
    expect((await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } })).answeredAt).toBeNull();
  });

  it("issued 15 minutes ago (the clock injected): 410", async () => {
    const learner = await signedInUser("clock");
    // In the deck, and so due, since before the question was issued.
    await addToDeck(learner.id, wordsFor("meaning", 1, { from: 300 })[0]!, new Date(Date.now() - 2 * QUESTION_TTL_MS));
    const issued = await issueQuestion(learner.id, { source: "review", kind: "meaning", exclude: [] }, { now: new Date(Date.now() - QUESTION_TTL_MS) });
    if (!("question" in issued)) throw new Error(JSON.stringify(issued));
    const before = await scheduleOf(learner);
    expect((await answer(learner, issued.question.id, rightAnswer(await keyOf(issued.question.id)))).status).toBe(410);
    expect(await scheduleOf(learner)).toEqual(before);
  });

  it("someone else's question: 404 to answer, hint and override; neither learner's schedule changes", async () => {
    const { view, key } = await typedQuestion(alice, 400);
    const [aliceBefore, bobBefore] = await Promise.all([scheduleOf(alice), scheduleOf(bob)]);
    expect(await answered(await answer(bob, view.id, rightAnswer(key)), 404)).toEqual({ error: PRACTICE_MESSAGES.questionNotFound });
    expect(await answered(await call("hint", { questionId: view.id }, bob), 404)).toEqual({ error: PRACTICE_MESSAGES.questionNotFound });
    expect(await answered(await call("override", { questionId: view.id }, bob), 404)).toEqual({ error: PRACTICE_MESSAGES.questionNotFound });
    expect(await answered(await answer(bob, "Q".repeat(22), { choice: 0 }), 404)).toEqual({ error: PRACTICE_MESSAGES.questionNotFound });
    expect(await scheduleOf(alice)).toEqual(aliceBefore);
    expect(await scheduleOf(bob)).toEqual(bobBefore);
    // Still Alice's to answer.
    expect((await answer(alice, view.id, rightAnswer(key))).status).toBe(200);
  });

  it("five answers at once: one grade; the others are refused or get that one's result", async () => {
    const learner = await signedInUser("racer");
    const { view, key } = await typedQuestion(learner, 500);
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => answer(learner, view.id, i % 2 ? wrongAnswer(key) : rightAnswer(key))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length, statuses.join()).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const results = await Promise.all(responses.filter((response) => response.status === 200).map((response) => response.json()));
    // The same result (from the database, jsonb may order its keys otherwise).
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await logsOf(learner)).toHaveLength(1);
  });

  it("an answer that does not fit the question: 400, nothing changed, and the question can still be answered", async () => {
    const learner = await signedInUser("misfit");
    const { view, key } = await typedQuestion(learner, 600);
    const before = await scheduleOf(learner);
    const misfit = await answered<{ error: string }>(await answer(learner, view.id, { choice: 1 }), 400);
    expect(misfit.error).toEqual(expect.any(String));
    expect(await scheduleOf(learner)).toEqual(before);
    expect((await answer(learner, view.id, rightAnswer(key))).status).toBe(200);
  });

  it("invalid bodies: 400 JSON", async () => {
    for (const body of [
      {},
      { questionId: "short", answer: { choice: 0 }, durationMs: 0 },
      { questionId: "a".repeat(22), answer: { choice: 4 }, durationMs: 0 },
      { questionId: "a".repeat(22), answer: { choice: 0, text: "x" }, durationMs: 0 },
      { questionId: "a".repeat(22), answer: { pairs: [0, 1] }, durationMs: 0 },
      { questionId: "a".repeat(22), answer: { text: "x".repeat(101) }, durationMs: 0 },
      { questionId: "a".repeat(22), answer: { text: "x" }, durationMs: -1 },
    ]) {
      expect((await call("answer", body, alice)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { source: "everything" }, { source: "favourites" }, { source: "favourites", kind: "typed" }, { source: "context", kind: "word" }]) {
      expect((await call("next", body, alice)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await answered(await call("next", { source: "favourites", kind: "meaning" }, alice), 400)).toMatchObject({
      error: PRACTICE_MESSAGES.favouritesKindRequired,
    });
  });
});

describe("graded into the schedule: wrong Again, typo or hint Hard, right Good, the kind recorded", () => {
  // A synonym or antonym miss grades the word Hard: the option missed may be the rarer word (docs/practice.md, Grading).
  const ratingOf = (kind: QuestionKind, outcome: "right" | "wrong") => (outcome === "right" ? 3 : kind === "synonym" || kind === "antonym" ? 2 : 1);

  it("a round of every kind lands in review_logs with its question kind and the right rating", async () => {
    const learner = await signedInUser("rounds");
    const favourites = {
      synonym: wordsFor("synonym", 2, { from: 50 }),
      antonym: wordsFor("antonym", 2, { from: 50 }),
      word: wordsFor("word", 2, { from: 700 }),
    };
    await favourite(learner, Object.values(favourites).flat());
    await inDeck(learner, [...wordsFor("meaning", 2, { from: 2500 }), ...wordsFor("typed", 2, { from: 3500 })]);
    const asks: [QuestionKind, Record<string, unknown>][] = [
      ["synonym", { source: "favourites", kind: "synonym" }],
      ["antonym", { source: "favourites", kind: "antonym" }],
      ["word", { source: "favourites", kind: "word" }],
      ["meaning", { source: "review", kind: "meaning" }],
      ["typed", { source: "review", kind: "typed" }],
      ["cloze", { source: "context" }],
    ];
    for (const [kind, ask] of asks) {
      const asked: number[] = [];
      for (const outcome of ["right", "wrong"] as const) {
        const view = await question(learner, { ...ask, exclude: asked });
        const key = await keyOf(view.id);
        const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
        asked.push(...row.wordIndexes);
        const result = await answered<AnswerResult>(await answer(learner, view.id, outcome === "right" ? rightAnswer(key) : wrongAnswer(key)));
        expect(result.correct, `${kind} ${outcome}`).toBe(outcome === "right");
        if ((CHOICE_KINDS as readonly string[]).includes(kind)) expect(result.correctChoice).toBe((key as { correct: number }).correct);
        expect(result.graded).toHaveLength(1);
        expect(result.graded[0]).toMatchObject({ wordIndex: row.wordIndexes[0], word: wordOf(row.wordIndexes[0]!), rating: ratingOf(kind, outcome) });
        const log = (await logsOf(learner)).at(-1)!;
        expect({ kind: log.questionKind, rating: log.rating, word: log.wordIndex, reviewId: log.reviewId }, `${kind} ${outcome}`).toEqual({
          kind,
          rating: ratingOf(kind, outcome),
          word: row.wordIndexes[0],
          reviewId: result.graded[0]!.reviewId,
        });
      }
    }
  });

  it("Match Words: one grade per word, Again for the words matched wrong", async () => {
    const learner = await signedInUser("matcher");
    const board = wordsFor("match", 8, { from: 1500 });
    await favourite(learner, board);
    const view = await question(learner, { source: "favourites", kind: "match" });
    const key = await keyOf(view.id);
    if (key.kind !== "match") throw new Error("not a board");
    const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
    expect(row.wordIndexes.map(wordOf)).toEqual(key.words);
    // The first two words' definitions swapped.
    const pairs = [...key.pairs];
    [pairs[0], pairs[1]] = [pairs[1]!, pairs[0]!];
    const result = await answered<AnswerResult>(await answer(learner, view.id, { pairs }, 30_000));
    expect(result).toMatchObject({ kind: "match", correct: false, pairs: key.pairs, canOverride: false });
    expect(result.graded.map((card) => [card.word, card.rating])).toEqual(key.words.map((word, i) => [word, i < 2 ? 1 : 3]));
    const logs = await logsOf(learner);
    expect(logs.map((log) => [log.wordIndex, log.rating, log.questionKind])).toEqual(row.wordIndexes.map((index, i) => [index, i < 2 ? 1 : 3, "match"]));
    expect(logs.every((log) => log.durationMs === 5000)).toBe(true);
  });

  it("a typo is Hard and shows the spelling; after the hint a right answer is Hard", async () => {
    const learner = await signedInUser("typist");
    await inDeck(learner, wordsFor("typed", 2, { from: 5000, extra: (i) => wordOf(i).length >= 7 && /^[a-z]+$/.test(wordOf(i)) }));
    const typo = await question(learner, { source: "review", kind: "typed" });
    const typoKey = await keyOf(typo.id);
    if (typoKey.kind !== "typed") throw new Error("not typed");
    const typed = await answered<AnswerResult>(await answer(learner, typo.id, { text: typoOf(typoKey.word) }));
    expect(typed).toMatchObject({ correct: true, verdict: "typo", answer: typoKey.word });
    expect(typed.graded[0]!.rating).toBe(2);

    const hinted = await question(learner, { source: "review", kind: "typed", exclude: [(await logsOf(learner))[0]!.wordIndex] });
    const hintedKey = await keyOf(hinted.id);
    if (hintedKey.kind !== "typed") throw new Error("not typed");
    const hint = await answered<HintResponse>(await call("hint", { questionId: hinted.id }, learner));
    expect(hint).toEqual({ firstLetter: hintedKey.word[0], length: hintedKey.word.length });
    expect((await answered<AnswerResult>(await answer(learner, hinted.id, { text: hintedKey.word }))).graded[0]!.rating).toBe(2);
    expect((await logsOf(learner)).map((log) => [log.rating, log.questionKind])).toEqual([
      [2, "typed"],
      [2, "typed"],
    ]);
  });

  it("a cloze answered in another form than its sentence needs: right word, wrong form, Hard, the form told", async () => {
    const learner = await signedInUser("former");
    await inDeck(learner, wordsFor("cloze", 1, { from: 5200 }));
    const view = await question(learner, { source: "context" });
    const key = await keyOf(view.id);
    if (key.kind !== "cloze" || !key.needed) throw new Error("a cloze without the form its sentence needs");
    const other = key.forms.find((form) => !key.needed!.includes(form));
    if (!other) throw new Error(`no other form of ${key.word}`);
    const result = await answered<AnswerResult>(await answer(learner, view.id, { text: other }));
    expect(result).toMatchObject({ correct: true, verdict: "wrong-form", needed: key.needed[0], answer: key.word, canOverride: false });
    expect(result.graded[0]!.rating).toBe(2);
  });

  it("a synonym of the typed sense is also right, Hard; a synonym question's miss is Hard, not Again", async () => {
    const learner = await signedInUser("synonymist");
    // Every sense of the word lists a one-word synonym, so whichever is asked has one.
    const hasSynonyms = (i: number) =>
      practiceWord(i)!.entry.details.every((sense) => sense.synonyms.some((synonym) => /^[a-z]+$/.test(synonym) && synonym !== wordOf(i)));
    await inDeck(learner, wordsFor("typed", 1, { from: 800, extra: hasSynonyms }));
    const view = await question(learner, { source: "review", kind: "typed" });
    const key = await keyOf(view.id);
    if (key.kind !== "typed" || !key.synonyms) throw new Error("a typed question without synonyms");
    const result = await answered<AnswerResult>(await answer(learner, view.id, { text: key.synonyms[0]! }));
    expect(result).toMatchObject({ correct: true, verdict: "synonym", answer: key.word, canOverride: false });
    expect(result.graded[0]!.rating).toBe(2);

    await favourite(learner, wordsFor("synonym", 1, { from: 900 }));
    const choice = await question(learner, { source: "favourites", kind: "synonym" });
    const missed = await answered<AnswerResult>(await answer(learner, choice.id, wrongAnswer(await keyOf(choice.id))));
    expect(missed).toMatchObject({ correct: false, canOverride: false });
    expect(missed.graded[0]).toMatchObject({ correct: false, rating: 2 });
  });

  it("a hint is for typed questions only: 400 for a choice question, which stays answerable", async () => {
    const learner = await signedInUser("hinter");
    await inDeck(learner, wordsFor("meaning", 1, { from: 5500 }));
    const view = await question(learner, { source: "review", kind: "meaning" });
    expect(await answered(await call("hint", { questionId: view.id }, learner), 400)).toEqual({ error: PRACTICE_MESSAGES.hintTypedOnly });
    expect((await answer(learner, view.id, rightAnswer(await keyOf(view.id)))).status).toBe(200);
  });

  it("a production card's question grades the production card; the recognition card is left as it was", async () => {
    const learner = await signedInUser("producer");
    const [index] = wordsFor("typed", 1, { from: 6000, extra: (i) => canAsk("cloze", i) });
    await inDeck(learner, [index!]);
    // Easy on the first grade: stable for days, so the word gets its production card (new, due now).
    expect("ok" in (await gradeWord(learner.id, { wordIndex: index!, rating: 4, reviewId: crypto.randomUUID(), durationMs: 1000 }))).toBe(true);
    const cards = await db().reviewCard.findMany({ where: { userId: learner.id }, orderBy: { direction: "asc" } });
    expect(cards.map((card) => card.direction)).toEqual([0, 1]);
    const view = await question(learner, { source: "review" });
    expect(view.direction).toBe("production");
    expect(["cloze", "typed"]).toContain(view.kind);
    await answered<AnswerResult>(await answer(learner, view.id, rightAnswer(await keyOf(view.id))));
    const after = await db().reviewCard.findMany({ where: { userId: learner.id }, orderBy: { direction: "asc" } });
    expect(after[0]).toEqual(cards[0]);
    expect(after[1]!.reps).toBe(1);
    const log = (await logsOf(learner)).at(-1)!;
    expect([log.direction, log.questionKind, log.rating]).toEqual([1, view.kind, 3]);
  });

  it("graded by the learner's own settings: a higher desired retention schedules the same right answer sooner", async () => {
    const [index] = wordsFor("meaning", 1, { from: 6400 });
    const dayMs = 86_400_000;
    const dueAfter = async (learner: SignedInUser) => {
      // A review card last seen 10 days ago and due since yesterday: its next interval follows the desired retention.
      await db().reviewCard.create({
        data: {
          userId: learner.id,
          wordIndex: index!,
          direction: 0,
          due: new Date(Date.now() - dayMs),
          stability: 9,
          difficulty: 5,
          elapsedDays: 0,
          scheduledDays: 9,
          learningSteps: 0,
          reps: 3,
          lapses: 0,
          state: 2,
          lastReview: new Date(Date.now() - 10 * dayMs),
        },
      });
      const view = await question(learner, { source: "review", kind: "meaning" });
      const result = await answered<AnswerResult>(await answer(learner, view.id, rightAnswer(await keyOf(view.id))));
      expect(result.graded).toMatchObject([{ wordIndex: index, rating: 3 }]);
      const card = await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex: index! } });
      return card.due.getTime() - Date.now();
    };
    const careful = await signedInUser("careful");
    await db().reviewSettings.create({ data: { userId: careful.id, desiredRetention: 0.97 } });
    // The other learner has no settings row: the defaults (0.9).
    const [sooner, later] = [await dueAfter(careful), await dueAfter(await signedInUser("relaxed"))];
    expect(sooner).toBeGreaterThan(0);
    expect(sooner).toBeLessThan(later / 2);
  });

  it("Learn with Context: a word new to the learner enters the deck with its grade", async () => {
    const learner = await signedInUser("newcomer");
    const view = await question(learner, { source: "context" });
    const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
    expect(await db().reviewCard.count({ where: { userId: learner.id } })).toBe(0);
    await answered<AnswerResult>(await answer(learner, view.id, wrongAnswer(await keyOf(view.id))));
    const cards = await db().reviewCard.findMany({ where: { userId: learner.id } });
    expect(cards.map((card) => [card.wordIndex, card.direction, card.reps])).toEqual([[row.wordIndexes[0], 0, 1]]);
    expect((await logsOf(learner)).map((log) => [log.rating, log.questionKind])).toEqual([[1, "cloze"]]);
  });
});

describe('"I was right"', () => {
  it("overrides a typed miss once: the miss undone, Good logged as an override", async () => {
    const learner = await signedInUser("overrider");
    await inDeck(learner, wordsFor("typed", 1, { from: 6500 }));
    const view = await question(learner, { source: "review", kind: "typed" });
    expect(await answered(await call("override", { questionId: view.id }, learner), 409)).toEqual({ error: PRACTICE_MESSAGES.answerFirst });
    const missed = await answered<AnswerResult>(await answer(learner, view.id, { text: "somethingelse" }));
    expect(missed).toMatchObject({ correct: false, verdict: "wrong", canOverride: true });
    expect(missed.diff).toEqual(expect.any(Array));

    const overridden = await answered<AnswerResult>(await call("override", { questionId: view.id }, learner));
    expect(overridden).toMatchObject({ questionId: view.id, correct: true, canOverride: false });
    expect(overridden.graded[0]).toMatchObject({ wordIndex: missed.graded[0]!.wordIndex, rating: 3, correct: true });
    expect(overridden.graded[0]!.reviewId).not.toBe(missed.graded[0]!.reviewId);
    const logs = await logsOf(learner);
    expect(logs.map((log) => [log.rating, log.override, log.questionKind])).toEqual([[3, true, "typed"]]);

    const before = await scheduleOf(learner);
    expect(await answered(await call("override", { questionId: view.id }, learner), 409)).toEqual({ error: PRACTICE_MESSAGES.overrideUsed });
    // The answer retried gets the result as it stands.
    expect(await answered<AnswerResult>(await answer(learner, view.id, { text: "somethingelse" }))).toEqual(overridden);
    expect(await scheduleOf(learner)).toEqual(before);
  });

  it("not for a right answer, nor a choice question; two at once apply once", async () => {
    const learner = await signedInUser("claimant");
    await inDeck(learner, [...wordsFor("meaning", 1, { from: 6600 }), ...wordsFor("typed", 2, { from: 6700 })]);
    const choice = await question(learner, { source: "review", kind: "meaning" });
    await answered(await answer(learner, choice.id, wrongAnswer(await keyOf(choice.id))));
    expect(await answered(await call("override", { questionId: choice.id }, learner), 409)).toEqual({ error: PRACTICE_MESSAGES.overrideNotAllowed });
    const asked = (await db().practiceQuestion.findUniqueOrThrow({ where: { id: choice.id } })).wordIndexes;

    const right = await question(learner, { source: "review", kind: "typed", exclude: asked });
    await answered(await answer(learner, right.id, rightAnswer(await keyOf(right.id))));
    expect((await call("override", { questionId: right.id }, learner)).status).toBe(409);
    asked.push(...(await db().practiceQuestion.findUniqueOrThrow({ where: { id: right.id } })).wordIndexes);

    const missed = await question(learner, { source: "review", kind: "typed", exclude: asked });
    await answered(await answer(learner, missed.id, wrongAnswer(await keyOf(missed.id))));
    const both = await Promise.all([call("override", { questionId: missed.id }, learner), call("override", { questionId: missed.id }, learner)]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await logsOf(learner)).filter((log) => log.override)).toHaveLength(1);
  });
});

describe("a visitor's demo stores nothing", () => {
  it("question, hint and answers (right and wrong) leave every table as it was; nothing is graded", async () => {
    expect(
      await practiceWritesOf(async () => {
        const view = await question(null, { source: "context" });
        expect(view.id.startsWith("d.")).toBe(true);
        expect(view.kind).toBe("cloze");
        const demo = openDemoQuestion(view.id)!;
        const key = buildQuestion("cloze", demo.wordIndex, demo.seed)!.key;
        if (key.kind !== "cloze") throw new Error("not a cloze");
        const hint = await answered<HintResponse>(await call("hint", { questionId: view.id }, null));
        const asked = key.needed?.[0] ?? key.word;
        expect(hint).toEqual({ firstLetter: asked[0], length: asked.length });
        const wrong = await answered<AnswerResult>(await answer(null, view.id, { text: "zzqxj" }));
        expect(wrong).toMatchObject({
          questionId: view.id,
          kind: "cloze",
          wordIndexes: [demo.wordIndex],
          correct: false,
          answer: key.word,
          verdict: "wrong",
          graded: [],
          canOverride: false,
        });
        const right = await answered<AnswerResult>(await answer(null, view.id, { text: key.word }));
        expect(right).toMatchObject({ correct: true, graded: [], canOverride: false });
      }),
    ).toEqual([]);
  });

  it("a changed or forged token is 404, an expired one 410; a signed-in learner answering one grades nothing", async () => {
    const view = await question(null, { source: "context" });
    // One character of the sealed part changed (within its first bytes, the nonce: every bit of it counts).
    const changed = view.id.slice(0, 6) + (view.id[6] === "A" ? "B" : "A") + view.id.slice(7);
    expect((await answer(null, changed, { text: "x" })).status).toBe(404);
    expect((await answer(null, `d.${"A".repeat(60)}`, { text: "x" })).status).toBe(404);
    const old = await issueQuestion(null, { source: "context", exclude: [] }, { now: new Date(Date.now() - QUESTION_TTL_MS - 1) });
    if (!("question" in old)) throw new Error(JSON.stringify(old));
    expect(await answered(await answer(null, old.question.id, { text: "x" }), 410)).toEqual({ error: PRACTICE_MESSAGES.questionExpired });
    const before = await scheduleOf(alice);
    expect(await answered<AnswerResult>(await answer(alice, view.id, { text: "x" }))).toMatchObject({ graded: [] });
    expect(await scheduleOf(alice)).toEqual(before);
  });
});

describe("where the words come from", () => {
  it("review: nothing due says so", async () => {
    const learner = await signedInUser("idle");
    expect(await answered<NextResponse>(await call("next", { source: "review" }, learner))).toEqual({ done: true, reason: "nothing-due" });
  });

  it("favourites: too few words for a board, or none with a synonym; a round that has asked them all is over", async () => {
    const learner = await signedInUser("few");
    const plain = wordsFor("match", MATCH_SIZE.min - 1, { from: 3000, extra: (i) => !canAsk("synonym", i) });
    await favourite(learner, plain);
    expect(await answered(await call("next", { source: "favourites", kind: "match" }, learner))).toEqual({ done: true, reason: "too-few-words" });
    expect(await answered(await call("next", { source: "favourites", kind: "synonym" }, learner))).toEqual({ done: true, reason: "too-few-words" });
    const usable = plain.filter((index) => canAsk("word", index));
    expect(await answered(await call("next", { source: "favourites", kind: "word", exclude: usable }, learner))).toEqual({
      done: true,
      reason: "no-question",
    });
  });

  it("favourites: one order per round, each word once", async () => {
    const learner = await signedInUser("rounder");
    const words = wordsFor("word", 5, { from: 800 });
    await favourite(learner, words);
    const round = async (id: string) => {
      const asked: number[] = [];
      for (;;) {
        const next = await answered<NextResponse>(await call("next", { source: "favourites", kind: "word", round: id, exclude: asked }, learner));
        if (!("question" in next)) return asked;
        asked.push(...(await db().practiceQuestion.findUniqueOrThrow({ where: { id: next.question.id } })).wordIndexes);
      }
    };
    const first = await round("round-one-0001");
    expect([...first].sort((a, b) => a - b)).toEqual(words);
    expect(await round("round-one-0001")).toEqual(first);
  });
});

describe("the table stays bounded", () => {
  it(`refuses a new question (429) while ${MAX_OPEN_QUESTIONS} wait for an answer; long-expired questions are swept`, async () => {
    const learner = await signedInUser("hoarder");
    const now = Date.now();
    const open = (i: number, expiresAt: number) => ({
      id: `open${String(i).padStart(18, "0")}${learner.id.slice(0, 8)}`,
      userId: learner.id,
      kind: "meaning",
      wordIndexes: [0],
      direction: 0,
      answerKey: { kind: "meaning", correct: 0, options: ["a", "b", "c", "d"] },
      expiresAt: new Date(expiresAt),
    });
    await db().practiceQuestion.createMany({ data: Array.from({ length: MAX_OPEN_QUESTIONS }, (_, i) => open(i, now + QUESTION_TTL_MS)) });
    expect(await answered(await call("next", { source: "context" }, learner), 429)).toEqual({ error: PRACTICE_MESSAGES.tooManyOpen });

    // Expired long ago: not open, and swept by the next issue.
    await db().practiceQuestion.updateMany({ where: { userId: learner.id }, data: { expiresAt: new Date(now - 3 * QUESTION_TTL_MS) } });
    await question(learner, { source: "context" });
    expect(await db().practiceQuestion.count({ where: { userId: learner.id } })).toBeLessThan(MAX_OPEN_QUESTIONS);
  });
});

describe("fuzz: 200 generated requests per endpoint, never a 500", () => {
  for (const name of ["next", "answer", "hint", "override"] as const) {
    it(`POST ${name}`, async () => {
      const [fuzzer, other] = await Promise.all([signedInUser("fuzzer"), signedInUser("other")]);
      await inDeck(fuzzer, wordsFor("meaning", 3, { from: 900 }));
      const statuses = await fuzzEndpoint(endpointSpec("POST", `/api/v1/practice/${name}`), PRACTICE_HANDLERS[name], { user: fuzzer, other, noteIds: [] }, 200);
      expect(statuses.get(400) ?? 0, formatStatuses(statuses)).toBeGreaterThan(0);
    });
  }
});

describe("fuzz: answers, hints and overrides of real questions", () => {
  it("200 cases: never a 500, and each question graded at most once whatever is sent", async () => {
    const learner = await signedInUser("prober");
    await favourite(learner, wordsFor("synonym", 3, { from: 1200 }));
    await inDeck(learner, [...wordsFor("typed", 4, { from: 1300 }), ...wordsFor("meaning", 4, { from: 1400 })]);
    const ids: string[] = [];
    const asked: number[] = [];
    for (const ask of [
      { source: "review", kind: "typed" },
      { source: "review", kind: "meaning" },
      { source: "favourites", kind: "synonym" },
      { source: "context" },
    ]) {
      // A round's words left out, as the client does: one open question per word (lib/practice/question-store.ts).
      for (let i = 0; i < 3; i += 1) {
        const { id } = await question(learner, { ...ask, exclude: asked });
        ids.push(id);
        asked.push(...(await db().practiceQuestion.findUniqueOrThrow({ where: { id } })).wordIndexes);
      }
    }
    // Mostly of a shape some question takes, so that many get answered.
    const mostly = <T>(right: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: awkwardValue() });
    const given = fc.oneof(
      { weight: 3, arbitrary: fc.record({ choice: mostly(fc.integer({ min: -1, max: 4 })) }) },
      { weight: 3, arbitrary: fc.record({ text: mostly(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("zzqxj", ""))) }) },
      { weight: 1, arbitrary: fc.record({ pairs: mostly(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 7 })) }) },
      { weight: 1, arbitrary: awkwardValue() },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("answer", "hint", "override"),
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: awkwardValue() }),
        given,
        mostly(fc.integer({ min: 0, max: 100_000 })),
        async (name, questionId, answer, durationMs) => {
          const response = await call(name as PracticeCallName, { questionId, answer, durationMs }, learner);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect([200, 400, 404, 409, 410]).toContain(response.status);
          const body = (await response.json()) as Record<string, unknown>;
          if (response.status >= 400) expect(typeof body.error).toBe("string");
        },
      ),
      { numRuns: 200 },
    );
    expect(statuses.get(200) ?? 0, formatStatuses(statuses)).toBeGreaterThan(0);
    // One grade per answered question, an override replacing its miss.
    const answered = await db().practiceQuestion.count({ where: { userId: learner.id, result: { not: Prisma.DbNull } } });
    expect(answered).toBeGreaterThanOrEqual(3);
    expect((await logsOf(learner)).length).toBe(answered);
  });
});
