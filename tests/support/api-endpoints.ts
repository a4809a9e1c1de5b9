// Every /api/v1 endpoint, described once for the suites that attack all of
// them (tests/api/attack*.test.ts): who may call it, what a valid request is,
// which field names the acting user. tests/api/attack.test.ts checks this list
// against the route files on disk, so a new endpoint without an entry fails.
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { IMPORT_BUDGET } from "@/lib/account/import-guard";
import { IMPORT_BODY_MAX_BYTES } from "@/lib/account/import-notes";
import { sealResult, sealTestState } from "@/lib/placement/tokens";
import { unsubscribeSignature } from "@/lib/reminders/token";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const API_DIR = path.join(ROOT, "app/api/v1");

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type Handler = (request: Request) => Promise<Response>;

/**
 * - user: needs a session (401 without), acts on the session's user only; a
 *   claimed `userField` naming someone else is a 403;
 * - optional-user: like user, but a visitor may call it without a claim
 *   (fetchword's unseen words);
 * - public: no session involved (contact, sign-up, password reset); JSON answers;
 * - redirect: a link followed by a browser; answers with a redirect.
 */
export type Access = "user" | "optional-user" | "public" | "redirect";

export interface EndpointContext {
  /** The acting user's id. */
  userId: string;
  /** One of the acting user's notes. */
  noteId: string;
  /** Unique per call, for addresses and texts that must not collide. */
  tag: string;
}

export interface EndpointSpec {
  method: HttpMethod;
  /** e.g. /api/v1/notes/createnote */
  path: string;
  access: Access;
  /** A request that succeeds: the JSON body (POST) or the query (GET). */
  valid: (context: EndpointContext) => Record<string, unknown>;
  /** The field that claims a user id, compared with the session's. */
  userField?: "userId" | "authUserId";
  /** The field naming one of the user's items (404 when it is someone else's). */
  itemField?: "noteId";
  /** Status of the valid request. */
  okStatus: number;
  /** The largest body the endpoint reads, where it is not the 16 KB of the others (the CSV import). */
  maxBodyBytes?: number;
  /** A valid call ends the actor's sessions: a suite needs a new actor after each one. */
  endsSessions?: true;
  /** Every call, refused or not, counts against the actor's budget of this many (the import's, an hour): a suite needs a new actor before it is used up. */
  budgetPerUser?: number;
  /** False for the endpoints answered from memory (the word search): they keep working while the database is down. */
  readsDatabase?: false;
}

const route = (method: HttpMethod, name: string, spec: Omit<EndpointSpec, "method" | "path">): EndpointSpec => ({
  method,
  path: `/api/v1/${name}`,
  ...spec,
});

const word = (index: number) => ({ itemId: String(index), type: "words" });
const note = (tag: string) => ({
  word: `word ${tag}`,
  type: "noun",
  definitions: "a meaning",
  example: "an example",
  breakdown: "a breakdown",
});
const STRONG_PASSWORD = "Abcdefghij1!";
const unsubscribeLink = (userId: string) => ({ u: userId, v: "0", t: unsubscribeSignature(userId, 0) });
const NEW_STRONG_PASSWORD = "Zyxwvutsrq9$";
/** A well-formed challenge id (32 base64url characters) no challenge has. */
const challengeIdOf = (tag: string) => `${tag.replace(/[^A-Za-z0-9]/g, "")}${"x".repeat(32)}`.slice(0, 32);

const markRoutes = (kind: "favourite" | "remember" | "unremember"): EndpointSpec[] => [
  route("GET", `${kind}/fetchStatus`, { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ ...word(11), userId }) }),
  route("POST", `${kind}/add`, {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId }) => ({ ...word(11), userId, name: "Flashcards-Seen" }),
  }),
  route("POST", `${kind}/remove`, { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ ...word(11), userId }) }),
];

