import { describe, expect, it } from "vitest";
import {
  answerRequest,
  initialPracticeState,
  isDemoRound,
  practiceReducer,
  rightAnswerText,
  roundSummary,
  roundWords,
  wantsQuestion,
  type PracticeAction,
  type PracticeState,
} from "@/components/practice/practice-reducer";
import { PRACTICE_MESSAGES, doneMessage, formatClock, formatDuration, questionNumber, typoNote } from "@/components/practice/practice-messages";
import { SPOT_CHECKS_PER_DAY } from "@/lib/known/spot-check-limits";
import { ROUND_SIZE, roundSizeOf, type AnswerResult, type GradedCard, type NextResponse, type QuestionView } from "@/lib/practice/types";

// The practice screen's state machine (components/practice/practice-reducer.ts)
// and its strings, without a browser.

const T0 = 1_700_000_000_000;
const EXPIRES = new Date(T0 + 15 * 60_000).toISOString();

function choice(id: string, kind: "meaning" | "word" = "meaning"): QuestionView {
  return kind === "meaning"
    ? { id, kind, direction: "recognition", expiresAt: EXPIRES, word: `word-${id}`, ipa: null, partOfSpeech: "noun", options: ["a", "b", "c", "d"] }
    : { id, kind, direction: "recognition", expiresAt: EXPIRES, definition: "a meaning", partOfSpeech: "noun", options: ["apple", "pear", "plum", "fig"] };
}

function cloze(id: string): QuestionView {
  return {
    id,
    kind: "cloze",
    direction: "production",
    expiresAt: EXPIRES,
    sentence: "She _____ it twice.",
    definition: "to express in words",
    partOfSpeech: "verb",
    startsWith: "s",
  };
}

function match(id: string): QuestionView {
  return {
    id,
    kind: "match",
    direction: "recognition",
    expiresAt: EXPIRES,
    words: ["one", "two", "three", "four", "five"],
    definitions: ["def 3", "def 1", "def 5", "def 2", "def 4"],
  };
}

function graded(wordIndex: number, word: string, correct: boolean): GradedCard {
  return {
    wordIndex,
    word,
    correct,
    rating: correct ? 3 : 1,
    card: {
      wordIndex,
      state: "learning",
      due: new Date(T0).toISOString(),
      stability: 1,
      difficulty: 5,
      reps: 1,
      lapses: 0,
      scheduledDays: 0,
      lastReview: null,
    },
    reviewId: `review-${wordIndex}`,
  };
}

function result(questionId: string, fields: Partial<AnswerResult> = {}): AnswerResult {
  return { questionId, kind: "meaning", wordIndexes: [], correct: true, correctChoice: 0, graded: [], canOverride: false, ...fields };
}

function run(state: PracticeState, ...actions: PracticeAction[]): PracticeState {
  return actions.reduce(practiceReducer, state);
}

const next = (question: QuestionView): NextResponse => ({ question });

/** A state showing `question`, fetched at T0. */
function showing(question: QuestionView, from: PracticeState = initialPracticeState()): PracticeState {
  return run(from, { type: "fetchStarted" }, { type: "fetched", response: next(question), now: T0 });
}

/** `question` shown, answered with the first option, and checked as `fields` say. */
function answered(question: QuestionView, fields: Partial<AnswerResult> = {}, from?: PracticeState): PracticeState {
  return run(showing(question, from), { type: "pick", choice: 0 }, { type: "answered", result: result(question.id, fields), now: T0 + 2_000 });
}

