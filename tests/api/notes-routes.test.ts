// api group: app
// The notes handlers (app/api/v1/notes/*), called as Next calls them, with
// real session cookies (tests/support/session.ts) and the run's database.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as createNoteRoute from "@/app/api/v1/notes/createnote/route";
import * as deleteNoteRoute from "@/app/api/v1/notes/deletenote/route";
import * as getAllNotesRoute from "@/app/api/v1/notes/getallnotes/route";
import * as getRecentNotesRoute from "@/app/api/v1/notes/getrecentnotes/route";
import * as updateNoteRoute from "@/app/api/v1/notes/updatenote/route";
import { db } from "@/lib/db";
import { NOTES_FULL_MESSAGE, NOTES_PER_ACCOUNT } from "@/lib/notes/cap";
import { MAX_NOTE_BODY_BYTES } from "@/lib/notes/http";
import { NOTE_FIELDS, NOTE_LIMITS, type NoteField } from "@/lib/notes/fields";
import { endpointSpec } from "@/tests/support/api-endpoints";
import { formatStatuses, fuzzEndpoint } from "@/tests/support/fuzz";
import { postRequest, sessionCookie, signedInUser, type SignedInUser } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
type Call = "createnote" | "getallnotes" | "getrecentnotes" | "updatenote" | "deletenote";

const HANDLERS: Record<Call, Handler> = {
  createnote: createNoteRoute.POST,
  getallnotes: getAllNotesRoute.POST,
  getrecentnotes: getRecentNotesRoute.POST,
  updatenote: updateNoteRoute.POST,
  deletenote: deleteNoteRoute.POST,
};
const CALLS = Object.keys(HANDLERS) as Call[];

interface Note {
  id: string;
  word: string;
  type: string;
  definitions: string;
  example: string;
  breakdown: string;
  userId: string;
  timestamp: string;
}

const NOT_SIGNED_IN = { error: "Please log in first." };
const NOT_YOUR_ACCOUNT = { error: "userId does not match the signed-in user." };
const NOT_FOUND = { error: "Note not found." };

function call(name: Call, body: unknown, options: { user?: SignedInUser | null; cookie?: string; raw?: string } = {}): Promise<Response> {
  return HANDLERS[name](postRequest(`/api/v1/notes/${name}`, body, options));
}

async function json(response: Response): Promise<unknown> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

function fields(word: string, overrides: Partial<Record<NoteField, unknown>> = {}): Record<NoteField, unknown> {
  return {
    word,
    type: "noun",
    definitions: `the meaning of ${word}`,
    example: `I wrote ${word} down.`,
    breakdown: `${word}: a breakdown`,
    ...overrides,
  };
}

async function create(user: SignedInUser, word: string): Promise<Note> {
  const response = await call("createnote", { ...fields(word), userId: user.id }, { user });
  expect(response.status).toBe(201);
  return ((await json(response)) as { data: Note }).data;
}

async function allNotes(user: SignedInUser): Promise<Note[]> {
  const response = await call("getallnotes", { userId: user.id }, { user });
  expect(response.status).toBe(200);
  return ((await json(response)) as { data: Note[] }).data;
}

/** The user's rows as stored, to show a refused call changed nothing. */
async function rowsOf(user: SignedInUser) {
  return db().note.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
}

/** A valid body for each call, acting on `note`. */
function validBody(name: Call, userId: string, note: { id: string }): Record<string, unknown> {
  switch (name) {
    case "createnote":
      return { ...fields("valid"), userId };
    case "updatenote":
      return { ...fields("valid"), userId, noteId: note.id };
    case "deletenote":
      return { userId, noteId: note.id };
    default:
      return { userId };
  }
}

let alice: SignedInUser;

beforeAll(async () => {
  // A second signed-in user exists beside alice throughout.
  [alice] = await Promise.all([signedInUser("alice"), signedInUser("bob")]);
});

