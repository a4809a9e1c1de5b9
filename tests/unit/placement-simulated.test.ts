// The placement test over the real word set (docs/placement.md, "Figures"):
// simulated learners who know exactly the top K words are placed within
// ±15 % of K and in the same band on every run; one who guesses when unsure
// lands within a wider margin; learners whose knowledge follows commonness
// only roughly (log-rank noise) within 15 % on average. And the test's tokens: a changed one is refused, an old one
// expires, and none names the right option.
import { describe, expect, it } from "vitest";
import { BAND_SIZE, bandOf } from "@/lib/words/bands";
import { QUESTION_COUNT, placementFromEstimate } from "@/lib/placement/estimate";
import { wordCount } from "@/lib/placement/store";
import { openResult, openTestState, sealResult, TEST_TOKEN_MS } from "@/lib/placement/tokens";
import { openDemoQuestion } from "@/lib/practice/demo-token";
import { answerTest, questionFor, startTest } from "@/lib/placement/vocabulary-test";
import { seededRandom } from "@/lib/practice/seeded-random";

const NOW = 1_800_000_000_000;

/** Right iff the learner knows the word (the top `known`, or `knows` when given); otherwise "I don't know", or a random option when `guess` gives one. */
function takeTest(
  known: number,
  seed: string,
  guess?: () => number,
  knows: (wordIndex: number) => boolean = (wordIndex) => wordIndex < known,
): { knownWords: number; questions: number } {
  let step = startTest(NOW, seed);
  let questions = 0;
  while (!("done" in step)) {
    questions += 1;
    const state = openTestState(step.token)!;
    const key = questionFor(state.current, state.seed)!.key;
    const choice = knows(state.current) ? key.correct : guess ? guess() : null;
    const next = answerTest(step.token, choice, NOW);
    if ("refused" in next) throw new Error(`refused: ${next.refused}`);
    step = next;
  }
  return { knownWords: step.knownWords, questions };
}

/** Learners per size in the rough-knowledge runs. */
const ROUGH_LEARNERS = 40;
/** How gradually a rough learner's knowledge falls off around their size, in natural-log units of the word's rank. */
const ROUGH_SPREAD = 0.35;

/**
 * A learner whose knowledge follows commonness only roughly: word i is known
 * with probability 1 / (1 + e^((ln(i + 1) − ln K) / ROUGH_SPREAD)), so half
 * the words around rank K are known, nine in ten at K / 2 and one in ten
 * near 2K, drawn once per word from a seeded generator. The truth the
 * estimate is measured against is how many words this learner knows.
 */
function roughLearner(size: number, wordCount: number, seed: string): { knows: boolean[]; knownCount: number } {
  const random = seededRandom(seed);
  const knows = Array.from({ length: wordCount }, (_, index) => random() < 1 / (1 + Math.exp((Math.log(index + 1) - Math.log(size)) / ROUGH_SPREAD)));
  return { knows, knownCount: knows.filter(Boolean).length };
}