describe("fetching questions", () => {
  it("starts loading and wants a question; a fetch in flight wants no other", () => {
    const state = initialPracticeState();
    expect(state.phase).toBe("loading");
    expect(wantsQuestion(state)).toBe(true);
    expect(wantsQuestion(run(state, { type: "fetchStarted" }))).toBe(false);
  });

  it("shows the first question, and the round's clock starts with it", () => {
    const state = showing(choice("q1"));
    expect(state).toMatchObject({ phase: "question", shownAt: T0, startedAt: T0, fetching: false });
    expect(state.question?.id).toBe("q1");
    expect(wantsQuestion(state)).toBe(false);
  });

  it("a round with no question at all is the empty screen, with the reason", () => {
    const state = run(initialPracticeState(), { type: "fetchStarted" }, { type: "fetched", response: { done: true, reason: "too-few-words" }, now: T0 });
    expect(state).toMatchObject({ phase: "empty", endReason: "too-few-words", question: null });
    expect(wantsQuestion(state)).toBe(false);
  });

  it("a first question the server refuses is final: no Try again, which would only be refused again", () => {
    const refused = run(initialPracticeState(), { type: "fetchStarted" }, { type: "fetchFailed", message: "Pick a kind of question.", refused: true });
    expect(refused).toMatchObject({ phase: "error", failure: "Pick a kind of question.", failureFinal: true });
    expect(run(refused, { type: "retry" })).toBe(refused);
    const lost = run(initialPracticeState(), { type: "fetchStarted" }, { type: "fetchFailed" });
    expect(lost.failureFinal).toBe(false);
  });

  it("a failed first fetch is the error screen, and Try again loads again", () => {
    const failed = run(initialPracticeState(), { type: "fetchStarted" }, { type: "fetchFailed" });
    expect(failed.phase).toBe("error");
    expect(failed.announcement).toBe(PRACTICE_MESSAGES.loadFailed);
    // The server's own words, when it gave some (too many questions open).
    const refused = run(initialPracticeState(), { type: "fetchStarted" }, { type: "fetchFailed", message: "Too many questions." });
    expect(refused).toMatchObject({ phase: "error", failure: "Too many questions.", announcement: "Too many questions." });
    expect(run(refused, { type: "retry" }).failure).toBeNull();
    expect(wantsQuestion(failed)).toBe(false);
    const again = run(failed, { type: "retry" });
    expect(again.phase).toBe("loading");
    expect(wantsQuestion(again)).toBe(true);
  });

  it("a late answer to a fetch is ignored while a question shows", () => {
    const state = showing(choice("q1"));
    const after = run(state, { type: "fetched", response: next(choice("stale")), now: T0 + 5 });
    expect(after.question?.id).toBe("q1");
    expect(after.upcoming).toBeNull();
  });
});

describe("choice questions", () => {
  it("a pick sends the answer once, timed from the question's showing", () => {
    const checking = run(showing(choice("q1")), { type: "pick", choice: 2 });
    expect(checking).toMatchObject({ phase: "checking", answer: { choice: 2 } });
    expect(answerRequest(checking, T0 + 1_234)).toEqual({ questionId: "q1", answer: { choice: 2 }, durationMs: 1_234 });
    // A second pick (a double click, a key held) changes nothing.
    expect(run(checking, { type: "pick", choice: 1 })).toBe(checking);
    expect(answerRequest(showing(choice("q1")), T0)).toBeNull();
  });

  it("refuses an option that is not there, and a pick on a typed question", () => {
    const state = showing(choice("q1"));
    for (const bad of [-1, 4, 1.5, Number.NaN]) expect(run(state, { type: "pick", choice: bad })).toBe(state);
    const typed = showing(cloze("c1"));
    expect(run(typed, { type: "pick", choice: 0 })).toBe(typed);
  });

  it("the verdict shows, the round records it, the words asked are excluded and the result is announced", () => {
    const state = answered(choice("q1"), { correct: false, correctChoice: 3, wordIndexes: [42], graded: [graded(42, "word-q1", false)] });
    expect(state.phase).toBe("feedback");
    expect(state.records).toEqual([
      { questionId: "q1", kind: "meaning", correct: false, words: [{ word: "word-q1", correct: false }], rating: 1, graded: true, typo: false },
    ]);
    expect(state.exclude).toEqual([42]);
    expect(state.announcement).toBe("Not quite. The answer is d.");
    expect(rightAnswerText(state.question!, state.result!)).toBe("d");
    const right = answered(choice("q2"), { correct: true, correctChoice: 0 });
    expect(right.announcement).toBe("Right! a.");
  });

  it("ignores the answer to another question", () => {
    const checking = run(showing(choice("q1")), { type: "pick", choice: 0 });
    expect(run(checking, { type: "answered", result: result("other"), now: T0 })).toBe(checking);
  });

  it("Meaning → word: the word asked about is the right option", () => {
    const state = answered(choice("q1", "word"), { correct: false, correctChoice: 2 });
    expect(state.records[0]!.words).toEqual([{ word: "plum", correct: false }]);
  });
});

