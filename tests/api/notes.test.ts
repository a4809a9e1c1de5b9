// api group: database
// lib/notes against the run's database: shapes, order, and that every call
// stays inside one user's notes.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { db } from "@/lib/db";
import { NOTES_FULL_MESSAGE, NOTES_PER_ACCOUNT } from "@/lib/notes/cap";
import { notesPage, notesPageJson } from "@/lib/notes/note-pages";
import { NOTE_NOT_FOUND, createNote, deleteNote, isNoteId, recentNotes, updateNote, type NoteFields } from "@/lib/notes/notes";
import { NotesFullError } from "@/lib/notes/room";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function fields(word: string, overrides: Partial<NoteFields> = {}): NoteFields {
  return {
    word,
    type: "noun",
    definitions: `the meaning of ${word}`,
    example: `an example with ${word}`,
    breakdown: `${word}: a breakdown`,
    ...overrides,
  };
}

/** A fresh user id: notes reference users by id only (no foreign key), so any unique string will do. */
const newUser = () => `user-${randomUUID()}`;

const FIRST_PAGE = { page: 1, pageSize: 100, search: "" };

/** The first page of 100: every note of the small accounts made here. */
const listNotes = async (userId: string) => (await notesPage(userId, FIRST_PAGE)).notes;
const listNotesJson = async (userId: string) => (await notesPageJson(userId, FIRST_PAGE)).json;

/**
 * `count` notes for the user straight in SQL, a second apart (the first the
 * oldest), words `bulk1`, `bulk2`, …, definitions naming their number.
 */
async function insertNotes(userId: string, count: number, from = 1) {
  await db().$executeRaw`
    INSERT INTO notes (id, user_id, word, type, definitions, example, breakdown, created_at)
    SELECT gen_random_uuid(), ${userId}, 'bulk' || i, 'noun', 'definition number ' || i, 'an example', 'a breakdown',
           now() - interval '1 day' + i * interval '1 second'
    FROM generate_series(${from}::int, ${from + count - 1}::int) AS i`;
}

/** The stored row, straight from the table. */
async function row(noteId: string) {
  return db().note.findUnique({ where: { id: noteId } });
}

/**
 * Creates notes whose createdAt are one second apart in the given order (the
 * first the oldest), so the expected order does not depend on how fast the
 * inserts ran (two inserts in one millisecond share a timestamp).
 */
async function createInOrder(userId: string, words: string[]) {
  const base = Date.now() - words.length * 1000;
  const ids: string[] = [];
  for (const [index, word] of words.entries()) {
    const note = await createNote(userId, fields(word));
    await db().note.update({ where: { id: note.id }, data: { createdAt: new Date(base + index * 1000) } });
    ids.push(note.id);
  }
  return ids;
}

let alice: string;
let bob: string;

beforeAll(() => {
  alice = newUser();
  bob = newUser();
});

describe("createNote", () => {
  it("stores the five fields trimmed and answers the spec's note shape", async () => {
    const before = Date.now();
    const note = await createNote(alice, {
      word: "  serendipity \n",
      type: "\tnoun ",
      definitions: " finding good things  by chance ",
      example: "It was pure serendipity.",
      breakdown: "seren-dip-ity\n",
    });
    expect(Object.keys(note).sort()).toEqual(["breakdown", "definitions", "example", "id", "timestamp", "type", "userId", "word"]);
    expect(note).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      word: "serendipity",
      type: "noun",
      // Trimmed at the ends only.
      definitions: "finding good things  by chance",
      example: "It was pure serendipity.",
      breakdown: "seren-dip-ity",
      userId: alice,
      timestamp: expect.stringMatching(ISO),
    });
    expect(Date.parse(note.timestamp)).toBeGreaterThanOrEqual(before - 5_000);

    const stored = await row(note.id);
    expect(stored).toMatchObject({ userId: alice, word: "serendipity", type: "noun" });
    expect(stored!.createdAt.toISOString()).toBe(note.timestamp);
  });

  it("refuses empty or too long fields, and stores nothing", async () => {
    const user = newUser();
    for (const bad of [
      { word: "" },
      { type: "   " },
      { definitions: "x".repeat(2001) },
      { word: "w".repeat(101) },
      { breakdown: "" },
      { example: "nul \u0000 inside" },
    ]) {
      await expect(createNote(user, fields("valid", bad))).rejects.toBeInstanceOf(ZodError);
    }
    // At the limits is fine.
    await createNote(
      user,
      fields("w".repeat(100), { type: "t".repeat(50), definitions: "d".repeat(2000), example: "e".repeat(2000), breakdown: "b".repeat(2000) }),
    );
    expect(await db().note.count({ where: { userId: user } })).toBe(1);
  });

  it("refuses a missing user id instead of querying without one", async () => {
    for (const userId of ["", undefined, null]) {
      await expect(createNote(userId as unknown as string, fields("orphan"))).rejects.toBeInstanceOf(TypeError);
    }
    expect(await db().note.count({ where: { word: "orphan" } })).toBe(0);
  });
});

