// api group: database
// lib/marks against the run's database: favourite, remember, unremember and seen as one mechanism.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addMark, listMarks, markStatus, removeMark, type MarkKind } from "@/lib/marks/marks";

const newUser = () => `marks-user-${randomUUID()}`;
const word = (index: number) => ({ itemId: String(index), type: "words" as const });

async function rowsOf(userId: string) {
  return db().mark.findMany({ where: { userId }, orderBy: { id: "asc" } });
}

describe("addMark / removeMark / markStatus", () => {
  it("adding twice leaves one mark, removing twice is harmless", async () => {
    const user = newUser();
    await addMark(user, "favourite", { ...word(7), name: "Flashcards-Unseen", val: "seven" });
    await addMark(user, "favourite", { ...word(7), name: "Flashcards-Unseen", val: "seven" });
    expect(await rowsOf(user)).toHaveLength(1);
    expect(await markStatus(user, "favourite", word(7))).toBe(true);

    await removeMark(user, "favourite", word(7));
    expect(await markStatus(user, "favourite", word(7))).toBe(false);
    await removeMark(user, "favourite", word(7));
    await removeMark(user, "favourite", word(8));
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it("stores name, val and viewIndex as given; a second add takes the new ones", async () => {
    const user = newUser();
    const note = { itemId: randomUUID(), type: "notes" as const };
    await addMark(user, "favourite", { ...note, name: "My Notes", val: { word: "abide", definitions: "to accept" }, viewIndex: 3 });
    expect(await listMarks(user, "favourite")).toEqual([
      { itemId: note.itemId, type: "notes", name: "My Notes", val: { word: "abide", definitions: "to accept" }, viewIndex: 3 },
    ]);
    await addMark(user, "favourite", { ...note, name: "My Notes", val: { word: "abide", definitions: "to endure" } });
    expect(await listMarks(user, "favourite")).toEqual([
      { itemId: note.itemId, type: "notes", name: "My Notes", val: { word: "abide", definitions: "to endure" }, viewIndex: null },
    ]);
  });

  it("keeps the same itemId of different types apart", async () => {
    const user = newUser();
    await addMark(user, "favourite", { itemId: "12", type: "words" });
    await addMark(user, "favourite", { itemId: "12", type: "sampleStory", val: "A story" });
    expect(await markStatus(user, "favourite", { itemId: "12", type: "notes" })).toBe(false);
    await removeMark(user, "favourite", { itemId: "12", type: "words" });
    expect(await listMarks(user, "favourite")).toEqual([{ itemId: "12", type: "sampleStory", name: null, val: "A story", viewIndex: null }]);
  });

  it("favourite, seen and recall marks on one item live side by side", async () => {
    const user = newUser();
    for (const kind of ["favourite", "seen", "remember"] as const) await addMark(user, kind, word(1));
    expect(await rowsOf(user)).toHaveLength(3);
    for (const kind of ["favourite", "seen", "remember"] as const) expect(await markStatus(user, kind, word(1))).toBe(true);
    expect(await markStatus(user, "unremember", word(1))).toBe(false);
    await removeMark(user, "seen", word(1));
    expect(await markStatus(user, "favourite", word(1))).toBe(true);
    expect(await markStatus(user, "remember", word(1))).toBe(true);
  });
});

describe("remember and unremember exclude each other", () => {
  it("setting one replaces the other in the same row", async () => {
    const user = newUser();
    await addMark(user, "remember", word(3));
    const [before] = await rowsOf(user);
    await addMark(user, "unremember", { ...word(3), name: "Flashcards" });
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, slot: "recall", kind: "unremember", name: "Flashcards" });
    expect(await markStatus(user, "remember", word(3))).toBe(false);
    expect(await markStatus(user, "unremember", word(3))).toBe(true);
  });

  it("removing one kind leaves the other kind alone", async () => {
    const user = newUser();
    await addMark(user, "unremember", word(4));
    await removeMark(user, "remember", word(4));
    expect(await markStatus(user, "unremember", word(4))).toBe(true);
    await removeMark(user, "unremember", word(4));
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it("20 concurrent mixed adds leave exactly one row in a consistent state", async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = newUser();
      const kinds: MarkKind[] = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? "remember" : "unremember"));
      const results = await Promise.allSettled(kinds.map((kind) => addMark(user, kind, word(42))));
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);

      const rows = await rowsOf(user);
      expect(rows).toHaveLength(1);
      const remember = await markStatus(user, "remember", word(42));
      const unremember = await markStatus(user, "unremember", word(42));
      expect(remember !== unremember).toBe(true);
      expect(rows[0]!.kind).toBe(remember ? "remember" : "unremember");
      expect(await listMarks(user, rows[0]!.kind)).toHaveLength(1);
    }
  });

  it("concurrent adds and removes of one kind never duplicate or fail", async () => {
    const user = newUser();
    const calls = Array.from({ length: 20 }, (_, i) => (i % 3 === 2 ? removeMark(user, "favourite", word(5)) : addMark(user, "favourite", word(5))));
    const results = await Promise.allSettled(calls);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    expect((await rowsOf(user)).length).toBeLessThanOrEqual(1);
    await addMark(user, "favourite", word(5));
    expect(await rowsOf(user)).toHaveLength(1);
  });
});