describe("the next question", () => {
  it("is fetched while the verdict shows, with the round's words excluded, and shows at once on Next", () => {
    const feedback = answered(choice("q1"), { wordIndexes: [7], graded: [graded(7, "word-q1", true)] });
    expect(wantsQuestion(feedback)).toBe(true);
    const prefetched = run(feedback, { type: "fetchStarted" }, { type: "fetched", response: next(choice("q2")), now: T0 + 2_100 });
    expect(prefetched.phase).toBe("feedback");
    expect(prefetched.upcoming).toEqual(next(choice("q2")));
    expect(wantsQuestion(prefetched)).toBe(false);

    const shown = run(prefetched, { type: "continue", now: T0 + 9_000 });
    expect(shown).toMatchObject({ phase: "question", shownAt: T0 + 9_000, startedAt: T0, upcoming: null, result: null, answer: null });
    expect(shown.question?.id).toBe("q2");
    expect(shown.exclude).toEqual([7]);
  });

  it("Next before it has come waits for it", () => {
    const feedback = run(answered(choice("q1")), { type: "fetchStarted" });
    const waiting = run(feedback, { type: "continue", now: T0 + 3_000 });
    expect(waiting.phase).toBe("loading");
    expect(wantsQuestion(waiting)).toBe(false);
    const shown = run(waiting, { type: "fetched", response: next(choice("q2")), now: T0 + 3_050 });
    expect(shown).toMatchObject({ phase: "question", shownAt: T0 + 3_050 });
  });

  it("a failed fetch ahead is not retried until Next, which fetches again", () => {
    const failed = run(answered(choice("q1")), { type: "fetchStarted" }, { type: "fetchFailed" });
    expect(failed).toMatchObject({ phase: "feedback", fetchFailed: true });
    expect(wantsQuestion(failed)).toBe(false);
    const waiting = run(failed, { type: "continue", now: T0 + 3_000 });
    expect(waiting.phase).toBe("loading");
    expect(wantsQuestion(waiting)).toBe(true);
  });

  it("no more questions ends the round early, with the summary", () => {
    const state = run(answered(choice("q1")), { type: "fetchStarted" }, { type: "fetched", response: { done: true, reason: "nothing-due" }, now: T0 });
    const summary = run(state, { type: "continue", now: T0 + 4_000 });
    expect(summary).toMatchObject({ phase: "summary", endReason: "nothing-due" });
  });
});

