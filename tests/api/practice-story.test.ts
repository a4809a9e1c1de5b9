// api group: app
// Learn with Story's check (source story), called as Next calls the handlers
// with real session cookies: a question on a word the story teaches, a cloze
// of the story's own sentence where one decides it; the answer graded into
// the learner's card (a word new to them enters the deck, as Learn with
// Context has it); a slug no story has refused; a visitor's demo stores nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { openDemoQuestion } from "@/lib/practice/demo-token";
import { PRACTICE_MESSAGES } from "@/lib/practice/messages";
import { buildStoryQuestion, storyCloze, storyQuestionKind, storyRoundWords } from "@/lib/practice/story-questions";
import { BLANK, STORY_ROUND_SIZE, type AnswerKey, type AnswerResult, type NextResponse, type PracticeAnswer } from "@/lib/practice/types";
import { storyBySlug, type Story } from "@/lib/stories/stories";
import { answered, nextQuestion as question, practiceCall as call, practiceWritesOf } from "@/tests/api/support/practice-calls";
import { signedInUser, type SignedInUser } from "@/tests/support/session";

const SLUG = "moving-day";

const answer = (user: SignedInUser | null, questionId: string, given: PracticeAnswer) => call("answer", { questionId, answer: given, durationMs: 1500 }, user);

/** A round whose first words are left out up to its first cloze: the body that asks that cloze, and the word. */
function clozeRound(story: Story, round: string): { body: Record<string, unknown>; wordIndex: number } {
  const words = storyRoundWords(story, round);
  const at = words.findIndex((index) => storyQuestionKind(index, story.paragraphs) === "cloze");
  if (at < 0) throw new Error(`no cloze in round ${round}`);
  return { body: { source: "story", story: story.slug, round, exclude: words.slice(0, at) }, wordIndex: words[at]! };
}

let learner: SignedInUser;
let story: Story;
beforeAll(async () => {
  learner = await signedInUser("story-check");
  story = storyBySlug(SLUG)!;
});