describe("notesPage and recentNotes", () => {
  it("list all of the user's notes and only theirs, newest first", async () => {
    const user = newUser();
    const other = newUser();
    const ids = await createInOrder(user, ["one", "two", "three"]);
    await createInOrder(other, ["someone else's"]);

    const notes = await listNotes(user);
    expect(notes.map((note) => note.id)).toEqual([...ids].reverse());
    expect(notes.map((note) => note.word)).toEqual(["three", "two", "one"]);
    expect(notes.every((note) => note.userId === user)).toBe(true);
    expect(await listNotes(newUser())).toEqual([]);
  });

  it("list each note exactly as createNote answers it: the JSON byte for byte, awkward text and timestamps included", async () => {
    const user = newUser();
    // Whole milliseconds at the edges of a second, a day and a leap year (created_at is timestamptz(3)).
    const instants = ["2024-02-29T23:59:59.999Z", "1999-12-31T00:00:00.001Z", "2030-06-15T12:34:56.780Z", "2025-01-01T00:00:00.000Z"];
    // Everything JSON escapes (quotes, backslash, every control character but NUL) and much it does not.
    const controls = Array.from({ length: 31 }, (_, code) => String.fromCharCode(code + 1)).join("");
    const awkward = `"quoted" \\ back\\slash ${controls} \u007f é 汉字 עברית 😀 \u2028\u2029 </script> \ufeff`;
    const created = [];
    for (const [position, instant] of instants.entries()) {
      const note = await createNote(user, { ...fields(`at ${instant}`), definitions: `${position} ${awkward}`, breakdown: `x${awkward}x` });
      await db().note.update({ where: { id: note.id }, data: { createdAt: new Date(instant) } });
      created.push({ ...note, timestamp: new Date(instant).toISOString() });
    }
    const newestFirst = created.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    // The API sends listNotesJson's text as it is: the same bytes as JSON.stringify of createNote's answers.
    expect(await listNotesJson(user)).toBe(JSON.stringify(newestFirst));
    expect(await listNotes(user)).toEqual(newestFirst);
    expect((await listNotes(user)).map((note) => note.timestamp)).toEqual([
      "2030-06-15T12:34:56.780Z",
      "2025-01-01T00:00:00.000Z",
      "2024-02-29T23:59:59.999Z",
      "1999-12-31T00:00:00.001Z",
    ]);
    expect(await listNotesJson(newUser())).toBe("[]");
  });

  it("recent: the 5 newest by default, newest first; the same order as the list", async () => {
    const user = newUser();
    const words = ["n1", "n2", "n3", "n4", "n5", "n6", "n7"];
    await createInOrder(user, words);

    const recent = await recentNotes(user);
    expect(recent.map((note) => note.word)).toEqual(["n7", "n6", "n5", "n4", "n3"]);
    expect(recent).toEqual((await listNotes(user)).slice(0, 5));
    expect((await recentNotes(user, 2)).map((note) => note.word)).toEqual(["n7", "n6"]);
    expect(await recentNotes(user, 50)).toHaveLength(7);
  });

  it("agree on one order even when notes share a timestamp", async () => {
    const user = newUser();
    const same = new Date("2024-01-01T00:00:00.000Z");
    for (const word of ["a", "b", "c", "d", "e", "f"]) {
      const note = await createNote(user, fields(word));
      await db().note.update({ where: { id: note.id }, data: { createdAt: same } });
    }
    const list = await listNotes(user);
    expect(list.map((note) => note.id)).toEqual(
      list
        .map((note) => note.id)
        .sort()
        .reverse(),
    );
    expect(await recentNotes(user)).toEqual(list.slice(0, 5));
  });

  it("refuse a missing user id and a silly limit", async () => {
    await expect(listNotes("")).rejects.toBeInstanceOf(TypeError);
    await expect(recentNotes(undefined as unknown as string)).rejects.toBeInstanceOf(TypeError);
    for (const limit of [0, -1, 1.5, 101, Number.NaN]) {
      await expect(recentNotes(alice, limit)).rejects.toBeInstanceOf(RangeError);
    }
  });
});