describe("a round", () => {
  function playRound(): PracticeState {
    let state = initialPracticeState();
    for (let index = 0; index < ROUND_SIZE; index += 1) {
      const id = `q${index}`;
      const question = choice(id);
      // Every third answer is wrong; the first and fourth ask about the same word.
      const word = index === 3 ? "word-q0" : `word-${id}`;
      const correct = index % 3 !== 0;
      state = run(
        state,
        { type: "fetchStarted" },
        { type: "fetched", response: next(question), now: T0 + index * 10_000 },
        { type: "continue", now: T0 + index * 10_000 },
      );
      state = run(
        state,
        { type: "pick", choice: 1 },
        { type: "answered", result: result(id, { correct, graded: [graded(index, word, correct)] }), now: T0 + index * 10_000 + 3_000 },
      );
    }
    return state;
  }

  it("a spot check's round is the day's few questions (source known), and a new round keeps its size", () => {
    const size = roundSizeOf("known");
    expect(size).toBe(SPOT_CHECKS_PER_DAY);
    expect(roundSizeOf("review")).toBe(ROUND_SIZE);
    let state = initialPracticeState(size);
    for (let index = 0; index < size; index += 1) {
      const id = `k${index}`;
      state = run(
        state,
        { type: "fetchStarted" },
        { type: "fetched", response: next(choice(id)), now: T0 + index * 10_000 },
        { type: "continue", now: T0 + index * 10_000 },
        { type: "pick", choice: 1 },
        { type: "answered", result: result(id, { correct: true, graded: [] }), now: T0 + index * 10_000 + 3_000 },
      );
    }
    expect(wantsQuestion(state)).toBe(false);
    const summary = run(state, { type: "continue", now: T0 + 100_000 });
    expect(summary.phase).toBe("summary");
    expect(run(summary, { type: "restart" }).roundSize).toBe(size);
    expect(questionNumber(0, size)).toBe(`Question 1 of ${SPOT_CHECKS_PER_DAY}`);
    expect(doneMessage("nothing-due", "known")).toBe("No words you know need a check right now. Come back tomorrow.");
  });

  it("is ROUND_SIZE questions: after the last, nothing more is fetched and Next opens the summary", () => {
    const last = playRound();
    expect(last.records).toHaveLength(ROUND_SIZE);
    expect(wantsQuestion(last)).toBe(false);
    const summary = run(last, { type: "continue", now: T0 + 200_000 });
    expect(summary).toMatchObject({ phase: "summary", endReason: null, question: null });
    expect(roundSummary(summary)).toEqual({
      right: 6,
      wrong: 4,
      total: 10,
      missed: ["word-q0", "word-q6", "word-q9"],
      durationMs: 93_000,
    });
    expect(isDemoRound(summary)).toBe(false);
  });

  it("Practise again starts a new round from the summary only", () => {
    const summary = run(playRound(), { type: "continue", now: T0 + 200_000 });
    expect(run(summary, { type: "restart" })).toEqual(initialPracticeState());
    const question = showing(choice("q1"));
    expect(run(question, { type: "restart" })).toBe(question);
  });

  it("a visitor's demo grades nothing, and says so; its words are left out of the round's next questions all the same", () => {
    const demo = run(answered(choice("q1"), { correct: false, correctChoice: 1, wordIndexes: [9] }), {
      type: "fetched",
      response: { done: true, reason: "no-question" },
      now: T0,
    });
    expect(isDemoRound(run(demo, { type: "continue", now: T0 }))).toBe(true);
    expect(roundSummary(demo).missed).toEqual(["word-q1"]);
    expect(demo.exclude).toEqual([9]);
  });

  it("a word typed one letter off is right, and still listed among the words to look at again", () => {
    let state = initialPracticeState();
    const answers: [string, string, AnswerResult["verdict"]][] = [
      ["q1", "said", "typo"],
      ["q2", "told", "exact"],
    ];
    for (const [index, [id, word, verdict]] of answers.entries()) {
      state = run(
        state,
        { type: "fetchStarted" },
        { type: "fetched", response: next(cloze(id)), now: T0 },
        { type: "continue", now: T0 },
        { type: "submitText", text: word },
        {
          type: "answered",
          result: result(id, { kind: "cloze", correct: true, verdict, answer: word, wordIndexes: [index], graded: [graded(index, word, true)] }),
          now: T0 + 3_000,
        },
      );
    }
    const clean = state;
    const summary = roundSummary(clean);
    expect(summary).toMatchObject({ right: 2, wrong: 0, missed: ["said"] });
  });

  it("a slip in a visitor's demo says no grade: nothing was saved", () => {
    expect(typoNote("said")).toBe("One letter off: counted as Hard. It's spelt “said”.");
    expect(typoNote("said", false)).not.toMatch(/Hard|count/i);
    expect(typoNote("said", false)).toContain("“said”");
  });

  it("an Easy Words round answered right is no demo: its words were kept out of the deck, not left unsaved", () => {
    const easy = run(answered(choice("q1"), { correct: true, correctChoice: 1, wordIndexes: [9], leftOut: [9] }), {
      type: "fetched",
      response: { done: true, reason: "no-question" },
      now: T0,
    });
    expect(isDemoRound(run(easy, { type: "continue", now: T0 }))).toBe(false);
  });
});

describe("typed questions", () => {
  it("sends the trimmed text; an empty answer is not sent", () => {
    const state = showing(cloze("c1"));
    expect(run(state, { type: "submitText", text: "   " })).toBe(state);
    const checking = run(state, { type: "submitText", text: "  said " });
    expect(checking.answer).toEqual({ text: "said" });
    expect(run(showing(choice("q1")), { type: "submitText", text: "said" }).phase).toBe("question");
  });

  it("a miss records the word as spelt, and its announcement names it", () => {
    const state = run(
      showing(cloze("c1")),
      { type: "submitText", text: "sed" },
      {
        type: "answered",
        result: result("c1", {
          kind: "cloze",
          correct: false,
          correctChoice: undefined,
          answer: "said",
          verdict: "wrong",
          diff: [{ text: "s", op: "same" }],
          canOverride: true,
        }),
        now: T0 + 1,
      },
    );
    expect(state.records[0]!.words).toEqual([{ word: "said", correct: false }]);
    expect(state.announcement).toBe("Not quite. The answer is said.");
  });

  it("the hint is asked once, and only for the question showing", () => {
    const state = showing(cloze("c1"));
    const pending = run(state, { type: "hintStarted" });
    expect(pending.hintPending).toBe(true);
    expect(run(pending, { type: "hintStarted" })).toBe(pending);
    expect(run(pending, { type: "hinted", questionId: "other", hint: { firstLetter: "x", length: 3 } })).toBe(pending);
    const hinted = run(pending, { type: "hinted", questionId: "c1", hint: { firstLetter: "s", length: 4 } });
    expect(hinted).toMatchObject({ hint: { firstLetter: "s", length: 4 }, hintPending: false });
    expect(run(hinted, { type: "hintStarted" })).toBe(hinted);
    expect(run(showing(choice("q1")), { type: "hintStarted" }).hintPending).toBe(false);
    const failed = run(state, { type: "hintStarted" }, { type: "hintFailed" });
    expect(failed).toMatchObject({ hintPending: false, notice: "hintFailed" });
  });

  it("a new question forgets the last one's hint", () => {
    const hinted = run(showing(cloze("c1")), { type: "hintStarted" }, { type: "hinted", questionId: "c1", hint: { firstLetter: "s", length: 4 } });
    const answeredState = run(
      hinted,
      { type: "submitText", text: "said" },
      { type: "answered", result: result("c1", { kind: "cloze", answer: "said", verdict: "exact" }), now: T0 },
      { type: "fetched", response: next(cloze("c2")), now: T0 },
      { type: "continue", now: T0 },
    );
    expect(answeredState.question?.id).toBe("c2");
    expect(answeredState.hint).toBeNull();
  });
});

