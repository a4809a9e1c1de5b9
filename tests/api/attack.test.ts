// api group: app
// The attack suite (issue 8): every /api/v1 endpoint, found on disk, called as
// Next calls it with real sessions against the run's database. Signed out,
// acting as another user, on another user's note, with malformed bodies,
// wrong types, missing fields, 1 MB strings, control characters and injection
// strings: always a 4xx JSON answer (a redirect for the e-mail links), never a
// 500, and nobody's data changes. Endpoints are described in
// tests/support/api-endpoints.ts; CSRF is tested in attack-csrf.test.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { ENDPOINTS, callEndpoint, endpointKey, loadHandlers, type EndpointSpec, type Handler, type RequestInput } from "@/tests/support/api-endpoints";
import { sessionCookie, signedInUser, type SignedInUser } from "@/tests/support/session";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";

const APP_URL = "https://lexi.example.org";
const ONE_MB = "x".repeat(1024 * 1024);

/** Stored and returned exactly as sent: the database sees them as parameters, pages and e-mail escape them. */
const INJECTIONS = [
  "'; DROP TABLE notes; --",
  "' OR '1'='1' --",
  "1); DELETE FROM marks WHERE (1=1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
];
/** Text a careless server could choke on. */
const AWKWARD_TEXT = ["\u0000", "a\u0000b", "\u202Eevil\u202C", "\uD83D", "x\uDE00y", "\u0007\u001B[31m\r\n\t", "😀 ünïcödé 漢字 עברית", "\uFEFF", " "];
const WRONG_TYPES: unknown[] = [12345, -1.5, true, null, [], ["a"], {}, { $ne: null }, { __proto__: { admin: true } }];
const BAD_VALUES: unknown[] = [...WRONG_TYPES, ...AWKWARD_TEXT, ...INJECTIONS, ONE_MB];

/** Bodies that are not a JSON object (or not JSON at all). */
const RAW_BODIES = ["", "{", '{"userId":', "[]", "null", "true", "42", '"text"', "{'single': 'quotes'}", "\uFEFF{}", "{}garbage", "\u0000"];

let handlers: Map<string, Handler>;
let smtp: TestSmtpServer;
let settleBackgroundTasks: () => Promise<void>;
let owner: SignedInUser;
let intruder: SignedInUser;
let ownerNoteId: string;

function handlerOf(spec: EndpointSpec): Handler {
  const handler = handlers.get(endpointKey(spec.method, spec.path));
  if (!handler) throw new Error(`no handler for ${endpointKey(spec.method, spec.path)}`);
  return handler;
}

type Input = RequestInput;

function call(spec: EndpointSpec, input: Input, cookie?: string): Promise<Response> {
  return callEndpoint(handlerOf(spec), spec, input, cookie);
}

/** `values` as the request input of `spec` (query for GET, body otherwise). */
const inputOf = (spec: EndpointSpec, values: Record<string, unknown>): Input => (spec.method === "GET" ? { query: values } : { body: values });

