// api group: database
// Reseeding a word set whose order changed: every learner row that names a
// word by index (cards, logs, undos, known words, marks, practice questions,
// challenge specs) follows its word to the new index, in one transaction,
// without tripping the unique keys on the way; rows of words that left go.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, type EmptyDatabase } from "@/scripts/lib/empty-database";
import { applyMigrations } from "@/scripts/lib/migrations";
import { seedWords } from "@/scripts/lib/seed-words";

const dir = mkdtempSync(path.join(tmpdir(), "lexi-seed-remap-"));
function wordFile(name: string, words: string[]): string {
  const file = path.join(dir, `${name}.jsonl`);
  const sense = { partOfSpeech: "noun", definition: "a thing", examples: [], synonyms: [], antonyms: [] };
  writeFileSync(file, words.map((word) => JSON.stringify({ word, ipa: null, details: [sense] })).join("\n") + "\n");
  return file;
}

// apple and bread swap places (the unique keys would trip if moved row by row),
// cat moves down, dog leaves, egg and fig are new.
const OLD = ["apple", "bread", "cat", "dog"];
const NEW = ["bread", "apple", "egg", "fig", "cat"];
const USER = "remap-learner";

let database: EmptyDatabase;
let client: pg.Client;
const rows = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql)).rows;
const wordAt = async (index: number) => (await rows<{ word: string }>(`SELECT word FROM words WHERE index = ${index}`))[0]?.word;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await applyMigrations(database.directUrl);
  client = new pg.Client({ connectionString: database.directUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe("seedWords over a reordered word set", () => {
  it("carries the learner's rows over to their words' new indices and removes the rows of words that left", async () => {
    expect(await seedWords(database.directUrl, wordFile("old", OLD))).toMatchObject({ words: 4, moved: 0, left: 0 });
    const card = (index: number, direction: number) => `('${USER}', ${index}, ${direction}, now(), 1, 5, 0, 1, 0, 1, 0, 2, now())`;
    await client.query(
      `INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
       VALUES ${[card(0, 0), card(1, 0), card(0, 1), card(2, 0), card(3, 0)].join(", ")}`,
    );
    await client.query(
      `INSERT INTO review_logs (card_id, user_id, word_index, review_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms, before, after)
       SELECT id, user_id, word_index, 'log-' || id, 3, 2, now(), 1, 5, 0, 0, 1, 0, now(), 1000, '{}', '{}' FROM review_cards WHERE user_id = '${USER}'`,
    );
    await client.query(`INSERT INTO review_undos (review_id, user_id, word_index) VALUES ('undo-1', '${USER}', 1), ('undo-2', '${USER}', 3)`);
    await client.query(`INSERT INTO known_words (user_id, word_index) VALUES ('${USER}', 0), ('${USER}', 1), ('${USER}', 3)`);
    await client.query(
      `INSERT INTO marks (user_id, slot, kind, item_id, type, val) VALUES
         ('${USER}', 'favourite', 'favourite', '0', 'words', '"apple"'),
         ('${USER}', 'favourite', 'favourite', '1', 'words', '"bread"'),
         ('${USER}', 'seen', 'seen', '2', 'words', '"cat"'),
         ('${USER}', 'seen', 'seen', '3', 'words', '"dog"'),
         ('${USER}', 'favourite', 'favourite', '1', 'sampleStory', '"a story"')`,
    );
    await client.query(
      `INSERT INTO practice_questions (id, user_id, kind, word_indexes, direction, answer_key, expires_at) VALUES
         ('q-match', '${USER}', 'match', '{2,0,1}', 0, '{}', now() + interval '1 hour'),
         ('q-dog', '${USER}', 'meaning', '{3}', 0, '{}', now() + interval '1 hour')`,
    );
    await client.query(
      `INSERT INTO challenges (id, user_id, title, kind, source, questions) VALUES
         ('challenge-1', '${USER}', 'Words', 'meaning', 'band', '[{"kind":"meaning","wordIndex":1,"seed":"a"},{"kind":"meaning","wordIndex":2,"seed":"b"}]')`,
    );

    const result = await seedWords(database.directUrl, wordFile("new", NEW));
    expect(result).toMatchObject({ words: 5, moved: 3, left: 1 });
    for (const [index, word] of NEW.entries()) expect(await wordAt(index)).toBe(word);

    const named = async (sql: string) => {
      const names: string[] = [];
      for (const { index, extra } of await rows<{ index: number; extra: string | null }>(sql)) {
        names.push(`${await wordAt(index)}${extra === null ? "" : `:${extra}`}`);
      }
      return names;
    };
    const cards = await named(
      `SELECT word_index AS index, direction::text AS extra FROM review_cards WHERE user_id = '${USER}' ORDER BY word_index, direction`,
    );
    expect(cards.sort()).toEqual(["apple:0", "apple:1", "bread:0", "cat:0"]);
    const logs = await named(`SELECT word_index AS index, NULL AS extra FROM review_logs WHERE user_id = '${USER}'`);
    expect(logs.sort()).toEqual(["apple", "apple", "bread", "cat"]);
    expect(await named(`SELECT word_index AS index, review_id AS extra FROM review_undos WHERE user_id = '${USER}'`)).toEqual(["bread:undo-1"]);
    expect((await named(`SELECT word_index AS index, NULL AS extra FROM known_words WHERE user_id = '${USER}'`)).sort()).toEqual(["apple", "bread"]);
    const marks = await named(`SELECT item_id::int AS index, slot AS extra FROM marks WHERE user_id = '${USER}' AND type = 'words'`);
    expect(marks.sort()).toEqual(["apple:favourite", "bread:favourite", "cat:seen"]);
    expect(await rows(`SELECT item_id FROM marks WHERE type = 'sampleStory'`)).toEqual([{ item_id: "1" }]);
    expect(await rows(`SELECT id, word_indexes FROM practice_questions ORDER BY id`)).toEqual([{ id: "q-match", word_indexes: [4, 1, 0] }]);
    const [challenge] = await rows<{ questions: { wordIndex: number }[] }>(`SELECT questions FROM challenges`);
    expect(challenge!.questions.map((spec) => spec.wordIndex)).toEqual([0, 4]);
  });

  it("changes nothing when the set is reseeded as it is", async () => {
    expect(await seedWords(database.directUrl, wordFile("again", NEW))).toEqual({ words: 5, written: 0, removed: 0, moved: 0, left: 0 });
    expect(await rows(`SELECT count(*)::int AS n FROM review_cards WHERE user_id = '${USER}'`)).toEqual([{ n: 4 }]);
  });
});