describe("a failed answer", () => {
  it("one the server may still take: the question stays, to send again", () => {
    const state = run(showing(choice("q1")), { type: "pick", choice: 1 }, { type: "answerFailed", refused: false });
    expect(state).toMatchObject({ phase: "question", notice: "answerFailed", announcement: PRACTICE_MESSAGES.answerFailed });
    expect(run(state, { type: "pick", choice: 2 }).phase).toBe("checking");
  });

  it("one it refused (expired, answered already): a new question, which says why", () => {
    const state = run(showing(choice("q1")), { type: "pick", choice: 1 }, { type: "answerFailed", refused: true });
    expect(state).toMatchObject({ phase: "loading", question: null, notice: "expired" });
    expect(wantsQuestion(state)).toBe(true);
    const shown = run(state, { type: "fetchStarted" }, { type: "fetched", response: next(choice("q2")), now: T0 });
    expect(shown).toMatchObject({ phase: "question", notice: "expired", announcement: PRACTICE_MESSAGES.expired });
    expect(run(shown, { type: "pick", choice: 0 }).notice).toBeNull();
  });
});

describe("I was right", () => {
  const miss = () =>
    run(
      showing(cloze("c1")),
      { type: "submitText", text: "stated" },
      {
        type: "answered",
        result: result("c1", { kind: "cloze", correct: false, answer: "said", verdict: "wrong", canOverride: true, graded: [graded(9, "said", false)] }),
        now: T0,
      },
    );

  it("turns the miss into a right answer, once", () => {
    const pending = run(miss(), { type: "overrideStarted" });
    expect(pending.overridePending).toBe(true);
    // Next waits for the override's answer.
    expect(run(pending, { type: "continue", now: T0 })).toBe(pending);
    const done = run(pending, {
      type: "overridden",
      result: result("c1", { kind: "cloze", correct: true, answer: "said", canOverride: true, graded: [{ ...graded(9, "said", true), rating: 3 }] }),
    });
    expect(done.result).toMatchObject({ correct: true, canOverride: false });
    expect(done.records).toEqual([
      { questionId: "c1", kind: "cloze", correct: true, words: [{ word: "said", correct: true }], rating: 3, graded: true, typo: false },
    ]);
    expect(done.announcement).toBe(PRACTICE_MESSAGES.overridden);
    expect(run(done, { type: "overrideStarted" })).toBe(done);
  });

  it("is not offered where the server does not allow it, and a failure says so", () => {
    const right = answered(choice("q1"));
    expect(run(right, { type: "overrideStarted" })).toBe(right);
    const failed = run(miss(), { type: "overrideStarted" }, { type: "overrideFailed" });
    expect(failed).toMatchObject({ overridePending: false, notice: "overrideFailed" });
    expect(failed.records[0]!.correct).toBe(false);
  });
});

