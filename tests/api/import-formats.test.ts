// api group: app
// POST /api/v1/account/import with the files learners have (Anki's and
// Quizlet's exports, CSV with commas or semicolons, Lexi's JSON export), the
// one-sentence refusal of any other file, and addToReview: the file's words
// that are in the word set become new review cards. The parsing itself is
// tested in tests/unit/import-formats.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { wordSet } from "@/lib/words/word-set";
import { fillAccount } from "./support/account-fill";
import { get, learner, post, useAccountModules, type AccountModules, type Learner } from "./support/account-helpers";

let account: AccountModules;
useAccountModules((_smtp, modules) => {
  account = modules;
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/import", name), "utf8");
const importFile = (user: Learner, csv: string, addToReview?: boolean) =>
  post(account.importNotes, "/api/v1/account/import", addToReview === undefined ? { csv } : { csv, addToReview }, user.cookie);

async function notesOf(user: Learner): Promise<[string, string][]> {
  const notes = await db().note.findMany({ where: { userId: user.id }, orderBy: { word: "asc" } });
  return notes.map(({ word, definitions }) => [word, definitions]);
}

const indexOf = (word: string) => wordSet().byWord.get(word)!.index;

async function deckOf(user: Learner): Promise<number[]> {
  const cards = await db().reviewCard.findMany({ where: { userId: user.id, direction: 0, state: 0 }, orderBy: { wordIndex: "asc" } });
  return cards.map((card) => card.wordIndex);
}

describe("POST /api/v1/account/import: the formats", () => {
  it("Anki's notes export (tab, #html:true, guid/note type/deck/tags columns): the fields as text; the empty back refused by its line", async () => {
    const ada = await learner(account);
    const answer = await importFile(ada, fixture("anki-notes.txt"));
    expect(answer).toMatchObject({
      status: 200,
      body: { format: "anki", added: 6, skipped: 0, refusedCount: 1, refused: [{ line: 12, reason: "The back (the meaning) is empty." }] },
    });
    expect(answer.body).not.toHaveProperty("review");
    expect(await notesOf(ada)).toEqual([
      ["ephemeral", "lasting for a very short time\ne.g. ephemeral fame"],
      ["gregarious", 'fond of company; sociable — "a gregarious person"'],
      ["honest", "truthful; not lying"],
      ["laconic", "using very few words"],
      ["quixotic", "exceedingly idealistic;\nunrealistic"],
      ["serendipity", "finding good things by chance & without looking"],
    ]);
  });

  it("Quizlet's export (term<TAB>definition): every card, the line without a tab refused by its line", async () => {
    const ada = await learner(account);
    expect(await importFile(ada, fixture("quizlet.txt"))).toMatchObject({
      status: 200,
      body: { format: "tab", added: 7, refusedCount: 1, refused: [{ line: 7, reason: "The row has one column: a card needs a front and a back." }] },
    });
    expect((await notesOf(ada)).map(([word]) => word)).toEqual(['"benevolent" (adj.)', "abate", "candid", "diatribe", "ebullient", "garrulous", "river"]);
  });

  it("semicolon CSV with a header row in any order, and comma CSV without one", async () => {
    const ada = await learner(account);
    expect(await importFile(ada, "Definition;Word\na round fruit, red or green;apple\n")).toMatchObject({ status: 200, body: { format: "csv", added: 1 } });
    expect(await importFile(ada, "brisk,quick and active\n")).toMatchObject({ status: 200, body: { format: "csv", added: 1 } });
    expect(await notesOf(ada)).toEqual([
      ["apple", "a round fruit, red or green"],
      ["brisk", "quick and active"],
    ]);
  });

  it("Lexi's JSON export: its notes into another account whole, into the same account nothing", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    await fillAccount(ada.id);
    const json = await (await get(account.exportData, "/api/v1/account/export?format=json", ada.cookie)).text();
    expect(await importFile(bob, json)).toMatchObject({ status: 200, body: { format: "lexi-json", added: 2, skipped: 0, refusedCount: 0 } });
    const apple = await db().note.findFirst({ where: { userId: bob.id, word: "apple" } });
    expect(apple).toMatchObject({ type: "noun", definitions: "a round fruit, red or green", example: 'She said "an apple a day".', breakdown: "ap-ple" });
    expect(await importFile(bob, json)).toMatchObject({ status: 200, body: { added: 0, skipped: 2 } });
    expect(await importFile(ada, json)).toMatchObject({ status: 200, body: { added: 0, skipped: 2 } });
  });

  it("answers 400 with one sentence for a file that is none of them, or empty, and adds nothing", async () => {
    const ada = await learner(account);
    expect(await importFile(ada, "")).toMatchObject({ status: 400, body: { error: "The file is empty." } });
    expect(await importFile(ada, '{"deck":[{"front":"a","back":"b"}]}')).toMatchObject({
      status: 400,
      body: { error: "This looks like a JSON file but not Lexi's export: import Lexi's JSON export, or a CSV with a word and its meaning on each line." },
    });
    expect(await importFile(ada, "apple\nbrisk\n")).toMatchObject({
      status: 400,
      body: { error: "No line of this file has a tab, a comma or a semicolon between a word and its meaning." },
    });
    expect(await db().note.count({ where: { userId: ada.id } })).toBe(0);
  });

  it("refuses an addToReview that is not a boolean (400)", async () => {
    const ada = await learner(account);
    expect(await post(account.importNotes, "/api/v1/account/import", { csv: "apple,a fruit", addToReview: "yes" }, ada.cookie)).toMatchObject({
      status: 400,
    });
  });
});

describe("POST /api/v1/account/import with addToReview", () => {
  it("puts the words in the word set into the review deck as new cards, keeps the others as notes and counts them; again, adds nothing", async () => {
    const ada = await learner(account);
    const { addToDeck } = await import("@/lib/review/deck");
    await addToDeck(ada.id, indexOf("river"));
    const csv = ["word,meaning", "apple,a fruit", "House,a building", "zyzzyva,a tropical weevil", "apple,a fruit again", "river,a stream"].join("\n");

    expect(await importFile(ada, csv, true)).toMatchObject({
      status: 200,
      body: { added: 5, refusedCount: 0, review: { added: 2, alreadyInDeck: 1, notInWordSet: 1 } },
    });
    expect(await deckOf(ada)).toEqual([indexOf("apple"), indexOf("house"), indexOf("river")].sort((a, b) => a - b));
    // Kept as a note, with no card.
    expect((await notesOf(ada)).map(([word]) => word)).toContain("zyzzyva");

    expect(await importFile(ada, csv, true)).toMatchObject({
      status: 200,
      body: { added: 0, skipped: 5, review: { added: 0, alreadyInDeck: 3, notInWordSet: 1 } },
    });
    expect(await db().reviewCard.count({ where: { userId: ada.id } })).toBe(3);
  });

  it("without it (or false), no card is made", async () => {
    const ada = await learner(account);
    expect((await importFile(ada, "apple,a fruit", false)).body).not.toHaveProperty("review");
    expect(await db().reviewCard.count({ where: { userId: ada.id } })).toBe(0);
  });
});