describe("simulated learners over the real word set", () => {
  const count = wordCount();

  it.each([1000, 3000, 6000])("a learner who knows the top %i words is placed within ±15 percent, in the same band on two runs", (known) => {
    const runs = ["run-a", "run-b"].map((seed) => takeTest(known, seed));
    console.log(`placement: knows top ${known} → estimates ${runs.map((run) => run.knownWords).join(", ")} in ${runs[0]!.questions} questions`);
    for (const run of runs) {
      expect(run.questions).toBe(QUESTION_COUNT);
      expect(Math.abs(run.knownWords - known)).toBeLessThanOrEqual(known * 0.15);
    }
    expect(placementFromEstimate(runs[0]!.knownWords, count).band).toBe(placementFromEstimate(runs[1]!.knownWords, count).band);
  });

  it.each([1000, 3000, 6000])(
    "a learner who knows the top %i and guesses otherwise lands within ±10 percent on average and 2.5 bands (±2,500 words) on every run",
    (known) => {
      const estimates = Array.from({ length: 20 }, (_, run) => {
        const random = seededRandom(`guess-${run}`);
        return takeTest(known, `guess-run-${run}`, () => Math.floor(random() * 4)).knownWords;
      });
      const mean = estimates.reduce((sum, estimate) => sum + estimate, 0) / estimates.length;
      const worst = Math.max(...estimates.map((estimate) => Math.abs(estimate - known)));
      console.log(`placement: knows top ${known}, guesses the rest → mean ${Math.round(mean)}, worst miss ${worst} (${estimates.join(", ")})`);
      expect(Math.abs(mean - known)).toBeLessThanOrEqual(known * 0.1);
      // A lucky run of guesses in the bands above can carry the climb up; 18
      // bands leave fewer questions to refine them than the core's 8 did
      // (1 run in 20 lands just past two bands: 2,113 at 3,000, 2,259 at 6,000).
      expect(worst).toBeLessThanOrEqual(2.5 * BAND_SIZE);
    },
  );

  it.each([1000, 3000, 6000, 10_000, 14_000])(
    "learners of %i words whose knowledge follows commonness only roughly are placed with a mean absolute error of at most 15 percent",
    (size) => {
      const errors = Array.from({ length: ROUGH_LEARNERS }, (_, run) => {
        const learner = roughLearner(size, count, `rough-${size}-${run}`);
        const { knownWords } = takeTest(size, `rough-run-${size}-${run}`, undefined, (wordIndex) => learner.knows[wordIndex]!);
        return Math.abs(knownWords - learner.knownCount) / learner.knownCount;
      });
      const meanError = errors.reduce((sum, error) => sum + error, 0) / errors.length;
      console.log(
        `placement: rough learners of ${size} words → mean absolute error ${(meanError * 100).toFixed(1)} % (worst ${(Math.max(...errors) * 100).toFixed(1)} %)`,
      );
      expect(meanError).toBeLessThanOrEqual(0.15);
    },
  );

  it("the same learner's bands agree with bandOf", () => {
    expect(placementFromEstimate(3000, count).band).toBe(bandOf(3000));
  });
});

describe("the test's tokens", () => {
  it("never hold the answer in clear, and a question names no right option", () => {
    const step = startTest(NOW, "clear-check");
    if ("done" in step) throw new Error("no question");
    expect(Object.keys(step.question).sort()).toEqual(["ipa", "number", "options", "partOfSpeech", "total", "word"]);
    expect(step.question.number).toBe(1);
    expect(step.token).not.toContain("clear-check");
  });

  it("refuses a changed token, an expired one, and an option past the fourth", () => {
    const step = startTest(NOW, "tamper");
    if ("done" in step) throw new Error("no question");
    const flipped = step.token.slice(0, 10) + (step.token[10] === "A" ? "B" : "A") + step.token.slice(11);
    expect(answerTest(flipped, 0, NOW)).toEqual({ refused: "invalid" });
    expect(answerTest("not-a-token", 0, NOW)).toEqual({ refused: "invalid" });
    expect(answerTest(step.token, 0, NOW + TEST_TOKEN_MS + 1)).toEqual({ refused: "expired" });
    expect(answerTest(step.token, 4, NOW)).toEqual({ refused: "choice" });
    const next = answerTest(step.token, null, NOW);
    expect("question" in next && next.question.number).toBe(2);
  });

  it("each kind of token opens only as itself: a test state is not a result, nor a practice demo question, nor the reverse", () => {
    const step = startTest(NOW, "purpose");
    if ("done" in step) throw new Error("no question");
    const result = sealResult({ knownWords: 2500, takenAt: NOW });
    expect(openResult(result)).toEqual({ knownWords: 2500, takenAt: NOW });
    expect(openResult(step.token)).toBeNull();
    expect(openTestState(result)).toBeNull();
    expect(openDemoQuestion(`d.${step.token}`)).toBeNull();
  });
});