describe("authorization", () => {
  it("answers 401 JSON on every call to a signed-out request, a forged cookie and a stale session; nothing changes", async () => {
    const owner = await signedInUser("owner");
    const note = await create(owner, "guarded");
    const before = await rowsOf(owner);
    const stale = await sessionCookie({ sub: owner.id, email: owner.email, sv: 7 });
    for (const name of CALLS) {
      for (const cookie of [undefined, "authjs.session-token=forged", stale]) {
        const response = await call(name, validBody(name, owner.id, note), cookie ? { cookie } : {});
        expect(response.status, `${name} ${cookie ?? "no cookie"}`).toBe(401);
        expect(await json(response)).toEqual(NOT_SIGNED_IN);
      }
    }
    expect(await rowsOf(owner)).toEqual(before);
  });

  it("answers 403 on every call when user B passes user A's id, changing nothing of A's or B's", async () => {
    const owner = await signedInUser("owner");
    const intruder = await signedInUser("intruder");
    const note = await create(owner, "private");
    const before = await rowsOf(owner);
    for (const name of CALLS) {
      const response = await call(name, validBody(name, owner.id, note), { user: intruder });
      expect(response.status, name).toBe(403);
      expect(await json(response)).toEqual(NOT_YOUR_ACCOUNT);
    }
    expect(await rowsOf(owner)).toEqual(before);
    expect(await rowsOf(intruder)).toEqual([]);
  });

  it('accepts the caller\'s own id, no id, "" or the string "null" the original client sends', async () => {
    const user = await signedInUser();
    for (const userId of [user.id, undefined, "null", ""]) {
      const note = await create(user, `for ${String(userId)}`);
      for (const name of CALLS) {
        const body = validBody(name, userId ?? "", note);
        if (userId === undefined) delete body.userId;
        const response = await call(name, body, { user });
        expect(response.status, `${name} userId=${String(userId)}`).toBe(name === "createnote" ? 201 : 200);
      }
    }
  });
});

describe("shapes", () => {
  it("createnote → 201 { data: note } for the session's user; getallnotes, getrecentnotes → { data: [...] }", async () => {
    const user = await signedInUser();
    const response = await call("createnote", { ...fields(" lexicon "), userId: user.id, id: "ignored", timestamp: "ignored" }, { user });
    expect(response.status).toBe(201);
    const body = (await json(response)) as { data: Note };
    expect(Object.keys(body)).toEqual(["data"]);
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      word: "lexicon",
      type: "noun",
      definitions: "the meaning of  lexicon",
      example: "I wrote  lexicon  down.",
      breakdown: "lexicon : a breakdown",
      userId: user.id,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const stored = await db().note.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(stored.userId).toBe(user.id);
    expect(stored.createdAt.toISOString()).toBe(body.data.timestamp);

    const recent = await call("getrecentnotes", { userId: user.id }, { user });
    expect(recent.status).toBe(200);
    expect(await json(recent)).toEqual({ data: [body.data] });
    const listed = await call("getallnotes", { userId: user.id }, { user });
    expect(listed.status).toBe(200);
    expect(await json(listed)).toEqual({ data: [body.data], page: 1, pageSize: 100, pageCount: 1, total: 1 });
  });

  it("updatenote → { data: note } with the same id and timestamp; deletenote → { ok: true }, then it is gone", async () => {
    const user = await signedInUser();
    const note = await create(user, "draft");
    const updated = await call("updatenote", { ...fields("final", { type: "adjective" }), userId: user.id, noteId: note.id }, { user });
    expect(updated.status).toBe(200);
    const body = (await json(updated)) as { data: Note };
    expect(body).toEqual({
      data: { ...note, word: "final", type: "adjective", definitions: "the meaning of final", example: "I wrote final down.", breakdown: "final: a breakdown" },
    });
    expect(await allNotes(user)).toEqual([body.data]);

    const deleted = await call("deletenote", { userId: user.id, noteId: note.id }, { user });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ ok: true });
    expect(await allNotes(user)).toEqual([]);

    const again = await call("deletenote", { userId: user.id, noteId: note.id }, { user });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual(NOT_FOUND);
  });

  it("getrecentnotes: the 5 newest, newest first; getallnotes: all of them, newest first", async () => {
    const user = await signedInUser();
    const words = ["r1", "r2", "r3", "r4", "r5", "r6", "r7"];
    const base = Date.now() - 60_000;
    for (const [index, word] of words.entries()) {
      const note = await create(user, word);
      // One second apart, so the order does not hang on two inserts landing in one millisecond.
      await db().note.update({ where: { id: note.id }, data: { createdAt: new Date(base + index * 1000) } });
    }
    const recent = (await json(await call("getrecentnotes", { userId: user.id }, { user }))) as { data: Note[] };
    expect(recent.data.map((note) => note.word)).toEqual(["r7", "r6", "r5", "r4", "r3"]);
    expect(recent.data.map((note) => note.timestamp)).toEqual([6, 5, 4, 3, 2].map((index) => new Date(base + index * 1000).toISOString()));
    const all = await allNotes(user);
    expect(all.map((note) => note.word)).toEqual([...words].reverse());
    expect(recent.data).toEqual(all.slice(0, 5));
  });
});

