// The property every /api/v1 endpoint must hold, whatever it is sent: never a
// 500, always the JSON (or, for e-mail links, redirect) answer its kind
// promises. One generator per endpoint family, shared by the 200-case fuzz
// tests in `npm test` (tests/api/*-routes.test.ts) and the 1,000-case
// `npm run test:fuzz` (tests/fuzz/), which differ only in the number of runs.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { expect } from "vitest";
import { callEndpoint, type EndpointSpec, type Handler, type RequestInput } from "./api-endpoints";
import type { SignedInUser } from "./session";

/** Any JSON value, weighted toward the awkward ones; `extra` adds values that matter to one endpoint. */
export function awkwardValue(extra: readonly (string | number)[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<string | number>("", " ", "null", "undefined", "__proto__", "constructor", "0", "-1", "not-a-uuid", "\u0000", "é🙂", "\uD83D", ...extra),
    fc.string({ maxLength: 80 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.string({ minLength: 90, maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Who the fuzzed requests come from, and what of theirs (and of someone else's) they can name. */
export interface FuzzActors {
  user: SignedInUser;
  /** Another user, whose id and notes the generators also use. */
  other: SignedInUser;
  /** Note ids to aim at: the user's and the other user's. */
  noteIds: string[];
}

/** A body as JSON, any JSON, or not JSON at all. */
function bodyOrGarbage(body: fc.Arbitrary<Record<string, unknown>>, weight = 4): fc.Arbitrary<RequestInput> {
  return fc.oneof(
    { weight, arbitrary: body.map((value) => ({ body: value })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ raw: JSON.stringify(value) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((raw) => ({ raw })) },
  );
}

/** A query from fields, any dictionary, or any string. */
function queryOrGarbage(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<RequestInput> {
  return fc.oneof(
    fields.map((query) => ({ query })),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 80 })).map((query) => ({ query })),
    fc.string({ maxLength: 200 }).map((raw) => ({ search: raw.replace(/[#\s]/g, "") })),
  );
}

// --- favourite, remember, unremember, seen ---------------------------------

const markValue = () => awkwardValue(["words", "sampleStory", "notes", "42", "16235", "16236", "01", "Flashcards"]);

/** Each field mostly of the right kind, so that many cases get past validation to the database. */
function markFields({ user, other }: FuzzActors) {
  return fc.record(
    {
      itemId: fc.oneof(fc.constantFrom("0", "42", "7378"), fc.nat(8000), fc.string({ minLength: 1, maxLength: 64 }), markValue()),
      type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("words", "sampleStory", "notes") }, { weight: 1, arbitrary: markValue() }),
      userId: fc.oneof(fc.constant(user.id), fc.constant(other.id), fc.constant("null"), markValue()),
      name: fc.oneof(fc.constantFrom("Flashcards", "Flashcards-Seen", "Flashcards-Unseen", "My Notes"), markValue()),
      val: markValue(),
      viewIndex: fc.oneof(fc.integer({ min: -2, max: 1_000_001 }), markValue()),
    },
    { requiredKeys: [] },
  );
}

// --- notes -------------------------------------------------------------------

const NOTE_TEXT_FIELDS = { word: 100, type: 50, definitions: 2000, example: 2000, breakdown: 2000 } as const;
const NOTE_KEYS = [...Object.keys(NOTE_TEXT_FIELDS), "userId", "noteId"];

const noteValue = () => awkwardValue([randomUUID()]);
const DROP = Symbol("drop");

/**
 * A valid body for one of the notes (the caller's or another user's), then up
 * to two mutations: a key dropped, or a value made awkward, too long or another
 * user's. So every step comes up often: 400, 403, 404 and success (about one
 * case in thirteen is valid, so a run of 200 misses none of them).
 */
function noteBody({ user, other, noteIds }: FuzzActors) {
  const textFields = Object.entries(NOTE_TEXT_FIELDS);
  const valid = fc.record({
    ...Object.fromEntries(textFields.map(([field, limit]) => [field, fc.string({ minLength: 1, maxLength: limit })])),
    // Now and then a claim to be the other user (403): a mutation alone reaches it too rarely.
    userId: fc.oneof({ weight: 3, arbitrary: fc.constant(user.id) }, { weight: 1, arbitrary: fc.constant(other.id) }),
    noteId: fc.constantFrom(...noteIds),
  });
  // A mutation is a key and its new value, or DROP to delete the key.
  const mutation = fc.oneof(
    fc.tuple(fc.constantFrom(...NOTE_KEYS), fc.constant<unknown>(DROP)),
    fc.tuple(fc.constantFrom(...NOTE_KEYS), fc.oneof(noteValue(), fc.string({ unit: "binary", minLength: 1, maxLength: 60 }), fc.constantFrom("null", ""))),
    fc.constantFrom(...textFields).map(([field, limit]): [string, unknown] => [field, "x".repeat(limit + 1)]),
  );
  return fc.tuple(valid, fc.array(mutation, { maxLength: 2 })).map(([body, mutations]) => {
    const mutated: Record<string, unknown> = { ...body };
    for (const [key, value] of mutations) {
      if (value === DROP) delete mutated[key];
      else mutated[key] = value;
    }
    return mutated;
  });
}

// --- fetchword -----------------------------------------------------------------

const wordValue = () => awkwardValue(["-1", "5", "16235", "16236", "1000000", "1000001", "-2", "1e3", " 3 ", "[]"]);

function fetchwordBody({ user, other }: FuzzActors) {
  return fc.record(
    {
      wordCategory: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("unseen", "seen", "favourite", "remember", "unremember") },
        { weight: 1, arbitrary: wordValue() },
      ),
      authUserId: fc.oneof(fc.constant(user.id), fc.constant(other.id), fc.constant("null"), wordValue()),
      wordIndex: fc.oneof(fc.integer({ min: -3, max: 8000 }).map(String), fc.integer({ min: -3, max: 8000 }), wordValue()),
      excludeIndexes: fc.oneof(fc.array(fc.nat(8000), { maxLength: 5 }), wordValue()),
    },
    { requiredKeys: [] },
  );
}

// --- review -----------------------------------------------------------------------

/** Every review field at once (each endpoint's schema drops the ones it does not take), mostly of the right kind. */
function reviewFields({ user, other }: FuzzActors) {
  const mostly = <T>(right: fc.Arbitrary<T>) => fc.oneof({ weight: 9, arbitrary: right }, { weight: 1, arbitrary: wordValue() });
  return fc.record(
    {
      // Mostly a word in the fuzzer's deck (11, 12) and a real grade, so that a grade with
      // all four fields right comes up often enough (about 1 in 10) to reach the database.
      wordIndex: mostly(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(11, 12) },
          { weight: 1, arbitrary: fc.oneof(fc.constantFrom(13, 16235, 16236), fc.integer({ min: -2, max: 17000 }).map(String)) },
        ),
      ),
      rating: mostly(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(1, 2, 3, 4) }, { weight: 1, arbitrary: fc.constantFrom(0, 5, 3.5) })),
      // Sometimes absent: an undo without one undoes the last grade.
      reviewId: mostly(fc.oneof({ weight: 5, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constant(undefined) })),
      durationMs: mostly(
        fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 120_000 }) }, { weight: 1, arbitrary: fc.constantFrom(-1, 86_400_001, 1.5) }),
      ),
      desiredRetention: mostly(fc.double({ min: 0.6, max: 1, noNaN: true })),
      newPerDay: mostly(fc.integer({ min: -1, max: 250 })),
      timeZone: mostly(fc.constantFrom("UTC", "Europe/London", "Asia/Kolkata", "America/New_York", "Mars/Olympus", "utc", "+05:00")),
      resetParameters: fc.constantFrom(true, false, "true", 1),
      userId: fc.oneof(fc.constant(user.id), fc.constant(other.id), fc.constant("null"), wordValue()),
    },
    // A grade needs all four at once; the rest come and go.
    { requiredKeys: ["wordIndex", "rating", "reviewId", "durationMs"] },
  );
}

