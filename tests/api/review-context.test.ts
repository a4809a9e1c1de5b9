// api group: app
// Add to review with the sentence the learner met the word in (a story's, their
// own text's): POST /review/add keeps it as the context of the word's cards
// (the production card made later takes it too), never replaces one kept, and
// refuses one too long; a cloze question on the card asks that sentence when
// it decides the word, and the editors' sentence when it does not.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as add from "@/app/api/v1/review/add/route";
import * as grade from "@/app/api/v1/review/grade/route";
import { sectionBatches } from "@/lib/account/user-rows";
import { db } from "@/lib/db";
import { clozeSentences } from "@/lib/practice/cloze";
import { canAsk } from "@/lib/practice/questions";
import { storyCloze } from "@/lib/practice/story-questions";
import { BLANK, type AnswerKey, type AnswerResult } from "@/lib/practice/types";
import { practiceTables } from "@/lib/practice/word-tables";
import { MAX_CONTEXT_CHARACTERS } from "@/lib/review/card-context";
import { answered, nextQuestion, practiceCall } from "@/tests/api/support/practice-calls";
import { postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
const post = (handler: Handler, name: string, body: unknown, user: SignedInUser) => handler(postRequest(`/api/v1/review/${name}`, body, { user }));

function indexOf(word: string): number {
  const entry = practiceTables().byWord.get(word);
  if (!entry) throw new Error(`"${word}" is not in the word set`);
  return entry.index;
}

const TOY = indexOf("toy");
const SENTENCE = "Paul opened the boxes with Adam's toys.";
const OTHER = "Adam left his toys all over the kitchen floor.";

const contexts = async (user: SignedInUser, wordIndex: number) =>
  (await db().reviewCard.findMany({ where: { userId: user.id, wordIndex }, orderBy: { direction: "asc" } })).map((card) => [card.direction, card.context]);

async function addWord(user: SignedInUser, wordIndex: number, context?: unknown) {
  return answered<{ added: boolean; inDeck: boolean }>(await post(add.POST, "add", { wordIndex, ...(context !== undefined && { context }) }, user));
}

/** An Easy first grade: the recognition card's stability passes 3 days, so the word gets its production card. */
async function gradeEasy(user: SignedInUser, wordIndex: number) {
  await answered(await post(grade.POST, "grade", { wordIndex, rating: 4, reviewId: randomUUID(), durationMs: 1500 }, user));
}

/** The editors' cloze sentences of the word: what a cloze falls back to. */
const editorsSentences = (wordIndex: number) => clozeSentences(wordIndex).map((cloze) => cloze.sentence);

let learner: SignedInUser;
beforeAll(async () => {
  learner = await signedInUser("review-context");
  // The word has an editors' cloze, and the story's sentence decides it too.
  expect(canAsk("cloze", TOY)).toBe(true);
  expect(storyCloze(TOY, [SENTENCE])?.sentence).toBe(`Paul opened the boxes with Adam's ${BLANK}.`);
  expect(editorsSentences(TOY)).not.toContain(`Paul opened the boxes with Adam's ${BLANK}.`);
});

describe("POST /review/add { wordIndex, context }", () => {
  it("keeps the sentence on the word's card, and the production card made later takes it", async () => {
    const user = await signedInUser("context-kept");
    expect(await addWord(user, TOY, `  ${SENTENCE} `)).toEqual({ added: true, inDeck: true });
    expect(await contexts(user, TOY)).toEqual([[0, SENTENCE]]);
    await gradeEasy(user, TOY);
    expect(await contexts(user, TOY)).toEqual([
      [0, SENTENCE],
      [1, SENTENCE],
    ]);
  });

  it("a second add keeps the sentence kept first; a word added without one takes one later, on both cards", async () => {
    const user = await signedInUser("context-second");
    await addWord(user, TOY, SENTENCE);
    expect(await addWord(user, TOY, OTHER)).toEqual({ added: false, inDeck: true });
    expect(await contexts(user, TOY)).toEqual([[0, SENTENCE]]);

    const plain = indexOf("box");
    await addWord(user, plain);
    await gradeEasy(user, plain);
    expect(await contexts(user, plain)).toEqual([
      [0, null],
      [1, null],
    ]);
    await addWord(user, plain, SENTENCE);
    await addWord(user, plain, OTHER);
    expect(await contexts(user, plain)).toEqual([
      [0, SENTENCE],
      [1, SENTENCE],
    ]);
  });

  it("refuses a context too long, blank or not a string with a 400, and adds nothing", async () => {
    const user = await signedInUser("context-refused");
    for (const context of ["x".repeat(MAX_CONTEXT_CHARACTERS + 1), "   ", "", 42, null]) {
      const response = await post(add.POST, "add", { wordIndex: TOY, context }, user);
      const body = await answered<{ error: string }>(response, 400);
      expect(body.error).toBe(`context must be a sentence of 1 to ${MAX_CONTEXT_CHARACTERS} characters.`);
    }
    expect(await contexts(user, TOY)).toEqual([]);
    // The longest allowed is kept whole.
    const longest = `${SENTENCE} ${"a".repeat(MAX_CONTEXT_CHARACTERS - SENTENCE.length - 1)}`;
    await addWord(user, TOY, longest);
    expect(await contexts(user, TOY)).toEqual([[0, longest]]);
  });

  it("is in the account's download", async () => {
    const user = await signedInUser("context-export");
    await addWord(user, TOY, SENTENCE);
    const cards: unknown[] = [];
    for await (const rows of sectionBatches("reviewCards", user.id)) cards.push(...rows.map((row) => JSON.parse(row) as unknown));
    expect(cards).toEqual([expect.objectContaining({ wordIndex: TOY, direction: "recognition", context: SENTENCE })]);
  });
});

describe("a cloze question on a card with a context", () => {
  it("asks the learner's sentence with its sense's definition, and takes the form it needs", async () => {
    const user = await signedInUser("context-cloze");
    await addWord(user, TOY, SENTENCE);
    const view = await nextQuestion(user, { source: "context" });
    if (view.kind !== "cloze") throw new Error(`not a cloze: ${view.kind}`);
    const cloze = storyCloze(TOY, [SENTENCE])!;
    expect(view).toMatchObject({ sentence: cloze.sentence, definition: cloze.definition, partOfSpeech: cloze.partOfSpeech, startsWith: "t" });
    const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
    expect(row.answerKey as unknown as AnswerKey).toMatchObject({ kind: "cloze", word: "toy", needed: ["toys"] });
    const result = await answered<AnswerResult>(await practiceCall("answer", { questionId: view.id, answer: { text: "toys" }, durationMs: 1500 }, user));
    expect(result).toMatchObject({ correct: true, wordIndexes: [TOY] });
    expect(result.graded[0]).toMatchObject({ wordIndex: TOY, rating: 3 });
  });

  it("asks it on the production card too (source review)", async () => {
    const user = await signedInUser("context-production");
    await addWord(user, TOY, SENTENCE);
    await gradeEasy(user, TOY);
    const view = await nextQuestion(user, { source: "review" });
    expect(view).toMatchObject({ kind: "cloze", direction: "production", sentence: `Paul opened the boxes with Adam's ${BLANK}.` });
  });

  it("falls back to the editors' sentence when the learner's does not decide the word or is offensive", async () => {
    for (const context of ["We walked to the old market in the rain.", "Paul opened the damn boxes with Adam's toys."]) {
      expect(storyCloze(TOY, [context])).toBeNull();
      const user = await signedInUser("context-fallback");
      await addWord(user, TOY, context);
      expect(await contexts(user, TOY)).toEqual([[0, context]]);
      const view = await nextQuestion(user, { source: "context" });
      if (view.kind !== "cloze") throw new Error(`not a cloze: ${view.kind}`);
      expect(editorsSentences(TOY)).toContain(view.sentence);
    }
  });

  it("a card without a context asks the editors' sentence", async () => {
    await addWord(learner, TOY);
    const view = await nextQuestion(learner, { source: "context" });
    if (view.kind !== "cloze") throw new Error(`not a cloze: ${view.kind}`);
    expect(editorsSentences(TOY)).toContain(view.sentence);
  });
});
