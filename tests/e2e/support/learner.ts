// A signed-in learner without the sign-up and login flows, for the specs
// whose subject is something else: a verified user written straight into the
// e2e server's database (as lib/users/prisma-store.ts's insert and the
// sign-up's registration record), and the browser state a login leaves (the
// encrypted next-auth session cookie, the hint cookie, the auth-state mirror
// in local storage and the category reset to unseen). The flows themselves
// are tested through the real pages and mail (accounts.ts: createAccount, logIn).
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { AUTH_HINT_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { RETURN_PATH_COOKIE } from "@/lib/auth/routes";
import { FLASHCARD_CATEGORY_KEY } from "@/lib/navigation";
import { STRONG_PASSWORD, uniqueEmail } from "./accounts";
import { onE2eDatabase } from "./database";

/** auth.config.ts's SESSION_MAX_AGE_SECONDS (that module needs Next's bundler to load). */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** lib/client/flashcard-category.ts's cookie lifetime. */
const CATEGORY_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export interface Learner {
  id: string;
  email: string;
  password: string;
  username: string;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type Cookie = StorageState["cookies"][number];

let passwordHash: Promise<string> | undefined;

/**
 * A real argon2id hash of STRONG_PASSWORD, made once per worker, so a test
 * can still log in with the password. lib/users/password.ts is server-only
 * (it cannot be imported outside Next); these are its parameters, and a hash
 * carries its own, so login verifies it either way.
 */
function strongPasswordHash(): Promise<string> {
  return (passwordHash ??= hash(STRONG_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }));
}

/** A new verified user with the password STRONG_PASSWORD, as sign-up and the e-mailed link leave it. */
export async function newLearner({ email = uniqueEmail(), username = "Ada Lovelace" } = {}): Promise<Learner> {
  // Prisma makes ids with cuid() in the client; any unique string does for the store.
  const id = `c${randomBytes(12).toString("hex")}`;
  const address = email.trim().toLowerCase();
  const registration = { userId: id, userName: username, createdAt: new Date().toISOString(), email: address };
  await onE2eDatabase(
    `WITH created AS (
       INSERT INTO users (id, name, email, email_verified, password_hash, session_version) VALUES ($1, $2, $3, now(), $4, 0) RETURNING id
     )
     INSERT INTO register_user_data (user_id, "user_Data") SELECT id, $5::jsonb FROM created`,
    [id, username, address, await strongPasswordHash(), JSON.stringify(registration)],
  );
  return { id, email: address, password: STRONG_PASSWORD, username };
}

/** The e2e server's AUTH_SECRET, a throwaway one per run (scripts/e2e-server.ts). */
function authSecret(): string {
  return readFileSync(path.join(process.cwd(), "test-results", "e2e-auth-secret"), "utf8").trim();
}

/**
 * The cookies a login sets for `learner`: the session (the token auth.ts's jwt
 * callback makes, lib/auth/session-token.ts: the user, session version 0 and a
 * session id of its own, encrypted with the cookie name as salt) and the hint
 * the server writes beside it (lib/auth/session-hint.ts).
 */
async function sessionCookies(learner: Learner, baseURL: string): Promise<Cookie[]> {
  const token = { name: learner.username, email: learner.email, sub: learner.id, sv: 0, sid: randomUUID() };
  const value = await encode({ token, secret: authSecret(), salt: SESSION_COOKIE, maxAge: SESSION_MAX_AGE_SECONDS });
  const { hostname } = new URL(baseURL);
  const expires = Math.floor(Date.now() / 1000) + SESSION_MAX_AGE_SECONDS;
  const cookie = { domain: hostname, path: "/", expires, secure: false, sameSite: "Lax" as const };
  return [
    { ...cookie, name: SESSION_COOKIE, value, httpOnly: true },
    { ...cookie, name: AUTH_HINT_COOKIE, value: encodeURIComponent(JSON.stringify({ id: learner.id, name: learner.username })), httpOnly: false },
  ];
}

/**
 * Signs `learner` in to `context` as the login page does: the session and hint
 * cookies, the user in local storage, the flashcard category set to unseen
 * (local storage and its cookie) and the return path forgotten. Whatever else
 * the context holds stays; pages already open see it on their next load.
 * The context's API requests (page.request) share its cookies, so they are
 * signed in too; the `request` fixture has cookies of its own and stays a visitor's.
 */
export async function signIn(context: BrowserContext, learner: Learner, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  const cookies = await sessionCookies(learner, baseURL);
  const category = {
    ...cookies[0]!,
    name: FLASHCARD_CATEGORY_KEY,
    value: "unseen",
    httpOnly: false,
    expires: Math.floor(Date.now() / 1000) + CATEGORY_MAX_AGE_SECONDS,
  };
  const added = [...cookies, category];
  const replaced = new Set([...added.map(({ name }) => name), RETURN_PATH_COOKIE]);
  const storage: Record<string, string> = { userEmail: learner.email, userName: learner.username, authUserId: learner.id, [FLASHCARD_CATEGORY_KEY]: "unseen" };

  // setStorageState replaces the whole state: what was there is read first and kept.
  const before: StorageState = await context.storageState({ indexedDB: true });
  const others = before.origins.filter((entry) => entry.origin !== origin);
  const own = before.origins.find((entry) => entry.origin === origin);
  const kept = (own?.localStorage ?? []).filter(({ name }) => !(name in storage) && name !== RETURN_PATH_COOKIE);
  await context.setStorageState({
    cookies: [...before.cookies.filter(({ name }) => !replaced.has(name)), ...added],
    origins: [...others, { ...own, origin, localStorage: [...kept, ...Object.entries(storage).map(([name, value]) => ({ name, value }))] }],
  });
}
