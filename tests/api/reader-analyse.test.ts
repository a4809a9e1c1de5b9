// api group: app
// POST /api/v1/reader/analyse (lib/reader/analyse.ts): a learner's own text
// read with the word set and with what the learner knows, reviews and has due.
import { describe, expect, it } from "vitest";
import * as analyse from "@/app/api/v1/reader/analyse/route";
import * as knownAdd from "@/app/api/v1/known/add/route";
import * as reviewAdd from "@/app/api/v1/review/add/route";
import { db } from "@/lib/db";
import type { AnalysedText } from "@/lib/reader/analyse";
import { MAX_TEXT_CHARACTERS, READER_MESSAGES } from "@/lib/reader/schema";
import { bandOf, bandStart } from "@/lib/words/bands";
import { wordSet } from "@/lib/words/word-set";
import { postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

const read = (text: string, user: SignedInUser | null = null, raw?: string) =>
  analyse.POST(postRequest("/api/v1/reader/analyse", { text }, { user, ...(raw ? { raw } : {}) }));

async function analysed(response: Response): Promise<AnalysedText> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as AnalysedText;
}

const indexOf = (word: string) => wordSet().byWord.get(word)!.index;
/** The headword each counted token was read as, in text order. */
const readAs = (result: AnalysedText) => result.tokens.map(([, , word]) => (word === null ? null : result.words[word]!.headword));

const TEXT = "The children went to the café with a naïve résumé. Tomás can't find Quixlorb's umbrellas anywhere!";

describe("POST /api/v1/reader/analyse", () => {
  it("a visitor's text: each running word's headword and band, grammar words aside, no statuses", async () => {
    const result = await analysed(await read(TEXT));
    expect(readAs(result)).toEqual(["child", "go", null, "naive", "resume", null, "find", null, "umbrella"]);
    // Offsets point into the text as sent.
    expect(result.tokens.map(([start, end]) => TEXT.slice(start, end))).toEqual([
      "children",
      "went",
      "café",
      "naïve",
      "résumé",
      "Tomás",
      "find",
      "Quixlorb's",
      "umbrellas",
    ]);
    expect(result.words.every((word) => word.status === null && !word.due && word.band === bandOf(word.index))).toBe(true);
    expect(result.band).toBeNull();
    expect(result.coverage).toMatchObject({ counted: 9, outside: 3, known: 0, review: 0, new: 0 });
    expect(result.coverage.byBand.reduce((sum, band) => sum + band.total, 0)).toBe(6);
    // A visitor's words to learn: all of them, commonest first.
    const order = result.newWords.map((position) => result.words[position]!.index);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).toHaveLength(result.words.length);
  });

  it("a learner's text: known (marked, or below their level and not in the deck), in review, new; new words commonest first", async () => {
    const user = await signedInUser("reader");
    const [child, go, umbrella, resume] = ["child", "go", "umbrella", "resume"].map(indexOf) as [number, number, number, number];
    await db().placement.create({ data: { userId: user.id, knownWords: go + 1, band: 0, level: go + 1, takenAt: new Date() } });
    await analysed(await reviewAdd.POST(postRequest("/api/v1/review/add", { wordIndex: child }, { user })));
    await analysed(await knownAdd.POST(postRequest("/api/v1/known/add", { wordIndex: umbrella }, { user })));
    const result = await analysed(await read(TEXT, user));
    const status = Object.fromEntries(result.words.map((word) => [word.headword, word.status]));
    expect(status).toMatchObject({ child: "review", go: "known", umbrella: "known", resume: "new" });
    expect(result.band).toBe(bandOf(go + 1));
    expect(result.coverage).toMatchObject({ counted: 9, outside: 3, review: 1 });
    expect(result.coverage.known + result.coverage.review + result.coverage.new).toBe(6);
    const newOnes = result.newWords.map((position) => result.words[position]!);
    expect(newOnes.every((word) => word.status === "new")).toBe(true);
    expect(newOnes.map((word) => word.index)).toContain(resume);
    expect(newOnes.map((word) => word.index)).toEqual([...newOnes.map((word) => word.index)].sort((a, b) => a - b));
  });

  it("a learner's words in review say whether their recognition card is due now; the answer names the band of their level", async () => {
    const user = await signedInUser("reader-due");
    const [child, go] = ["child", "go"].map(indexOf) as [number, number];
    await db().placement.create({ data: { userId: user.id, knownWords: bandStart(2), band: 2, level: bandStart(2), takenAt: new Date() } });
    for (const wordIndex of [child, go]) await analysed(await reviewAdd.POST(postRequest("/api/v1/review/add", { wordIndex }, { user })));
    // go's recognition card is due next week: its production card, due already, does not make the word due.
    await db().reviewCard.updateMany({ where: { userId: user.id, wordIndex: go }, data: { due: new Date(Date.now() + 7 * 86_400_000) } });
    await db().reviewCard.create({
      data: {
        userId: user.id,
        wordIndex: go,
        direction: 1,
        due: new Date(Date.now() - 60_000),
        ...{ stability: 1, difficulty: 5, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0 },
      },
    });
    const result = await analysed(await read(TEXT, user));
    const word = (headword: string) => result.words.find((entry) => entry.headword === headword)!;
    expect([word("child"), word("go")].map(({ status, due }) => ({ status, due }))).toEqual([
      { status: "review", due: true },
      { status: "review", due: false },
    ]);
    expect(result.words.filter((entry) => entry.due).map((entry) => entry.headword)).toEqual(["child"]);
    expect(result.band).toBe(2);

    // Never placed: new words start at the commonest, band 0.
    const unplaced = await signedInUser("reader-unplaced");
    expect((await analysed(await read(TEXT, unplaced))).band).toBe(0);
  });

  it(`refuses an empty text and one over ${MAX_TEXT_CHARACTERS.toLocaleString("en-GB")} characters with 400, a body past its size with 413, another learner's id with 403`, async () => {
    const empty = await read("   ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: READER_MESSAGES.textRequired });
    const long = await read("word ".repeat(MAX_TEXT_CHARACTERS / 5) + "x");
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: READER_MESSAGES.textTooLong });
    // At the limit it is read.
    expect((await read("word ".repeat(MAX_TEXT_CHARACTERS / 5))).status).toBe(200);
    const huge = await read("", null, JSON.stringify({ text: "€".repeat(MAX_TEXT_CHARACTERS * 2) }));
    expect(huge.status).toBe(413);
    const [learner, other] = await Promise.all([signedInUser("reader-a"), signedInUser("reader-b")]);
    const claimed = await analyse.POST(postRequest("/api/v1/reader/analyse", { text: TEXT, userId: other.id }, { user: learner }));
    expect(claimed.status).toBe(403);
  });
});