/** A note of `user`'s, made through the handler. */
async function noteOf(user: SignedInUser): Promise<string> {
  const create = ENDPOINTS.find((spec) => spec.path === "/api/v1/notes/createnote")!;
  const response = await call(create, { body: create.valid({ userId: user.id, noteId: "", tag: randomUUID() }) }, user.cookie);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Everything stored for a user, to show an attack changed nothing. */
async function dataOf(user: SignedInUser) {
  const [marks, notes, reviewCards, reviewLogs, reviewSettings] = await Promise.all([
    db().mark.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
    db().note.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
    db().reviewCard.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
    db().reviewLog.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
    db().reviewSettings.findMany({ where: { userId: user.id } }),
  ]);
  return { marks, notes, reviewCards, reviewLogs, reviewSettings };
}

/**
 * The answer is never a 500 and has the shape its kind promises: a JSON
 * object (an `error` string or, for the notes' 400, an `errors` list) or, for
 * the e-mail links, a redirect that stays on the site (no open redirect).
 */
async function expectSafeAnswer(spec: EndpointSpec, response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  if (spec.access === "redirect") {
    expect([303, 429], label).toContain(response.status);
    if (response.status === 303) expect(new URL(response.headers.get("location")!).origin, label).toBe(APP_URL);
    return;
  }
  expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(typeof body === "object" && body !== null && !Array.isArray(body), label).toBe(true);
  if (response.status >= 400) {
    expect(typeof body.error === "string" || Array.isArray(body.errors), `${label}: ${JSON.stringify(body)}`).toBe(true);
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Mail goes to a real SMTP test server; links point at APP_URL.
  vi.stubEnv("EMAIL_SERVER", smtp.url);
  vi.stubEnv("APP_URL", APP_URL);
  vi.resetModules();
  handlers = await loadHandlers();
  settleBackgroundTasks = (await import("@/lib/after-response")).settleBackgroundTasks;
  [owner, intruder] = await Promise.all([signedInUser("owner"), signedInUser("intruder")]);
  ownerNoteId = await noteOf(owner);
  // Something of every kind for the owner to lose.
  for (const kind of ["favourite", "remember", "seen"]) {
    const add = ENDPOINTS.find((spec) => spec.path === `/api/v1/${kind}/add`)!;
    expect((await call(add, { body: add.valid({ userId: owner.id, noteId: "", tag: "" }) }, owner.cookie)).status).toBe(200);
  }
  // The favourite put word 11 in the review deck and Remember started it (not a review); one review of it too.
  const { gradeWord } = await import("@/lib/review/grading");
  expect(await gradeWord(owner.id, { wordIndex: 11, rating: 3, reviewId: randomUUID(), durationMs: 1500 })).toHaveProperty("ok");
  const { reviewCards, reviewLogs } = await dataOf(owner);
  expect([reviewCards.length, reviewLogs.length]).toEqual([1, 1]);
}, 60_000);

afterAll(async () => {
  await settleBackgroundTasks?.();
  await smtp?.stop();
  vi.unstubAllEnvs();
});

describe("coverage", () => {
  it("describes every handler under app/api/v1, and nothing that is not there", () => {
    const onDisk = [...handlers.keys()].sort();
    const described = ENDPOINTS.map((spec) => endpointKey(spec.method, spec.path)).sort();
    expect(described).toEqual(onDisk);
  });

  it("each endpoint's valid request succeeds, so the attacks below are refused for what they change", async () => {
    const actor = await signedInUser("actor");
    for (const spec of ENDPOINTS) {
      const context = { userId: actor.id, noteId: await noteOf(actor), tag: randomUUID() };
      const response = await call(spec, inputOf(spec, spec.valid(context)), actor.cookie);
      expect(response.status, spec.path).toBe(spec.okStatus);
      // Answers that depend on the session are never kept by a shared or back-forward cache.
      if (spec.access !== "public") expect(response.headers.get("cache-control"), spec.path).toMatch(/^private, no-store(, no-transform)?$/);
      await expectSafeAnswer(spec, response, spec.path);
    }
  });
});

describe("identity", () => {
  it("refusals are not cached either: a signed-out call answers 401 with Cache-Control: private, no-store", async () => {
    for (const spec of ENDPOINTS.filter((endpoint) => endpoint.access === "user")) {
      const response = await call(spec, inputOf(spec, spec.valid({ userId: owner.id, noteId: ownerNoteId, tag: randomUUID() })));
      expect(response.status, spec.path).toBe(401);
      expect(response.headers.get("cache-control"), spec.path).toMatch(/^private, no-store(, no-transform)?$/);
    }
  });

  const userEndpoints = ENDPOINTS.filter((spec) => spec.access === "user" || spec.access === "optional-user");

  it("signed out, with a forged cookie or a session ended by a password change: 401 on every user endpoint, nothing changes", async () => {
    const before = await dataOf(owner);
    const ended = await sessionCookie({ sub: owner.id, email: owner.email, sv: 99 });
    for (const spec of userEndpoints) {
      for (const cookie of [undefined, "authjs.session-token=forged", ended]) {
        const response = await call(spec, inputOf(spec, spec.valid({ userId: owner.id, noteId: ownerNoteId, tag: randomUUID() })), cookie);
        expect(response.status, `${spec.path} ${cookie ?? "no cookie"}`).toBe(401);
        await expectSafeAnswer(spec, response, spec.path);
      }
    }
    expect(await dataOf(owner)).toEqual(before);
  });

  it("another user's id in the body or query: 403 on every user endpoint; neither user's data changes", async () => {
    const [ownerBefore, intruderBefore] = await Promise.all([dataOf(owner), dataOf(intruder)]);
    for (const spec of userEndpoints) {
      const input = spec.valid({ userId: owner.id, noteId: ownerNoteId, tag: randomUUID() });
      expect(input[spec.userField!], spec.path).toBe(owner.id);
      const response = await call(spec, inputOf(spec, input), intruder.cookie);
      expect(response.status, spec.path).toBe(403);
      await expectSafeAnswer(spec, response, spec.path);
    }
    expect(await dataOf(owner)).toEqual(ownerBefore);
    expect(await dataOf(intruder)).toEqual(intruderBefore);
  });

  it("another user's note id, under one's own user id: 404 on update and delete; the note is unchanged", async () => {
    const before = await dataOf(owner);
    const itemEndpoints = ENDPOINTS.filter((spec) => spec.itemField);
    expect(itemEndpoints.map((spec) => spec.path).sort()).toEqual(["/api/v1/notes/deletenote", "/api/v1/notes/updatenote"]);
    for (const spec of itemEndpoints) {
      for (const userId of [intruder.id, undefined]) {
        const input = { ...spec.valid({ userId: intruder.id, noteId: ownerNoteId, tag: randomUUID() }), userId };
        const response = await call(spec, inputOf(spec, input), intruder.cookie);
        expect(response.status, spec.path).toBe(404);
        await expectSafeAnswer(spec, response, spec.path);
      }
    }
    expect(await dataOf(owner)).toEqual(before);
  });
});

describe("malformed input: 4xx JSON, never 500", () => {
  for (const spec of ENDPOINTS) {
    it(`${spec.method} ${spec.path}: bodies that are not JSON objects, a missing field, wrong types, 1 MB, control characters, injections`, async () => {
      let actor = await signedInUser("attacker");
      const ownerBefore = await dataOf(owner);
      const context = () => ({ userId: actor.id, noteId: ownerNoteId, tag: randomUUID() });
      const statuses = new Map<number, number>();
      let actorCalls = 0;
      const check = async (input: Input, label: string) => {
        const response = await call(spec, input, actor.cookie);
        actorCalls += 1;
        if ((spec.endsSessions && response.ok) || actorCalls === spec.budgetPerUser) {
          actor = await signedInUser("attacker");
          actorCalls = 0;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await expectSafeAnswer(spec, response, `${spec.path} ${label}`);
        return response.status;
      };

      if (spec.method !== "GET") {
        for (const raw of RAW_BODIES) expect(await check({ raw }, `raw ${JSON.stringify(raw)}`), `raw ${JSON.stringify(raw)}`).toBe(400);
        const padding = spec.maxBodyBytes ? "x".repeat(spec.maxBodyBytes) : ONE_MB;
        expect(await check({ raw: JSON.stringify({ ...spec.valid(context()), padding }) }, "oversize body"), "oversize body").toBe(413);
      }
      const fields = Object.keys(spec.valid(context()));
      await check(inputOf(spec, {}), "no fields");
      for (const field of fields) {
        const { [field]: _dropped, ...rest } = spec.valid(context());
        await check(inputOf(spec, rest), `without ${field}`);
        for (const value of BAD_VALUES) {
          const label = `${field}=${JSON.stringify(value).slice(0, 40)}`;
          const status = await check(inputOf(spec, { ...spec.valid(context()), [field]: value }), label);
          // A 1 MB field: past the body limit of every POST but the import's, which reads it as a file.
          if (value === ONE_MB && !spec.maxBodyBytes) expect(status, label).toBe(spec.access === "redirect" ? 303 : spec.method === "GET" ? 400 : 413);
        }
      }
      // Whatever the attacker sent, the owner's data is as it was.
      expect(await dataOf(owner)).toEqual(ownerBefore);
      expect(
        [...statuses.keys()].every((status) => status < 500),
        JSON.stringify([...statuses]),
      ).toBe(true);
    });
  }
});

describe("injection strings are stored as text, verbatim, and escaped where rendered", () => {
  const spec = (apiPath: string) => ENDPOINTS.find((candidate) => candidate.path === `/api/v1/${apiPath}`)!;

  it("notes: every field comes back exactly as sent; the tables are all still there", async () => {
    const user = await signedInUser("injector");
    const create = spec("notes/createnote");
    for (const text of [...INJECTIONS, "😀 ünïcödé 漢字 עברית", "\u202Eevil\u202C"]) {
      const body = { word: text, type: text, definitions: text, example: text, breakdown: text, userId: user.id };
      expect((await call(create, { body }, user.cookie)).status, text).toBe(201);
    }
    const list = await call(spec("notes/getallnotes"), { body: { userId: user.id } }, user.cookie);
    const notes = ((await list.json()) as { data: Record<string, string>[] }).data;
    expect(notes.map((note) => note.word).sort()).toEqual([...INJECTIONS, "😀 ünïcödé 漢字 עברית", "\u202Eevil\u202C"].sort());
    for (const note of notes) expect(new Set([note.word, note.type, note.definitions, note.example, note.breakdown]).size).toBe(1);
    expect(await db().note.count({ where: { userId: owner.id } })).toBeGreaterThan(0);
    expect(await db().mark.count({ where: { userId: owner.id } })).toBeGreaterThan(0);
  });

  it("favourites: name and val come back exactly as sent", async () => {
    const user = await signedInUser("injector");
    for (const [index, text] of INJECTIONS.entries()) {
      const body = { itemId: randomUUID(), type: "notes", name: text, val: { word: text, index }, userId: user.id };
      expect((await call(spec("favourite/add"), { body }, user.cookie)).status, text).toBe(200);
    }
    const response = await call(spec("favourite/fetchItems"), { query: { userId: user.id } }, user.cookie);
    const items = ((await response.json()) as { data: { name: string; val: { word: string } }[] }).data;
    expect(items.map((item) => item.name)).toEqual(INJECTIONS);
    expect(items.map((item) => item.val.word)).toEqual(INJECTIONS);
  });

  it("contact: the message is stored verbatim", async () => {
    const email = `injector.${randomUUID()}@example.com`;
    const message = INJECTIONS.join("\n");
    const response = await call(spec("contact"), { body: { name: INJECTIONS[3], email, subject: INJECTIONS[0], message } });
    expect(response.status).toBe(200);
    const rows = await db().contactMessage.findMany({ where: { email } });
    expect(rows.map((row) => [row.name, row.subject, row.message])).toEqual([[INJECTIONS[3], INJECTIONS[0], message]]);
  });

  it("sign-up: a name with markup is kept as typed, and the verification e-mail's HTML escapes it", async () => {
    const email = `markup.${randomUUID()}@example.com`;
    const username = '<script>alert("x")</script>&<b>';
    const response = await call(spec("auth/register"), {
      body: { ...spec("auth/register").valid({ userId: "", noteId: "", tag: randomUUID() }), email, username },
    });
    expect(response.status).toBe(201);
    await settleBackgroundTasks();
    const mail = smtp.messages.find((message) => message.envelope.to.includes(email));
    expect(mail, "verification e-mail").toBeDefined();
    const html = String(mail!.mail.html);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    const decoded = html
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', amp: "&" })[name]!);
    expect(decoded).toContain(`Hello ${username},`);
    const stored = await db().user.findFirst({ where: { email } });
    expect(stored?.name).toBe(username);
  });
});