/** `count` notes for the user straight in SQL, a second apart (the first the oldest), words `bulk1`, `bulk2`, …. */
async function insertNotes(user: SignedInUser, count: number) {
  await db().$executeRaw`
    INSERT INTO notes (id, user_id, word, type, definitions, example, breakdown, created_at)
    SELECT gen_random_uuid(), ${user.id}, 'bulk' || i, 'noun', 'definition number ' || i, 'an example of it', 'a breakdown of it',
           now() - interval '1 day' + i * interval '1 second'
    FROM generate_series(1, ${count}::int) AS i`;
}

type NotesPageBody = { data: Note[]; page: number; pageSize: number; pageCount: number; total: number };

describe("getallnotes: a page at a time", () => {
  let many: SignedInUser;
  beforeAll(async () => {
    many = await signedInUser("many");
    await insertNotes(many, 2000);
  });

  async function page(body: Record<string, unknown>): Promise<{ bytes: number; body: NotesPageBody }> {
    const response = await call("getallnotes", { userId: many.id, ...body }, { user: many });
    expect(response.status, JSON.stringify(body)).toBe(200);
    const text = await response.text();
    return { bytes: Buffer.byteLength(text), body: JSON.parse(text) as NotesPageBody };
  }

  it("without paging fields: the 100 newest of 2,000 notes and the paging, in a bounded answer", async () => {
    const { bytes, body } = await page({});
    expect(body).toMatchObject({ page: 1, pageSize: 100, pageCount: 20, total: 2000 });
    expect(body.data).toHaveLength(100);
    expect(body.data[0]).toMatchObject({ word: "bulk2000", userId: many.id });
    expect(body.data.at(-1)?.word).toBe("bulk1901");
    // Every note of the account would be about 500 KB.
    expect(bytes).toBeLessThan(30_000);
  });

  it("page and pageSize: the table's 6 a page; past the last page, the last", async () => {
    const second = await page({ page: 2, pageSize: 6 });
    expect(second.body).toMatchObject({ page: 2, pageSize: 6, pageCount: 334, total: 2000 });
    expect(second.body.data.map((note) => note.word)).toEqual(["bulk1994", "bulk1993", "bulk1992", "bulk1991", "bulk1990", "bulk1989"]);
    const beyond = await page({ page: 1_000_000, pageSize: 6 });
    expect(beyond.body).toMatchObject({ page: 334, pageCount: 334 });
    expect(beyond.body.data.map((note) => note.word)).toEqual(["bulk2", "bulk1"]);
  });

  it("q: the notes search (word or definitions, case-insensitive), paged", async () => {
    const { body } = await page({ q: " NUMBER 100", pageSize: 6 });
    // Definitions "definition number 100", "… 1000" to "… 1009": 11 notes.
    expect(body).toMatchObject({ page: 1, pageCount: 2, total: 11 });
    expect(body.data.map((note) => note.word)).toEqual(["bulk1009", "bulk1008", "bulk1007", "bulk1006", "bulk1005", "bulk1004"]);
    expect((await page({ q: "bulk1999" })).body).toMatchObject({ total: 1, data: [expect.objectContaining({ word: "bulk1999" })] });
    expect((await page({ q: "zebra" })).body).toEqual({ data: [], page: 1, pageSize: 100, pageCount: 1, total: 0 });
  });

  it("refuses a page, pageSize or q out of range with 400 { errors }", async () => {
    for (const [field, value] of [
      ["page", 0],
      ["page", 1.5],
      ["page", "2"],
      ["pageSize", 0],
      ["pageSize", 101],
      ["pageSize", null],
      ["q", 42],
      ["q", "q".repeat(2001)],
    ] as const) {
      const response = await call("getallnotes", { userId: many.id, [field]: value }, { user: many });
      expect(response.status, `${field} ${String(value).slice(0, 10)}`).toBe(400);
      expect(await json(response)).toEqual({ errors: [{ field, message: expect.stringContaining(field) }] });
    }
  });
});

