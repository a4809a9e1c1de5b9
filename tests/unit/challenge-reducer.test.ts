import { describe, expect, it } from "vitest";
import {
  challengeReducer,
  initialChallengeState,
  isOpen,
  ownTime,
  startShows,
  takesAnswer,
  type ChallengeAction,
  type ChallengeState,
} from "@/components/challenges/challenge-reducer";
import type { ChallengeAnswerResult, ChallengeQuestion, ChallengeView, LeaderboardRow } from "@/lib/challenges/types";

// The challenge screen's state machine (components/challenges/challenge-reducer.ts), without a browser.

function row(name: string, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return { rank: 1, name, score: 0, timeMs: null, finished: false, you: false, replay: false, ...overrides };
}

function view(overrides: Partial<ChallengeView> = {}): ChallengeView {
  return {
    id: "ch1",
    title: "Friday words",
    kind: "meaning",
    source: "band",
    questions: 10,
    createdAt: "2026-12-01T00:00:00.000Z",
    closed: false,
    expired: false,
    full: false,
    youCreated: false,
    players: [],
    you: null,
    ...overrides,
  };
}

function question(index: number): ChallengeQuestion {
  return { kind: "meaning", word: `word${index}`, ipa: null, partOfSpeech: "noun", options: ["a", "b", "c", "d"], index, total: 10 } as ChallengeQuestion;
}

function result(index: number, overrides: Partial<ChallengeAnswerResult> = {}): ChallengeAnswerResult {
  return { index, correct: true, score: index + 1, answered: index + 1, total: 10, finished: false, timeMs: null, ...overrides };
}

function run(state: ChallengeState, ...actions: ChallengeAction[]): ChallengeState {
  return actions.reduce(challengeReducer, state);
}

const fresh = () => initialChallengeState(view());
const asked = (index = 0) => run(fresh(), { type: "nextRead", next: { question: question(index) } });
const sending = (index = 0) => run(asked(index), { type: "answerSent" });

describe("the first state", () => {
  it("starts a new player at the join form, nothing typed, nothing busy", () => {
    const state = fresh();
    expect(state).toEqual({ view: view(), stage: { name: "start" }, error: null, nickname: "", typed: "", copied: false, busy: false, seen: [] });
    expect(startShows(state)).toBe("join");
  });

  it("shows a finished player's result, their time from their leaderboard row", () => {
    const finished = view({
      you: { answered: 10, score: 7, finished: true },
      players: [row("Ann", { timeMs: 1000 }), row("Me", { you: true, timeMs: 42_000 })],
    });
    expect(initialChallengeState(finished).stage).toEqual({ name: "done", score: 7, total: 10, timeMs: 42_000 });
  });

  it("keeps a player who has not finished at the start, to continue", () => {
    expect(initialChallengeState(view({ you: { answered: 3, score: 2, finished: false } })).stage).toEqual({ name: "start" });
  });
});

describe("what the start shows", () => {
  it("tells a newcomer a full challenge is full, but lets a player in it continue", () => {
    expect(startShows(initialChallengeState(view({ full: true })))).toBe("full");
    expect(startShows(initialChallengeState(view({ full: true, you: { answered: 1, score: 1, finished: false } })))).toBe("join");
  });

  it("shows neither on a closed or expired challenge, nor once playing", () => {
    expect(startShows(initialChallengeState(view({ closed: true })))).toBeNull();
    expect(startShows(initialChallengeState(view({ expired: true, full: true })))).toBeNull();
    expect(startShows(asked())).toBeNull();
  });

  it("counts a challenge open only while neither closed nor expired", () => {
    expect(isOpen(view())).toBe(true);
    expect(isOpen(view({ closed: true }))).toBe(false);
    expect(isOpen(view({ expired: true }))).toBe(false);
  });
});

describe("the player's own time", () => {
  it("is their row's time, or 0 without a row or a time", () => {
    expect(ownTime(view({ players: [row("Me", { you: true, timeMs: 5_000 })] }))).toBe(5_000);
    expect(ownTime(view({ players: [row("Ann", { timeMs: 5_000 })] }))).toBe(0);
    expect(ownTime(view({ players: [row("Me", { you: true })] }))).toBe(0);
  });
});

describe("typing and the small things", () => {
  it("keeps the nickname and the typed answer, leaving the stage as it was", () => {
    const before = asked();
    const after = run(before, { type: "nicknameTyped", nickname: "Zoe" }, { type: "answerTyped", text: "apple" });
    expect(after.nickname).toBe("Zoe");
    expect(after.typed).toBe("apple");
    // The same stage object: the screen's focus follows a new stage only.
    expect(after.stage).toBe(before.stage);
  });

  it("marks the link copied, and busy on and off", () => {
    expect(run(fresh(), { type: "linkCopied" }).copied).toBe(true);
    expect(run(fresh(), { type: "busyChanged", busy: true }).busy).toBe(true);
    expect(run(fresh(), { type: "busyChanged", busy: true }, { type: "busyChanged", busy: false }).busy).toBe(false);
  });

  it("shows an error and clears it", () => {
    const shown = run(fresh(), { type: "errorShown", message: "Too late." });
    expect(shown.error).toBe("Too late.");
    expect(run(shown, { type: "errorShown", message: null }).error).toBeNull();
  });
});