// --- any other endpoint: around its valid request ----------------------------------

/** The endpoint's valid request (fresh addresses each case) with fields dropped or replaced by awkward values. */
function aroundValid(spec: EndpointSpec, { user, noteIds }: FuzzActors) {
  const fields = Object.keys(spec.valid({ userId: user.id, noteId: noteIds[0] ?? "", tag: "x" }));
  return fc
    .tuple(
      fc.uuid(),
      fc.dictionary(fc.constantFrom(...fields), fc.oneof(awkwardValue(), fc.emailAddress()), { maxKeys: 2 }),
      fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
    )
    .map(([tag, replaced, dropped]) => {
      const body: Record<string, unknown> = { ...spec.valid({ userId: user.id, noteId: noteIds[0] ?? "", tag }), ...replaced };
      for (const key of dropped) delete body[key];
      return body;
    });
}

/** The generator for `spec`: its family's where there is one, else one around its valid request. */
export function fuzzInput(spec: EndpointSpec, actors: FuzzActors): fc.Arbitrary<RequestInput> {
  const area = spec.path.split("/")[3];
  const fields = ["favourite", "remember", "unremember", "seen"].includes(area!)
    ? markFields(actors)
    : area === "notes"
      ? noteBody(actors)
      : spec.path === "/api/v1/word/fetchword"
        ? fetchwordBody(actors)
        : area === "review"
          ? reviewFields(actors)
          : aroundValid(spec, actors);
  return spec.method === "GET" ? queryOrGarbage(fields) : bodyOrGarbage(fields);
}

/** Statuses an endpoint may answer a fuzzed request with; anything else (a 500 above all) fails. */
export const FUZZ_STATUSES = [200, 201, 303, 400, 401, 403, 404, 409, 413, 429];

/**
 * Sends `runs` generated requests to `handler` (one in ten signed out) and
 * checks each answer: an allowed status, JSON with an `error` string or
 * `errors` list when refused, or a redirect that stays on the site.
 * Returns how often each status was seen.
 */
export async function fuzzEndpoint(
  spec: EndpointSpec,
  handler: Handler,
  actors: FuzzActors,
  runs: number,
  /** More to check of each JSON answer. */
  check?: (status: number, body: Record<string, unknown>) => void,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fuzzInput(spec, actors), fc.nat(9), async (input, dice) => {
      const response = await callEndpoint(handler, spec, input, dice === 0 ? undefined : actors.user.cookie);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(FUZZ_STATUSES).toContain(response.status);
      if (spec.access === "redirect") {
        expect([303, 429]).toContain(response.status);
        return;
      }
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(typeof body === "object" && body !== null && !Array.isArray(body)).toBe(true);
      if (response.status >= 400) expect(typeof body.error === "string" || Array.isArray(body.errors)).toBe(true);
      check?.(response.status, body);
    }),
    // FUZZ_SEED replays a failure (fast-check prints the seed with it).
    { numRuns: runs, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
  );
  return statuses;
}

/** "400×120 200×80", for printing. */
export function formatStatuses(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}
