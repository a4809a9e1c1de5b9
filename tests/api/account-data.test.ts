// api group: database
// "Download my data" (JSON and CSV, streamed) and "Import notes" of CSV (other formats: import-formats.test.ts).
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { textHeadwords } from "@/lib/reader/readings";
import { wordSet } from "@/lib/words/word-set";
import { fillAccount } from "./support/account-fill";
import { get, learner, post, useAccountModules, type AccountModules, type Learner } from "./support/account-helpers";

let account: AccountModules;
useAccountModules((_smtp, modules) => {
  account = modules;
});

type Export = Record<string, unknown> & {
  profile: { id: string; email: string; name: string; registration: { userName: string } };
  settings: { timeZone: string; newPerDay: number };
  marks: { kind: string; itemId: string; type: string }[];
  notes: { id: string; word: string }[];
  reviewCards: { wordIndex: number; word: string; direction: string }[];
  reviewLog: { reviewId: string; wordIndex: number; direction: string; questionKind: string | null; override: boolean; rating: number }[];
  reviewActivity: { day: string; reviews: number }[];
  reviewUndos: { reviewId: string }[];
  knownWords: { wordIndex: number; markedAt: string; checkedAt: string | null }[];
  placements: { knownWords: number; band: number; level: number; takenAt: string }[];
  reminders: { email: boolean; hour: number; lastSentDay: string | null }[];
  pushSubscriptions: { endpoint: string; createdAt: string; lastSentDay: string | null }[];
  challenges: { id: string; title: string; kind: string; source: string; players: number; createdAt: string; closedAt: string | null }[];
  challengePlays: { challengeId: string; nickname: string; score: number; answered: number; startedAt: string | null; finishedAt: string | null }[];
  readerTexts: { id: string; title: string; text: string; createdAt: string }[];
  readings: { source: string; readAt: string }[];
  wordsRead: { wordIndex: number; firstReadAt: string }[];
};

async function exportOf(user: Learner, format: "json" | "csv"): Promise<{ response: Response; text: string }> {
  const response = await get(account.exportData, `/api/v1/account/export?format=${format}`, user.cookie);
  return { response, text: await response.text() };
}

const importCsv = (user: Learner, csv: string) => post(account.importNotes, "/api/v1/account/import", { csv }, user.cookie);