describe("the next question", () => {
  it("shows a question taking an answer, the answer box emptied", () => {
    const state = run(fresh(), { type: "answerTyped", text: "old" }, { type: "nextRead", next: { question: question(2) } });
    expect(state.stage).toEqual({ name: "question", question: question(2), sending: false });
    expect(state.typed).toBe("");
    expect(takesAnswer(state.stage)).toBe(true);
  });

  it("shows the result when the play is over, with the keys the server gives only then", () => {
    const keys = [{ index: 0, correctChoice: 2 }];
    const state = run(sending(9), { type: "nextRead", next: { finished: { score: 8, total: 10, timeMs: 61_000, keys } } });
    expect(state.stage).toEqual({ name: "done", score: 8, total: 10, timeMs: 61_000, keys });
  });

  it("keeps the questions it showed by position, for the summary of the keys", () => {
    const state = run(asked(0), { type: "nextRead", next: { question: question(1) } });
    expect(state.seen).toEqual([question(0), question(1)]);
  });
});

describe("an answer", () => {
  it("is sent once: the question stops taking answers and the error clears", () => {
    const before = run(asked(), { type: "errorShown", message: "Network down." });
    const state = run(before, { type: "answerSent" });
    expect(state.stage).toEqual({ name: "question", question: question(0), sending: true });
    expect(state.error).toBeNull();
    expect(takesAnswer(state.stage)).toBe(false);
    expect(run(state, { type: "answerSent" })).toBe(state);
  });

  it("is not sent without a question on screen", () => {
    const start = fresh();
    expect(run(start, { type: "answerSent" })).toBe(start);
  });

  it("shows the verdict beside what was sent", () => {
    const state = run(sending(0), { type: "answered", index: 0, result: result(0), sent: { choice: 2 } });
    expect(state.stage).toEqual({ name: "feedback", question: question(0), result: result(0), sent: { choice: 2 } });
  });

  it("ignores a verdict for another question", () => {
    const state = sending(3);
    expect(run(state, { type: "answered", index: 2, result: result(2), sent: { choice: 0 } })).toBe(state);
    expect(run(state, { type: "answerFailed", index: 2 })).toBe(state);
  });

  it("ignores a verdict arriving after the play moved on (a claim finished it meanwhile)", () => {
    const done = run(sending(3), { type: "claimRead", view: view({ you: { answered: 10, score: 6, finished: true } }) });
    expect(done.stage.name).toBe("done");
    expect(run(done, { type: "answered", index: 3, result: result(3), sent: { choice: 0 } })).toBe(done);
    expect(run(done, { type: "answerFailed", index: 3 })).toBe(done);
  });

  it("ignores a verdict for a question not sent", () => {
    const state = asked(1);
    expect(run(state, { type: "answered", index: 1, result: result(1), sent: { choice: 0 } })).toBe(state);
  });

  it("failed: the question takes an answer again", () => {
    const state = run(sending(4), { type: "answerFailed", index: 4 });
    expect(state.stage).toEqual({ name: "question", question: question(4), sending: false });
  });
});

describe("the leaderboard read again", () => {
  it("replaces the view and leaves the play alone", () => {
    const before = sending(2);
    const read = view({ players: [row("Ann", { score: 3 })] });
    const state = run(before, { type: "viewRead", view: read });
    expect(state.view).toBe(read);
    expect(state.stage).toBe(before.stage);
  });

  it("after finishing: the result stays as it was", () => {
    const done = run(fresh(), { type: "nextRead", next: { finished: { score: 8, total: 10, timeMs: 61_000, keys: [] } } });
    const read = view({ closed: true, you: { answered: 10, score: 9, finished: true }, players: [row("Me", { you: true, score: 9, timeMs: 1 })] });
    const state = run(done, { type: "viewRead", view: read });
    expect(state.stage).toBe(done.stage);
    expect(state.view).toBe(read);
    expect(startShows(state)).toBeNull();
  });

  it("after a claim: shows the claimed play's result when it is finished", () => {
    const claimed = view({ you: { answered: 10, score: 6, finished: true }, players: [row("Me", { you: true, timeMs: 30_000 })] });
    const state = run(fresh(), { type: "claimRead", view: claimed });
    expect(state.view).toBe(claimed);
    expect(state.stage).toEqual({ name: "done", score: 6, total: 10, timeMs: 30_000 });
  });

  it("after a claim: keeps the stage when the play is not finished, or not this account's", () => {
    const before = asked(1);
    expect(run(before, { type: "claimRead", view: view({ you: { answered: 1, score: 1, finished: false } }) }).stage).toBe(before.stage);
    expect(run(before, { type: "claimRead", view: view() }).stage).toBe(before.stage);
  });
});