describe("the cap on notes", () => {
  it(`createnote answers 409 with the message past ${NOTES_PER_ACCOUNT.toLocaleString("en")} notes, and stores nothing`, async () => {
    const user = await signedInUser("full");
    await insertNotes(user, NOTES_PER_ACCOUNT);
    const response = await call("createnote", { ...fields("one too many"), userId: user.id }, { user });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ error: NOTES_FULL_MESSAGE });
    expect(await db().note.count({ where: { userId: user.id } })).toBe(NOTES_PER_ACCOUNT);
  });
});

describe("validation", () => {
  const badValues: [string, unknown][] = [
    ["missing", undefined],
    ["empty", ""],
    ["blank", " \n\t "],
    ["null", null],
    ["a number", 42],
    ["an array", ["word"]],
    ["an object", { text: "word" }],
  ];

  function withField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
    const body = { ...base };
    if (value === undefined) delete body[field];
    else body[field] = value;
    return body;
  }

  it("createnote answers 400 { errors: [{ field, message }] } for each field missing, empty, blank, of another type or too long; stores nothing", async () => {
    const user = await signedInUser();
    for (const field of NOTE_FIELDS) {
      const cases: [string, unknown][] = [...badValues, ["too long", "x".repeat(NOTE_LIMITS[field] + 1)]];
      for (const [label, value] of cases) {
        const response = await call("createnote", withField({ ...fields("w"), userId: user.id }, field, value), { user });
        expect(response.status, `${field} ${label}`).toBe(400);
        const body = (await json(response)) as { errors: { field: string; message: string }[] };
        expect(Object.keys(body)).toEqual(["errors"]);
        expect(body.errors, `${field} ${label}`).toEqual([{ field, message: expect.stringContaining(field) }]);
      }
    }
    expect(await rowsOf(user)).toEqual([]);

    // PostgreSQL text cannot hold U+0000: every handler's body reader refuses it (lib/http/read-json-body).
    for (const field of NOTE_FIELDS) {
      const withNul = await call("createnote", withField({ ...fields("w"), userId: user.id }, field, "a\u0000b"), { user });
      expect(withNul.status, `${field} with a NUL`).toBe(400);
      expect(await json(withNul)).toEqual({ error: "Text may not contain the NUL character." });
    }
    expect(await rowsOf(user)).toEqual([]);

    const allEmpty = await call("createnote", { word: "", type: "", definitions: "", example: "", breakdown: "", userId: user.id }, { user });
    expect(allEmpty.status).toBe(400);
    const allEmptyBody = (await json(allEmpty)) as { errors: { field: string; message: string }[] };
    expect(allEmptyBody.errors.map((error) => error.field)).toEqual([...NOTE_FIELDS]);
    expect(allEmptyBody.errors.map((error) => error.message)).toEqual(NOTE_FIELDS.map((field) => `${field} is required.`));

    const atLimits = Object.fromEntries(NOTE_FIELDS.map((field) => [field, "y".repeat(NOTE_LIMITS[field])]));
    expect((await call("createnote", atLimits, { user })).status).toBe(201);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it("updatenote requires the word, the definitions and a noteId non-empty, and the other fields text; a refused update changes nothing", async () => {
    const user = await signedInUser();
    const note = await create(user, "steady");
    const before = await rowsOf(user);
    for (const field of ["word", "definitions", "noteId"]) {
      for (const [label, value] of badValues) {
        const response = await call("updatenote", withField({ ...fields("changed"), userId: user.id, noteId: note.id }, field, value), { user });
        expect(response.status, `${field} ${label}`).toBe(400);
        expect(await json(response), `${field} ${label}`).toEqual({ errors: [{ field, message: expect.stringContaining(field) }] });
      }
    }
    for (const field of ["type", "example", "breakdown"]) {
      for (const [label, value] of badValues.filter(([, value]) => typeof value !== "string" && value !== undefined)) {
        const response = await call("updatenote", withField({ ...fields("changed"), userId: user.id, noteId: note.id }, field, value), { user });
        expect(response.status, `${field} ${label}`).toBe(400);
        expect(await json(response), `${field} ${label}`).toEqual({ errors: [{ field, message: `${field} must be a string.` }] });
      }
    }
    expect(await rowsOf(user)).toEqual(before);
  });

  it("updatenote keeps a note of only a word and its meaning (an imported one) editable: type, example and breakdown may be empty or left out", async () => {
    const user = await signedInUser();
    const note = await create(user, "imported");
    const response = await call(
      "updatenote",
      { word: "imported", definitions: "brought in", type: " ", example: "", userId: user.id, noteId: note.id },
      { user },
    );
    expect(response.status).toBe(200);
    expect(await rowsOf(user)).toEqual([expect.objectContaining({ word: "imported", type: "", definitions: "brought in", example: "", breakdown: "" })]);
  });

  it("deletenote requires a noteId; a userId of another type is a 400 on every call", async () => {
    const user = await signedInUser();
    const note = await create(user, "still here");
    for (const [label, value] of badValues) {
      const response = await call("deletenote", withField({ userId: user.id, noteId: note.id }, "noteId", value), { user });
      expect(response.status, label).toBe(400);
      expect(await json(response)).toEqual({ errors: [{ field: "noteId", message: expect.stringContaining("noteId") }] });
    }
    for (const name of CALLS) {
      for (const userId of [42, ["x"], { id: user.id }, "u".repeat(129)]) {
        const response = await call(name, { ...validBody(name, user.id, note), userId }, { user });
        expect(response.status, `${name} ${JSON.stringify(userId).slice(0, 20)}`).toBe(400);
        expect(((await json(response)) as { errors: { field: string }[] }).errors).toEqual([{ field: "userId", message: expect.any(String) }]);
      }
    }
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it("answers 400 for a body that is not a JSON object or not JSON, and 413 for one too large, on every call", async () => {
    const user = await signedInUser();
    for (const name of CALLS) {
      for (const body of [[], "text", 42, null, true]) {
        const response = await call(name, body, { user });
        expect(response.status, `${name} ${JSON.stringify(body)}`).toBe(400);
        expect(((await json(response)) as { errors: { field: string }[] }).errors).toEqual([{ field: "body", message: "Expected a JSON object." }]);
      }
      for (const raw of ["", "{", "{'word': 1}", "undefined"]) {
        const response = await call(name, undefined, { user, raw });
        expect(response.status, `${name} ${raw}`).toBe(400);
        expect(await json(response)).toEqual({ error: expect.any(String) });
      }
      const huge = await call(name, { ...fields("x".repeat(MAX_NOTE_BODY_BYTES)), userId: user.id }, { user });
      expect(huge.status, name).toBe(413);
      expect(await json(huge)).toEqual({ error: expect.any(String) });
    }
    expect(await rowsOf(user)).toEqual([]);
  });
});

describe("ownership", () => {
  it("user B cannot see, update or delete user A's notes: 404, and A's notes stay as they were", async () => {
    const a = await signedInUser("a");
    const b = await signedInUser("b");
    const first = await create(a, "mine");
    const second = await create(a, "also mine");
    const own = await create(b, "b's own");
    const before = await rowsOf(a);

    const update = await call("updatenote", { ...fields("stolen"), userId: b.id, noteId: first.id }, { user: b });
    expect(update.status).toBe(404);
    expect(await json(update)).toEqual(NOT_FOUND);
    // Without a userId claim too: the session decides whose notes are reachable.
    const updateNoClaim = await call("updatenote", { ...fields("stolen"), noteId: second.id }, { user: b });
    expect(updateNoClaim.status).toBe(404);

    for (const body of [{ userId: b.id, noteId: first.id }, { noteId: second.id }]) {
      const deleted = await call("deletenote", body, { user: b });
      expect(deleted.status).toBe(404);
      expect(await json(deleted)).toEqual(NOT_FOUND);
    }

    expect(await rowsOf(a)).toEqual(before);
    expect(await allNotes(b)).toEqual([own]);
    const recent = (await json(await call("getrecentnotes", { userId: b.id }, { user: b }))) as { data: Note[] };
    expect(recent.data).toEqual([own]);
    expect(new Set((await allNotes(a)).map((note) => note.id))).toEqual(new Set([first.id, second.id]));
  });

  it("a noteId that is not a UUID, or no one's, is a 404 (never a 500) on update and delete", async () => {
    const user = await signedInUser();
    const note = await create(user, "target");
    const before = await rowsOf(user);
    for (const noteId of ["not-a-uuid", "1", "null", `${note.id}0`, note.id.replaceAll("-", ""), "'; drop table notes; --", randomUUID()]) {
      const updated = await call("updatenote", { ...fields("changed"), userId: user.id, noteId }, { user });
      expect(updated.status, `update ${noteId}`).toBe(404);
      expect(await json(updated)).toEqual(NOT_FOUND);
      const deleted = await call("deletenote", { userId: user.id, noteId }, { user });
      expect(deleted.status, `delete ${noteId}`).toBe(404);
      expect(await json(deleted)).toEqual(NOT_FOUND);
    }
    expect(await rowsOf(user)).toEqual(before);
  });
});

describe("fuzz", () => {
  // The generators and the property are shared with `npm run test:fuzz` (tests/support/fuzz.ts).
  for (const name of CALLS) {
    it(`${name}: 200 malformed bodies, never a 500, always JSON`, { timeout: 180_000 }, async () => {
      const user = await signedInUser("fuzz");
      const mine = await create(user, "fuzz target");
      const theirs = await create(alice, "not for fuzzers");
      const aliceBefore = await db().note.findUniqueOrThrow({ where: { id: theirs.id } });
      const statuses = await fuzzEndpoint(
        endpointSpec("POST", `/api/v1/notes/${name}`),
        HANDLERS[name],
        { user, other: alice, noteIds: [mine.id, theirs.id] },
        200,
      );

      // The generator reaches every step, not only the first refusal.
      const expected = {
        createnote: [201, 400, 401, 403],
        getallnotes: [200, 400, 401, 403],
        getrecentnotes: [200, 400, 401, 403],
        updatenote: [200, 400, 401, 403, 404],
        deletenote: [200, 400, 401, 403, 404],
      }[name];
      expect([...statuses.keys()].sort(), formatStatuses(statuses)).toEqual(expect.arrayContaining(expected));
      // Whatever was sent, alice's note is untouched.
      expect(await db().note.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(aliceBefore);
    });
  }
});