/** The cards of a CSV, as an importer reads them: Anki's # header lines skipped. */
function cardsOf(csv: string): string[][] {
  return parse(csv.replace(/^(#[^\n]*\n)+/, ""), { relax_column_count: true }) as string[][];
}

describe("GET /api/v1/account/export?format=json", () => {
  it("holds everything of the learner's: profile, marks of every kind, notes, review cards, log, activity, undos, settings; nothing of anyone else", async () => {
    const [ada, bob] = [await learner(account, { label: "ada" }), await learner(account, { label: "bob" })];
    const { undone } = await fillAccount(ada.id);
    await fillAccount(bob.id);

    const { response, text } = await exportOf(ada, "json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="lexi-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(text) as Export;

    expect(data).toMatchObject({
      format: "lexi-export",
      version: 1,
      profile: { id: ada.id, email: ada.email, name: ada.name, registration: { userName: ada.name } },
    });
    expect(data.settings).toMatchObject({ timeZone: "Europe/Paris", newPerDay: 15 });
    expect(data.marks.map((mark) => mark.kind).sort()).toEqual(["favourite", "favourite", "remember", "seen", "unremember"]);
    expect(data.notes.map((note) => note.word).sort()).toEqual(["#hashtag", "apple"]);
    expect(data.reviewCards.map((card) => [card.wordIndex, card.direction])).toEqual([
      [20, "recognition"],
      [21, "recognition"],
      [22, "recognition"],
      [23, "recognition"],
      [23, "production"],
    ]);
    expect(data.reviewCards.every((card) => typeof card.word === "string" && card.word.length > 0)).toBe(true);
    expect(data.reviewLog).toHaveLength(await db().reviewLog.count({ where: { userId: ada.id } }));
    expect(data.reviewActivity.reduce((sum, day) => sum + day.reviews, 0)).toBe(data.reviewLog.length);
    // Each grade with its direction, the practice question kind that made it and whether "I was right" overrode a miss.
    expect(
      data.reviewLog.map(({ wordIndex, direction, questionKind, override, rating }) => ({ wordIndex, direction, questionKind, override, rating })),
    ).toEqual([
      { wordIndex: 21, direction: "recognition", questionKind: null, override: false, rating: 3 },
      { wordIndex: 22, direction: "recognition", questionKind: null, override: false, rating: 1 },
      { wordIndex: 23, direction: "recognition", questionKind: null, override: false, rating: 4 },
      { wordIndex: 23, direction: "production", questionKind: "typed", override: true, rating: 3 },
    ]);
    // The undone grade, and the miss "I was right" replaced.
    expect(data.reviewUndos.map((undo) => undo.reviewId)).toHaveLength(2);
    expect(data.reviewUndos.map((undo) => undo.reviewId)).toContain(undone);
    // The word marked known and the vocabulary test's result.
    expect(data.knownWords).toEqual([{ wordIndex: 30, markedAt: expect.any(String), checkedAt: null }]);
    expect(data.placements).toEqual([{ knownWords: 2400, band: 2, level: 2000, takenAt: expect.any(String) }]);
    expect(data.reminders).toEqual([{ email: true, hour: 7, lastSentDay: null }]);
    // The browser that gets push reminders, without its keys.
    expect(data.pushSubscriptions).toEqual([{ endpoint: `https://push.example.org/send/${ada.id}`, createdAt: expect.any(String), lastSentDay: null }]);
    expect(text).not.toContain("A".repeat(22));
    expect(data.challenges).toEqual([
      { id: expect.any(String), title: "Friday words", kind: "meaning", source: "band", players: 1, createdAt: expect.any(String), closedAt: null },
    ]);
    expect(data.challengePlays).toEqual([{ challengeId: data.challenges[0]!.id, nickname: "Ada", score: 1, answered: 1, startedAt: null, finishedAt: null }]);
    // The text saved on "Read your own text", whole.
    expect(data.readerTexts).toEqual([
      { id: expect.any(String), title: "A day at the sea", text: "  A day at the sea\nWe walked to the harbour at dawn.", createdAt: expect.any(String) },
    ]);
    // What was read: the saved text and a story, and each headword met, once.
    expect(data.readings).toEqual([
      { source: "story:the-walk-home", readAt: expect.any(String) },
      { source: `text:${data.readerTexts[0]!.id}`, readAt: expect.any(String) },
    ]);
    const seaWords = textHeadwords(data.readerTexts[0]!.text);
    expect(seaWords).toContain(wordSet().byWord.get("walk")!.index);
    expect(data.wordsRead.map((row) => row.wordIndex)).toEqual([...new Set([20, 21, ...seaWords])].sort((a, b) => a - b));
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain(bob.email);
  });

  it("reads a long history in batches, each row exactly once, also where timestamps tie", async () => {
    const ada = await learner(account);
    // 2,500 log rows over three instants: batches of 1,000 end inside runs of equal reviewed_at.
    await db().$executeRaw`
      INSERT INTO review_logs (user_id, word_index, review_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days,
                               scheduled_days, learning_steps, reviewed_at, duration_ms, before, after)
      SELECT ${ada.id}, 7, 'tie-' || ${ada.id} || '-' || i, 3, 2, now(), 1, 5, 0, 0, 1, 0, timestamp '2030-01-01' + (i % 3) * interval '1 minute', 1000, '{}', '{}'
      FROM generate_series(1, 2500) AS i`;
    const data = JSON.parse((await exportOf(ada, "json")).text) as Export;
    expect(data.reviewLog).toHaveLength(2500);
    expect(new Set(data.reviewLog.map((row) => row.reviewId)).size).toBe(2500);
  });

  it("reads cards of both directions in batches that end between a word's two cards, each card exactly once", async () => {
    const ada = await learner(account);
    // Word 0 in one direction, words 1–1,500 in both: the first batch of 1,000 ends after word 500's recognition card.
    await db().$executeRaw`
      INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state)
      SELECT ${ada.id}, w, d, now(), 0, 0, 0, 0, 0, 0, 0, 0
      FROM generate_series(0, 1500) AS w CROSS JOIN generate_series(0, 1) AS d WHERE w > 0 OR d = 0`;
    const data = JSON.parse((await exportOf(ada, "json")).text) as Export;
    const keys = data.reviewCards.map((card) => `${card.wordIndex}:${card.direction}`);
    expect(keys).toHaveLength(3001);
    expect(new Set(keys).size).toBe(3001);
    expect(keys.slice(999, 1002)).toEqual(["500:recognition", "500:production", "501:recognition"]);
  });

  it("answers only the learner: signed out 401, another's id 403", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    expect((await get(account.exportData, "/api/v1/account/export")).status).toBe(401);
    expect((await get(account.exportData, `/api/v1/account/export?userId=${bob.id}`, ada.cookie)).status).toBe(403);
    expect((await get(account.exportData, "/api/v1/account/export?format=xml", ada.cookie)).status).toBe(400);
  });
});

describe("GET /api/v1/account/export?format=csv", () => {
  it("is Anki's header lines, then the notes and favourites as front,back cards, RFC 4180 quoted", async () => {
    const ada = await learner(account);
    await fillAccount(ada.id);
    const { response, text } = await exportOf(ada, "csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(text.split("\n").slice(0, 3)).toEqual([
      "#separator:comma",
      "#html:false",
      "# Lexi notes and favourites: front (the word), back (its meaning), one card a line",
    ]);
    const cards = cardsOf(text);
    expect(cards.map(([front]) => front)).toEqual(["#hashtag", "apple", expect.any(String), "serendipity"]);
    expect(cards[1]).toEqual(["apple", '(noun) a round fruit, red or green\n\nExample: She said "an apple a day".\n\nBreakdown: ap-ple']);
    // A front starting with # is quoted, so no importer takes the line for a header or comment.
    expect(text).toContain('"#hashtag",');
    // The favourite word, with its senses from the word set.
    expect(cards[2]![1]).toMatch(/^\((noun|verb|adjective|adverb)\) /);
    expect(cards[3]).toEqual(["serendipity", "a happy accident"]);
  });
});

describe("POST /api/v1/account/import", () => {
  it("adds the good rows, refuses the others with the line each starts on and why, and adds nothing when the file comes again", async () => {
    const ada = await learner(account);
    const csv = [
      "front,back", // 1: the header row, skipped
      "ephemeral,lasting a very short time", // 2
      ',"no front"', // 3
      "lonely", // 4
      '"multi","line one', // 5
      'line two"', // 6
      `${"x".repeat(101)},too long a word`, // 7
      "", // 8: empty lines are skipped
      "quixotic,(adjective) exceedingly idealistic\n", // 9
    ].join("\n");
    const first = await importCsv(ada, csv);
    expect(first).toMatchObject({
      status: 200,
      body: {
        added: 3,
        skipped: 0,
        refusedCount: 3,
        refused: [
          { line: 3, reason: "The front (the word) is empty." },
          { line: 4, reason: "The row has one column: a card needs a front and a back." },
          { line: 7, reason: "The word is longer than 100 characters." },
        ],
      },
    });
    const notes = await db().note.findMany({ where: { userId: ada.id }, orderBy: { word: "asc" } });
    expect(notes.map(({ word, type, definitions }) => ({ word, type, definitions }))).toEqual([
      { word: "ephemeral", type: "", definitions: "lasting a very short time" },
      { word: "multi", type: "", definitions: "line one\nline two" },
      { word: "quixotic", type: "adjective", definitions: "exceedingly idealistic" },
    ]);

    const again = await importCsv(ada, csv.replace("ephemeral", "EPHEMERAL"));
    expect(again.body).toMatchObject({ added: 0, skipped: 3, refusedCount: 3 });
    expect(await db().note.count({ where: { userId: ada.id } })).toBe(3);
  });

  it("takes back its own export: into another account whole, into the same account nothing", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    await fillAccount(ada.id);
    const csv = (await exportOf(ada, "csv")).text;
    expect((await importCsv(ada, csv)).body).toMatchObject({ added: 0, skipped: 4, refusedCount: 0 });

    expect((await importCsv(bob, csv)).body).toMatchObject({ added: 4, skipped: 0, refusedCount: 0 });
    const apple = await db().note.findFirst({ where: { userId: bob.id, word: "apple" } });
    expect(apple).toMatchObject({ type: "noun", definitions: "a round fruit, red or green", example: 'She said "an apple a day".', breakdown: "ap-ple" });
    expect((await importCsv(bob, csv)).body).toMatchObject({ added: 0, skipped: 4 });
  });

  it("CSV injection: cells a spreadsheet would run as formulas are exported behind a ' and imported back byte for byte", async () => {
    const [ada, bob] = [await learner(account), await learner(account)];
    const formulas = ['=HYPERLINK("http://evil.example","x")', "@SUM(1+1)*cmd|' /C calc'!A0", "+1", "-ish", "\tTab", "'=already quoted", "''+two"];
    await db().note.createMany({
      data: formulas.map((word, index) => ({
        userId: ada.id,
        word,
        type: "",
        definitions: formulas[(index + 1) % formulas.length]!,
        example: "",
        breakdown: "",
      })),
    });
    const csv = (await exportOf(ada, "csv")).text;
    const cells = cardsOf(csv).flat();
    expect(cells).toHaveLength(formulas.length * 2);
    for (const cell of cells) expect(cell, cell).toMatch(/^'/);
    expect((await importCsv(bob, csv)).body).toMatchObject({ added: formulas.length, refusedCount: 0 });
    const notes = await db().note.findMany({ where: { userId: bob.id } });
    // The import trims white space around every field (the tab's cell included), as for any file.
    expect(notes.map(({ word, definitions }) => [word, definitions]).sort()).toEqual(
      formulas.map((word, index) => [word.trim(), formulas[(index + 1) % formulas.length]!.trim()]).sort(),
    );
  });

  it("reports CSV that does not parse by line and goes on with the next row", async () => {
    const ada = await learner(account);
    const answer = await importCsv(ada, 'good,row\n"bad "quote",x\nfine,too\nlast,"never closed\n');
    expect(answer.body).toMatchObject({
      added: 2,
      refused: [
        { line: 2, reason: 'Not valid CSV: a quote inside a quoted field must be doubled ("").' },
        { line: 4, reason: "Not valid CSV: a quoted field is not closed." },
      ],
    });
  });

  it("writes all rows or none: a failure on the 1,200th row leaves no note of the file", async () => {
    const ada = await learner(account);
    const rows = Array.from({ length: 1500 }, (_, i) => `word${i},meaning ${i}`);
    rows[1199] = "explode,meaning";
    // The database refuses that row, as it could refuse any (a trigger of this test's own).
    await db().$executeRawUnsafe(`CREATE FUNCTION refuse_explode() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.word = 'explode' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db().$executeRawUnsafe("CREATE TRIGGER refuse_explode BEFORE INSERT ON notes FOR EACH ROW EXECUTE FUNCTION refuse_explode()");
    try {
      const answer = await importCsv(ada, rows.join("\n"));
      expect(answer.status).toBe(500);
      expect(await db().note.count({ where: { userId: ada.id } })).toBe(0);
    } finally {
      await db().$executeRawUnsafe("DROP TRIGGER refuse_explode ON notes");
      await db().$executeRawUnsafe("DROP FUNCTION refuse_explode()");
    }
    expect((await importCsv(ada, rows.join("\n"))).body).toMatchObject({ added: 1500 });
  });

  it("two imports of one file at once add its rows once (the second is refused while the first runs, or adds nothing after it)", async () => {
    const ada = await learner(account);
    const csv = Array.from({ length: 50 }, (_, i) => `race${i},meaning ${i}`).join("\n");
    const answers = await Promise.all([importCsv(ada, csv), importCsv(ada, csv)]);
    const added = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.added);
    expect(added.sort()).toEqual(answers.some((answer) => answer.status === 409) ? [50] : [0, 50]);
    expect(await db().note.count({ where: { userId: ada.id } })).toBe(50);
  });

  it("refuses a file over 5 MB (413) and a visitor (401)", async () => {
    const ada = await learner(account);
    expect(await importCsv(ada, `a,${"b".repeat(5 * 1024 * 1024)}`)).toMatchObject({ status: 413, body: { error: "The file is larger than 5 MB." } });
    expect((await post(account.importNotes, "/api/v1/account/import", { csv: "a,b" })).status).toBe(401);
  });
});