describe("listMarks", () => {
  it("lists one user's marks of a kind, oldest first; re-adding keeps the place, switching kind moves to the end", async () => {
    const user = newUser();
    for (const index of [30, 10, 20]) await addMark(user, "remember", word(index));
    await addMark(user, "favourite", word(99));
    await addMark(user, "remember", word(30));
    expect((await listMarks(user, "remember")).map((mark) => mark.itemId)).toEqual(["30", "10", "20"]);

    await addMark(user, "unremember", word(30));
    await addMark(user, "remember", word(30));
    expect((await listMarks(user, "remember")).map((mark) => mark.itemId)).toEqual(["10", "20", "30"]);
    expect((await listMarks(user, "favourite")).map((mark) => mark.itemId)).toEqual(["99"]);
    expect(await listMarks(user, "seen")).toEqual([]);
  });

  it("keeps a stable order for marks made in the same instant", async () => {
    const user = newUser();
    // One statement: every row gets the same created_at, so only the id orders them.
    await db().$executeRaw`
      INSERT INTO marks (user_id, slot, kind, item_id, type)
      SELECT ${user}, 'seen', 'seen', g::text, 'words' FROM generate_series(100, 149) AS g`;
    const first = (await listMarks(user, "seen")).map((mark) => mark.itemId);
    expect(first).toEqual(Array.from({ length: 50 }, (_, i) => String(100 + i)));
    expect((await listMarks(user, "seen")).map((mark) => mark.itemId)).toEqual(first);
  });
});

describe("per-user isolation", () => {
  it("one user's marks are invisible to, and untouchable by, another", async () => {
    const alice = newUser();
    const bob = newUser();
    await addMark(alice, "favourite", word(11));
    await addMark(alice, "remember", word(11));

    expect(await markStatus(bob, "favourite", word(11))).toBe(false);
    expect(await listMarks(bob, "favourite")).toEqual([]);
    await removeMark(bob, "favourite", word(11));
    await addMark(bob, "unremember", word(11));

    expect(await markStatus(alice, "favourite", word(11))).toBe(true);
    expect(await markStatus(alice, "remember", word(11))).toBe(true);
    expect(await markStatus(alice, "unremember", word(11))).toBe(false);
  });

  it("refuses a missing user id instead of matching every user", async () => {
    const alice = newUser();
    await addMark(alice, "favourite", word(12));
    const missing = undefined as unknown as string;
    await expect(listMarks(missing, "favourite")).rejects.toThrow(TypeError);
    await expect(markStatus(missing, "favourite", word(12))).rejects.toThrow(TypeError);
    await expect(removeMark(missing, "favourite", word(12))).rejects.toThrow(TypeError);
    await expect(removeMark("", "favourite", word(12))).rejects.toThrow(TypeError);
    await expect(addMark(missing, "favourite", word(12))).rejects.toThrow(TypeError);
    await expect(removeMark(alice, "favourite", { itemId: undefined as unknown as string, type: "words" })).rejects.toThrow(TypeError);
    expect(await markStatus(alice, "favourite", word(12))).toBe(true);
  });
});