describe("Learn with Story's check (source story)", () => {
  it("asks a taught word as a cloze of the story's own sentence; the right answer is graded into the learner's card", async () => {
    const { body, wordIndex } = clozeRound(story, "story-cloze-round");
    const view = await question(learner, body);
    if (view.kind !== "cloze") throw new Error(`not a cloze: ${view.kind}`);
    const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: view.id } });
    expect(row.wordIndexes).toEqual([wordIndex]);
    expect(story.teaches.map((word) => word.index)).toContain(wordIndex);
    const cloze = storyCloze(wordIndex, story.paragraphs)!;
    expect(view.sentence).toBe(cloze.sentence);
    // The story's sentence, the word's form put back.
    expect(story.paragraphs.join(" ")).toContain(view.sentence.replaceAll(BLANK, cloze.needed[0]!).replace(/^"|"$/g, ""));
    expect(JSON.stringify(view)).not.toContain(`"${cloze.needed[0]}"`);
    const key = row.answerKey as unknown as AnswerKey;
    expect(key).toMatchObject({ kind: "cloze", needed: cloze.needed });

    expect(await db().reviewCard.count({ where: { userId: learner.id, wordIndex } })).toBe(0);
    const result = await answered<AnswerResult>(await answer(learner, view.id, { text: cloze.needed[0]! }));
    expect(result).toMatchObject({ kind: "cloze", correct: true, wordIndexes: [wordIndex] });
    expect(result.graded).toHaveLength(1);
    expect(result.graded[0]).toMatchObject({ wordIndex, correct: true, rating: 3 });
    const card = await db().reviewCard.findFirstOrThrow({ where: { userId: learner.id, wordIndex } });
    expect(card.reps).toBe(1);
    const log = await db().reviewLog.findFirst({ where: { userId: learner.id, wordIndex }, orderBy: { id: "desc" } });
    expect(log?.questionKind).toBe("cloze");
  });

  it("a miss is graded Again and lists the word", async () => {
    const { body, wordIndex } = clozeRound(story, "story-miss-round");
    const view = await question(learner, body);
    const result = await answered<AnswerResult>(await answer(learner, view.id, { text: "zzzz" }));
    expect(result).toMatchObject({ correct: false, wordIndexes: [wordIndex] });
    expect(result.graded[0]).toMatchObject({ wordIndex, correct: false, rating: 1 });
  });

  it("asks at most STORY_ROUND_SIZE words a round, each once, then says it is done", async () => {
    const round = "story-whole-round";
    const exclude: number[] = [];
    for (;;) {
      const next = await answered<NextResponse>(await call("next", { source: "story", story: SLUG, round, exclude }, learner));
      if ("done" in next) {
        expect(next.reason).toBe("no-question");
        break;
      }
      const row = await db().practiceQuestion.findUniqueOrThrow({ where: { id: next.question.id } });
      expect(["cloze", "meaning"]).toContain(next.question.kind);
      exclude.push(row.wordIndexes[0]!);
      expect(exclude.length).toBeLessThanOrEqual(STORY_ROUND_SIZE);
    }
    expect(exclude).toEqual(storyRoundWords(story, round));
    expect(exclude).toHaveLength(STORY_ROUND_SIZE);
  });

  it("refuses a slug no story has (404), a missing story, a story with another source, and a kind", async () => {
    expect(await answered(await call("next", { source: "story", story: "no-such-story" }, learner), 404)).toMatchObject({
      error: PRACTICE_MESSAGES.storyNotFound,
    });
    expect(await answered(await call("next", { source: "story", story: "no-such-story" }, null), 404)).toMatchObject({
      error: PRACTICE_MESSAGES.storyNotFound,
    });
    expect(await answered(await call("next", { source: "story" }, learner), 400)).toMatchObject({ error: PRACTICE_MESSAGES.storyRequired });
    expect(await answered(await call("next", { source: "context", story: SLUG }, learner), 400)).toMatchObject({ error: PRACTICE_MESSAGES.storyOnStory });
    expect(await answered(await call("next", { source: "story", story: SLUG, kind: "cloze" }, learner), 400)).toMatchObject({
      error: PRACTICE_MESSAGES.storyKindChosen,
    });
    expect(await answered(await call("next", { source: "story", story: "Not A Slug" }, learner), 400)).toHaveProperty("error");
  });

  it("a visitor gets a sealed demo of the story's sentence: checked, hinted, nothing stored or graded", async () => {
    const { body, wordIndex } = clozeRound(story, "story-demo-round");
    expect(
      await practiceWritesOf(async () => {
        const view = await question(null, body);
        expect(view.id.startsWith("d.")).toBe(true);
        const demo = openDemoQuestion(view.id)!;
        expect(demo).toMatchObject({ wordIndex, kind: "cloze", story: SLUG });
        const cloze = storyCloze(wordIndex, story.paragraphs)!;
        if (view.kind !== "cloze") throw new Error("not a cloze");
        expect(view.sentence).toBe(cloze.sentence);
        expect(buildStoryQuestion(story.paragraphs, wordIndex, demo.seed)?.payload).toMatchObject({ sentence: view.sentence });
        const hint = await answered<{ firstLetter: string; length: number }>(await call("hint", { questionId: view.id }, null));
        expect(hint).toEqual({ firstLetter: cloze.needed[0]![0], length: cloze.needed[0]!.length });
        const right = await answered<AnswerResult>(await answer(null, view.id, { text: cloze.needed[0]! }));
        expect(right).toMatchObject({ correct: true, graded: [], wordIndexes: [wordIndex] });
        const wrong = await answered<AnswerResult>(await answer(null, view.id, { text: "zzzz" }));
        expect(wrong).toMatchObject({ correct: false, graded: [] });
      }),
    ).toEqual([]);
  });
});