describe("notesPage: one page at a time, searched by the server", () => {
  it("of 2,000 notes reads 6, newest first, numbered by the page; past the last page, the last", async () => {
    const user = newUser();
    await insertNotes(user, 2000);
    const first = await notesPage(user, { page: 1, pageSize: 6, search: "" });
    expect(first).toMatchObject({ page: 1, pageSize: 6, pageCount: 334, total: 2000 });
    expect(first.notes.map((note) => note.word)).toEqual(["bulk2000", "bulk1999", "bulk1998", "bulk1997", "bulk1996", "bulk1995"]);
    const second = await notesPage(user, { page: 2, pageSize: 6, search: "" });
    expect(second.notes.map((note) => note.word)).toEqual(["bulk1994", "bulk1993", "bulk1992", "bulk1991", "bulk1990", "bulk1989"]);
    const last = await notesPage(user, { page: 334, pageSize: 6, search: "" });
    expect(last.notes.map((note) => note.word)).toEqual(["bulk2", "bulk1"]);
    expect(await notesPage(user, { page: 9999, pageSize: 6, search: "" })).toEqual(last);
    // The JSON of a page is the page: its size does not grow with the account.
    expect((await notesPageJson(user, { page: 1, pageSize: 100, search: "" })).json.length).toBeLessThan(100 * 300);
  });

  it("search: a case-insensitive substring of the word or the definitions, trimmed; % and _ are plain characters", async () => {
    const user = newUser();
    await createInOrder(user, ["Apple", "pineapple", "carrot", "stone", "50%_off"]);
    const ids = (await listNotes(user)).map((note) => note.id);
    await db().note.update({ where: { id: ids[2]! }, data: { definitions: "an orange root, not an APPLE" } });
    await db().note.update({ where: { id: ids[1]! }, data: { example: "apple in the example does not count" } });
    const words = async (search: string, pageSize = 6, page = 1) => (await notesPage(user, { page, pageSize, search })).notes.map((note) => note.word);
    expect(await words("  aPPle ")).toEqual(["carrot", "pineapple", "Apple"]);
    expect((await notesPage(user, { page: 1, pageSize: 2, search: "apple" })).pageCount).toBe(2);
    expect(await words("apple", 2, 2)).toEqual(["Apple"]);
    expect(await words("%_")).toEqual(["50%_off"]);
    expect(await words("_")).toEqual(["50%_off"]);
    expect(await words("zebra")).toEqual([]);
    expect(await notesPage(user, { page: 3, pageSize: 6, search: "zebra" })).toMatchObject({ page: 1, pageCount: 1, total: 0, notes: [] });
    expect(await words("   ")).toHaveLength(5);
  });

  it("refuses a missing user id and a page size out of range", async () => {
    await expect(notesPage("", FIRST_PAGE)).rejects.toBeInstanceOf(TypeError);
    for (const pageSize of [0, 101, 1.5]) await expect(notesPage(alice, { ...FIRST_PAGE, pageSize })).rejects.toBeInstanceOf(RangeError);
    for (const page of [0, -1, 2.5]) await expect(notesPage(alice, { ...FIRST_PAGE, page })).rejects.toBeInstanceOf(RangeError);
  });
});

describe("the cap on notes", () => {
  it(`refuses the note past ${NOTES_PER_ACCOUNT.toLocaleString("en")} with NotesFullError, and takes one again once a note is deleted`, async () => {
    const user = newUser();
    await insertNotes(user, NOTES_PER_ACCOUNT - 1);
    const last = await createNote(user, fields("the last that fits"));
    const refused = createNote(user, fields("one too many"));
    await expect(refused).rejects.toBeInstanceOf(NotesFullError);
    await expect(refused).rejects.toThrow(NOTES_FULL_MESSAGE);
    expect(await db().note.count({ where: { userId: user } })).toBe(NOTES_PER_ACCOUNT);
    await deleteNote(user, last.id);
    await createNote(user, fields("room again"));
    expect(await db().note.count({ where: { userId: user } })).toBe(NOTES_PER_ACCOUNT);
  });

  it("holds under saves at the same moment: 3 places left, 12 saves at once, 3 stored", async () => {
    const user = newUser();
    await insertNotes(user, NOTES_PER_ACCOUNT - 3);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => createNote(user, fields(`racer ${i}`))));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(results.filter((result) => result.status === "rejected" && result.reason instanceof NotesFullError)).toHaveLength(9);
    expect(await db().note.count({ where: { userId: user } })).toBe(NOTES_PER_ACCOUNT);
  });
});