export const ENDPOINTS: EndpointSpec[] = [
  ...markRoutes("favourite"),
  route("GET", "favourite/fetchItems", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  ...markRoutes("remember"),
  ...markRoutes("unremember"),
  route("POST", "seen/add", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ ...word(11), userId, name: "Flashcards" }) }),
  route("POST", "word/fetchword", {
    access: "optional-user",
    userField: "authUserId",
    okStatus: 200,
    // A category of the user's own, so that signed out it is a 401.
    valid: ({ userId }) => ({ wordCategory: "seen", authUserId: userId, wordIndex: "0" }),
  }),
  // A card's whole status (the flashcards screen, the word pages' heart): the marks and the review deck in one call.
  route("GET", "word/status", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: "11", userId }) }),
  // The word search combobox: public, the same answer for everyone.
  route("GET", "word/search", { access: "public", okStatus: 200, readsDatabase: false, valid: () => ({ q: "ser" }) }),
  route("POST", "notes/createnote", { access: "user", userField: "userId", okStatus: 201, valid: ({ userId, tag }) => ({ ...note(tag), userId }) }),
  route("POST", "notes/getallnotes", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "notes/getrecentnotes", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "notes/updatenote", {
    access: "user",
    userField: "userId",
    itemField: "noteId",
    okStatus: 200,
    valid: ({ userId, noteId, tag }) => ({ ...note(tag), userId, noteId }),
  }),
  route("POST", "notes/deletenote", {
    access: "user",
    userField: "userId",
    itemField: "noteId",
    okStatus: 200,
    valid: ({ userId, noteId }) => ({ userId, noteId }),
  }),
  // The review deck (lib/review). Word 13 is not in the actor's deck: a valid grade of it is refused with 404.
  route("GET", "review/due", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("GET", "review/status", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: "11", userId }) }),
  route("GET", "review/stats", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("GET", "review/today", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("GET", "review/settings", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "review/settings", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId }) => ({ desiredRetention: 0.9, newPerDay: 20, timeZone: "Europe/London", streakEnabled: false, userId }),
  }),
  route("POST", "review/add", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: 11, userId }) }),
  route("POST", "review/remove", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: 12, userId }) }),
  // Word 11 is in the deck (review/add above): graded, and there is a grade to undo.
  route("POST", "review/grade", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId, tag }) => ({ wordIndex: 11, rating: 3, reviewId: tag, durationMs: 1200, userId }),
  }),
  // The actor has far fewer than the 400 reviews the optimizer needs: a valid request refused with 409.
  route("POST", "review/optimize", { access: "user", userField: "userId", okStatus: 409, valid: ({ userId }) => ({ userId }) }),
  route("POST", "review/undo", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  // After grade and undo: it adds the commonest words (from index 0).
  route("POST", "review/start", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "review/more", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  // The catch-up plan (lib/review/goal-data.ts): none is offered to this user (no goal), so starting one is 409.
  route("GET", "review/catch-up", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "review/catch-up", { access: "user", userField: "userId", okStatus: 409, valid: ({ userId }) => ({ userId }) }),
  route("POST", "review/catch-up/end", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  // "I already know this" (lib/known): word 14 is marked known and unmarked again; its status is the word page's island.
  route("POST", "known/add", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: 14, userId }) }),
  route("POST", "known/remove", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: 14, userId }) }),
  route("GET", "known/status", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ wordIndex: "14", userId }) }),
  // Practice that tests you (lib/practice). Signed out, only sources "context", "easy" and "idioms" are open (a
  // visitor's demo, nothing stored); a question id nobody was issued is refused with 404.
  route("POST", "practice/next", { access: "optional-user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ source: "context", userId }) }),
  route("GET", "practice/confusables", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "practice/answer", {
    access: "optional-user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ questionId: tag.replace(/-/g, ""), answer: { choice: 0 }, durationMs: 1200, userId }),
  }),
  // Learn with Friends (lib/challenges): a made-up challenge id is answered 404 (409 for a visitor who never joined); create makes one.
  route("POST", "challenges/create", {
    access: "user",
    userField: "userId",
    okStatus: 201,
    budgetPerUser: 20,
    valid: ({ userId }) => ({ kind: "meaning", source: "band", band: 0, userId }),
  }),
  route("POST", "challenges/join", {
    access: "optional-user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), nickname: "Sam", userId }),
  }),
  route("POST", "challenges/next", {
    access: "optional-user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), userId }),
  }),
  route("POST", "challenges/answer", {
    access: "optional-user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), index: 0, answer: { choice: 1 }, userId }),
  }),
  route("POST", "challenges/close", {
    access: "user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), userId }),
  }),
  route("POST", "challenges/claim", {
    access: "user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), userId }),
  }),
  route("POST", "challenges/remove", {
    access: "user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), playerId: "1", userId }),
  }),
  route("GET", "challenges/leaderboard", {
    access: "optional-user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ challengeId: challengeIdOf(tag), userId }),
  }),
  // The placement test (lib/placement): its state travels sealed, so a valid request carries a token sealed here.
  route("POST", "placement/start", { access: "optional-user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "placement/answer", {
    access: "optional-user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId, tag }) => ({ token: sealTestState({ seed: tag, answers: [], current: 100, expiresAt: Date.now() + 60_000 }), choice: null, userId }),
  }),
  // The reader (lib/reader): a visitor's text gets bands, a learner's their statuses too.
  route("POST", "reader/analyse", {
    access: "optional-user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId }) => ({ text: "The children went to the market.", userId }),
  }),
  // A learner's saved texts: a valid open or delete names a well-formed id that is not the actor's (404).
  route("GET", "reader/texts", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ userId }) }),
  route("POST", "reader/read", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ story: "a-bowl-of-chowder", userId }) }),
  route("GET", "reader/stories", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ limit: "2", userId }) }),
  route("POST", "reader/texts/save", {
    access: "user",
    userField: "userId",
    okStatus: 201,
    valid: ({ userId, tag }) => ({ text: `A text to keep ${tag}\nThe children went to the market.`, userId }),
  }),
  route("GET", "reader/texts/open", { access: "user", userField: "userId", okStatus: 404, valid: ({ userId }) => ({ id: randomUUID(), userId }) }),
  route("POST", "reader/texts/delete", { access: "user", userField: "userId", okStatus: 404, valid: ({ userId }) => ({ id: randomUUID(), userId }) }),
  route("POST", "placement/claim", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId }) => ({ result: sealResult({ knownWords: 2500, takenAt: Date.now() }), userId }),
  }),
  route("POST", "practice/hint", {
    access: "optional-user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ questionId: tag.replace(/-/g, ""), userId }),
  }),
  route("POST", "practice/override", {
    access: "user",
    userField: "userId",
    okStatus: 404,
    valid: ({ userId, tag }) => ({ questionId: tag.replace(/-/g, ""), userId }),
  }),
  // The account page (lib/account). The actors have no password (tests/support/session.ts): a valid request
  // that needs the current password is refused with 400, and nobody's account is changed or deleted here.
  route("POST", "account/name", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId, tag }) => ({ name: `Ada ${tag.slice(0, 8)}`, userId }),
  }),
  route("POST", "account/password", {
    access: "user",
    userField: "userId",
    okStatus: 400,
    valid: ({ userId }) => ({ currentPassword: STRONG_PASSWORD, password: NEW_STRONG_PASSWORD, confirmPassword: NEW_STRONG_PASSWORD, userId }),
  }),
  route("POST", "account/email", {
    access: "user",
    userField: "userId",
    okStatus: 400,
    valid: ({ userId, tag }) => ({ email: `moved.${tag}@example.com`, password: STRONG_PASSWORD, userId }),
  }),
  route("GET", "account/confirm-email", {
    access: "redirect",
    okStatus: 303,
    valid: ({ userId, tag }) => ({ user: userId, email: `moved.${tag}@example.com`, token: "not-a-token" }),
  }),
  route("GET", "account/export", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ format: "json", userId }) }),
  route("POST", "account/import", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    maxBodyBytes: IMPORT_BODY_MAX_BYTES,
    budgetPerUser: IMPORT_BUDGET.limit,
    valid: ({ userId, tag }) => ({ csv: `front,back\nword ${tag},a meaning\n`, addToReview: false, userId }),
  }),
  route("POST", "account/delete", {
    access: "user",
    userField: "userId",
    okStatus: 400,
    valid: ({ userId }) => ({ password: STRONG_PASSWORD, email: "not-the-address@example.com", userId }),
  }),
  // Reminders (lib/reminders): the settings, and the unsubscribe link's POST (a genuine link of a learner who has none on: 200, "already").
  route("POST", "account/reminders", { access: "user", userField: "userId", okStatus: 200, valid: ({ userId }) => ({ email: true, hour: 8, userId }) }),
  route("POST", "reminders/unsubscribe", { access: "public", okStatus: 200, valid: ({ tag }) => unsubscribeLink(`nobody-${tag}`) }),
  // Push reminders: this browser's subscription saved, and forgotten (one the learner does not have: 200, removed false).
  route("POST", "account/reminders/push", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId, tag }) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`,
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      userId,
    }),
  }),
  route("DELETE", "account/reminders/push", {
    access: "user",
    userField: "userId",
    okStatus: 200,
    valid: ({ userId, tag }) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`, userId }),
  }),
  route("POST", "contact", {
    access: "public",
    okStatus: 200,
    valid: ({ tag }) => ({ name: "Ada", email: `ada.${tag}@example.com`, subject: `Hello ${tag}`, message: "A question." }),
  }),
  route("POST", "auth/register", {
    access: "public",
    okStatus: 201,
    valid: ({ tag }) => ({ username: "Ada", email: `new.${tag}@example.com`, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
  }),
  route("POST", "auth/resend-verification", { access: "public", okStatus: 200, valid: ({ tag }) => ({ email: `nobody.${tag}@example.com` }) }),
  route("POST", "auth/forgot-password", { access: "public", okStatus: 200, valid: ({ tag }) => ({ email: `nobody.${tag}@example.com` }) }),
  route("POST", "auth/login-link", { access: "public", okStatus: 200, valid: ({ tag }) => ({ email: `nobody.${tag}@example.com` }) }),
  // No account has this address: a valid request that the handler refuses (400).
  route("POST", "auth/reset-code", { access: "public", okStatus: 400, valid: ({ tag }) => ({ email: `nobody.${tag}@example.com`, code: "123456" }) }),
  route("POST", "auth/reset-password", {
    access: "public",
    okStatus: 400,
    valid: ({ tag }) => ({ email: `nobody.${tag}@example.com`, token: "not-a-token", password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
  }),
  route("GET", "auth/verify-email", { access: "redirect", okStatus: 303, valid: ({ tag }) => ({ email: `nobody.${tag}@example.com`, token: "not-a-token" }) }),
  route("GET", "auth/sign-in-link", { access: "redirect", okStatus: 303, valid: ({ tag }) => ({ email: `nobody.${tag}@example.com`, token: "not-a-token" }) }),
  route("GET", "auth/session-required", { access: "redirect", okStatus: 303, valid: () => ({ callbackUrl: "/mynotes" }) }),
  // Ends every session of the actor: last, so the suites' walks through this list meet it after the others.
  route("POST", "account/logout-all", { access: "user", userField: "userId", okStatus: 200, endsSessions: true, valid: ({ userId }) => ({ userId }) }),
];

export const endpointKey = (method: string, apiPath: string) => `${method} ${apiPath}`;

/** Every route file under app/api/v1, as its API path (/api/v1/notes/createnote) and file. */
export function routeFiles(dir = API_DIR): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFiles(full));
    else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
      found.push({ path: `/${path.relative(path.join(ROOT, "app"), dir).split(path.sep).join("/")}`, file: full });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The handlers each route file exports, by method and path. Load after any vi.stubEnv the handlers depend on. */
export async function loadHandlers(): Promise<Map<string, Handler>> {
  const handlers = new Map<string, Handler>();
  for (const { path: apiPath, file } of routeFiles()) {
    const module = (await import(file)) as Partial<Record<HttpMethod, Handler>>;
    for (const method of HTTP_METHODS) {
      const handler = module[method];
      if (typeof handler === "function") handlers.set(endpointKey(method, apiPath), handler);
    }
  }
  return handlers;
}

/** A request's input: a JSON body, raw body text, a query built from fields, or a raw query string. */
export type RequestInput = { body: unknown } | { raw: string } | { query: Record<string, unknown> } | { search: string };

let ipCounter = 0;
/** A client address per request (X-Forwarded-For; the tests set TRUST_PROXY=1), so rate limits never add up across cases. */
export function uniqueClientIp(): string {
  ipCounter += 1;
  return `192.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** Calls `handler` as Next would for `spec`, with `input`, the session `cookie` if any, and a fresh client address. */
export function callEndpoint(handler: Handler, spec: Pick<EndpointSpec, "method" | "path">, input: RequestInput, cookie?: string): Promise<Response> {
  const headers = new Headers({ "x-forwarded-for": uniqueClientIp() });
  if (cookie) headers.set("cookie", cookie);
  if ("query" in input || "search" in input) {
    let search: string;
    if ("search" in input) search = input.search;
    else {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(input.query)) params.set(key, typeof value === "string" ? value : JSON.stringify(value));
      search = params.toString();
    }
    return handler(new Request(`http://localhost${spec.path}${search ? `?${search.replace(/^\?/, "")}` : ""}`, { method: spec.method, headers }));
  }
  headers.set("content-type", "application/json");
  const body = "raw" in input ? input.raw : JSON.stringify(input.body);
  return handler(new Request(`http://localhost${spec.path}`, { method: spec.method, headers, body }));
}

/** The description of one endpoint. */
export function endpointSpec(method: HttpMethod, apiPath: string): EndpointSpec {
  const spec = ENDPOINTS.find((candidate) => candidate.method === method && candidate.path === apiPath);
  if (!spec) throw new Error(`no endpoint ${endpointKey(method, apiPath)} in tests/support/api-endpoints.ts`);
  return spec;
}