describe("Match Words", () => {
  const board = () => showing(match("m1"));

  it("starts with nothing matched", () => {
    expect(board()).toMatchObject({ pairs: [null, null, null, null, null], selection: null });
  });

  it("a word then a definition, or a definition then a word, makes a pair", () => {
    const one = run(board(), { type: "selectMatch", column: "word", index: 0 });
    expect(one.selection).toEqual({ column: "word", index: 0 });
    const paired = run(one, { type: "selectMatch", column: "definition", index: 1 });
    expect(paired).toMatchObject({ pairs: [1, null, null, null, null], selection: null, announcement: "one: matched." });
    const other = run(paired, { type: "selectMatch", column: "definition", index: 3 }, { type: "selectMatch", column: "word", index: 1 });
    expect(other.pairs).toEqual([1, 3, null, null, null]);
  });

  it("picking again in the same column moves the selection, the same item lets go", () => {
    const state = run(board(), { type: "selectMatch", column: "word", index: 0 }, { type: "selectMatch", column: "word", index: 2 });
    expect(state.selection).toEqual({ column: "word", index: 2 });
    expect(run(state, { type: "selectMatch", column: "word", index: 2 }).selection).toBeNull();
  });

  it("a definition goes with one word: matching it again moves it; a pair picked again comes apart", () => {
    const state = run(board(), { type: "selectMatch", column: "word", index: 0 }, { type: "selectMatch", column: "definition", index: 1 });
    const moved = run(state, { type: "selectMatch", column: "word", index: 2 }, { type: "selectMatch", column: "definition", index: 1 });
    expect(moved.pairs).toEqual([null, null, 1, null, null]);
    const apart = run(moved, { type: "selectMatch", column: "definition", index: 1 }, { type: "selectMatch", column: "word", index: 2 });
    expect(apart.pairs).toEqual([null, null, null, null, null]);
  });

  it("refuses items that are not on the board", () => {
    const state = board();
    expect(run(state, { type: "selectMatch", column: "word", index: 5 })).toBe(state);
    expect(run(state, { type: "selectMatch", column: "definition", index: -1 })).toBe(state);
    const choiceState = showing(choice("q1"));
    expect(run(choiceState, { type: "selectMatch", column: "word", index: 0 })).toBe(choiceState);
  });

  it("is checked only when every word is matched; the verdict names each word", () => {
    let state = board();
    const sent = [1, 3, 0, 4, 2];
    for (const [word, definition] of sent.entries()) {
      if (word === 4) expect(run(state, { type: "submitMatch" })).toBe(state);
      state = run(state, { type: "selectMatch", column: "word", index: word }, { type: "selectMatch", column: "definition", index: definition });
    }
    const checking = run(state, { type: "submitMatch" });
    expect(checking.answer).toEqual({ pairs: sent });
    expect(answerRequest(checking, T0 + 31_000)).toEqual({ questionId: "m1", answer: { pairs: sent }, durationMs: 31_000 });
    // The learner swapped the last two.
    const checked = run(checking, {
      type: "answered",
      result: result("m1", { kind: "match", correct: false, correctChoice: undefined, pairs: [1, 3, 0, 2, 4] }),
      now: T0 + 31_000,
    });
    expect(checked.records[0]!.words).toEqual([
      { word: "one", correct: true },
      { word: "two", correct: true },
      { word: "three", correct: true },
      { word: "four", correct: false },
      { word: "five", correct: false },
    ]);
    expect(checked.announcement).toBe("Not quite. 3 of 5 matched right.");
    expect(rightAnswerText(checked.question!, checked.result!)).toBeNull();
  });

  it("uses the graded cards when there are some", () => {
    const question = match("m1");
    const words = roundWords(question, { pairs: [0, 1, 2, 3, 4] }, result("m1", { kind: "match", graded: [graded(1, "one", true), graded(2, "two", false)] }));
    expect(words).toEqual([
      { word: "one", correct: true },
      { word: "two", correct: false },
    ]);
  });
});

describe("the practice strings", () => {
  it("say in plain words why a favourites tile has no round", () => {
    expect(doneMessage("too-few-words", "favourites", "match")).toBe(
      "Match Words needs at least 5 favourite words. Add words to your favourites from the flashcards.",
    );
    expect(doneMessage("too-few-words", "favourites", "synonym")).toMatch(/^Synonyms MCQ needs a favourite word that has a synonym\./);
    expect(doneMessage("too-few-words", "favourites", "antonym")).toMatch(/^Antonyms MCQ needs/);
    expect(doneMessage("too-few-words", "favourites", "word")).toMatch(/^Word MCQ needs at least one favourite word\./);
    expect(doneMessage("nothing-due", "review")).toMatch(/^No words are due for review right now\./);
  });

  it("count the round, the time and the clock", () => {
    expect(questionNumber(0)).toBe(`Question 1 of ${ROUND_SIZE}`);
    expect(formatDuration(42_400)).toBe("42 s");
    expect(formatDuration(65_000)).toBe("1 min 5 s");
    expect(formatDuration(120_000)).toBe("2 min");
    expect(formatClock(7_900)).toBe("0:07");
    expect(formatClock(102_000)).toBe("1:42");
  });
});