describe("updateNote", () => {
  it("replaces the five fields of the user's own note, keeping id and timestamp", async () => {
    const note = await createNote(alice, fields("before"));
    const result = await updateNote(alice, note.id, fields(" after ", { type: "verb", breakdown: "af-ter" }));
    expect(result).toEqual({
      ok: true,
      note: { ...note, word: "after", type: "verb", definitions: "the meaning of  after", example: "an example with  after", breakdown: "af-ter" },
    });
    const stored = await row(note.id);
    expect(stored).toMatchObject({ word: "after", type: "verb", breakdown: "af-ter" });
    expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(stored!.createdAt.getTime());
  });

  it("is not found for another user's note, and leaves it as it was", async () => {
    const note = await createNote(alice, fields("alice's"));
    const before = await row(note.id);
    expect(await updateNote(bob, note.id, fields("bob was here"))).toEqual(NOTE_NOT_FOUND);
    expect(await row(note.id)).toEqual(before);
    expect(await listNotes(bob)).toEqual([]);
  });

  it("is not found for an unknown id or one that is not a UUID (without asking Postgres)", async () => {
    const note = await createNote(alice, fields("untouched"));
    const before = await row(note.id);
    for (const noteId of [randomUUID(), "not-a-uuid", "", "1", `${note.id}x`, ` ${note.id}`, "'; drop table notes; --"]) {
      expect(await updateNote(alice, noteId, fields("changed")), noteId).toEqual(NOTE_NOT_FOUND);
    }
    expect(await row(note.id)).toEqual(before);
  });

  it("refuses an empty word or meaning and a missing user id, changing nothing", async () => {
    const note = await createNote(alice, fields("stable"));
    const before = await row(note.id);
    for (const field of ["word", "definitions"] as const) {
      await expect(updateNote(alice, note.id, fields("stable", { [field]: " " }))).rejects.toBeInstanceOf(ZodError);
    }
    // Prisma ignores `userId: undefined`: without the check this would update alice's note.
    await expect(updateNote(undefined as unknown as string, note.id, fields("hijacked"))).rejects.toBeInstanceOf(TypeError);
    expect(await row(note.id)).toEqual(before);
  });
});

describe("deleteNote", () => {
  it("deletes the user's own note once; a second time is not found", async () => {
    const note = await createNote(alice, fields("doomed"));
    expect(await deleteNote(alice, note.id)).toEqual({ ok: true });
    expect(await row(note.id)).toBeNull();
    expect(await deleteNote(alice, note.id)).toEqual(NOTE_NOT_FOUND);
  });

  it("is not found for another user's note, an unknown id or a non-UUID, and deletes nothing", async () => {
    const note = await createNote(alice, fields("kept"));
    for (const [userId, noteId] of [
      [bob, note.id],
      [alice, randomUUID()],
      [alice, "not-a-uuid"],
      [alice, ""],
    ] as const) {
      expect(await deleteNote(userId, noteId), `${userId} ${noteId}`).toEqual(NOTE_NOT_FOUND);
    }
    await expect(deleteNote("", note.id)).rejects.toBeInstanceOf(TypeError);
    await expect(deleteNote(null as unknown as string, note.id)).rejects.toBeInstanceOf(TypeError);
    expect(await row(note.id)).not.toBeNull();
  });
});

describe("isNoteId", () => {
  it("accepts what Postgres reads as a uuid in canonical form, and nothing else", () => {
    expect(isNoteId(randomUUID())).toBe(true);
    expect(isNoteId(randomUUID().toUpperCase())).toBe(true);
    for (const value of ["", "abc", randomUUID().replaceAll("-", ""), `{${randomUUID()}}`, `${randomUUID()} `, 42, null, undefined]) {
      expect(isNoteId(value), String(value)).toBe(false);
    }
  });
});
