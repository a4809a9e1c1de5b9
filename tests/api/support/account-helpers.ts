// Shared by tests/api/account-*.test.ts: the account endpoints loaded against
// a real SMTP test server, learners with real passwords and sessions, and
// requests as Next passes them.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, vi } from "vitest";
import { sessionCookie } from "@/tests/support/session";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import { STRONG_PASSWORD, uniqueIp } from "./auth-helpers";

export { OTHER_STRONG_PASSWORD, STRONG_PASSWORD, uniqueEmail } from "./auth-helpers";

/** Links in e-mail start with this, whatever Host a request carried. */
export const APP_URL = "https://lexi.example.org";

type Handler = (request: Request) => Promise<Response>;

export async function loadAccountModules(smtpUrl: string) {
  vi.stubEnv("EMAIL_SERVER", smtpUrl);
  vi.stubEnv("APP_URL", APP_URL);
  vi.resetModules();
  const [name, password, email, confirm, exportRoute, importRoute, remove, register, users, passwords, session, userData] = await Promise.all([
    import("@/app/api/v1/account/name/route"),
    import("@/app/api/v1/account/password/route"),
    import("@/app/api/v1/account/email/route"),
    import("@/app/api/v1/account/confirm-email/route"),
    import("@/app/api/v1/account/export/route"),
    import("@/app/api/v1/account/import/route"),
    import("@/app/api/v1/account/delete/route"),
    import("@/app/api/v1/auth/register/route"),
    import("@/lib/users/user-store"),
    import("@/lib/users/password"),
    import("@/lib/auth/session"),
    import("@/lib/account/user-data"),
  ]);
  return {
    name: name.POST,
    password: password.POST,
    email: email.POST,
    confirmEmail: confirm.GET,
    exportData: exportRoute.GET,
    importNotes: importRoute.POST,
    deleteAccount: remove.POST,
    register: register.POST,
    store: users.userStore(),
    hashPassword: passwords.hashPassword,
    verifyPassword: passwords.verifyPassword,
    getSessionUser: session.getSessionUser,
    userData,
  };
}

export type AccountModules = Awaited<ReturnType<typeof loadAccountModules>>;

/** The hooks of a suite: a real SMTP server and the modules wired to it, handed over through `ready`. */
export function useAccountModules(ready: (smtp: TestSmtpServer, account: AccountModules) => void): void {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ready(smtp, await loadAccountModules(smtp.url));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await smtp?.stop();
  });
}

export interface Learner {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The Cookie header of a session, as after a login. */
  cookie: string;
}

/** A verified learner with a real (argon2) password, their registration record and a session. */
export async function learner(account: AccountModules, { label = "learner", password = STRONG_PASSWORD } = {}): Promise<Learner> {
  const email = `${label}-${randomUUID()}@example.com`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)}`;
  const user = await account.store.createUser({ name, email, passwordHash: await account.hashPassword(password) });
  await account.store.markEmailVerified(user.id);
  await account.store.saveRegistration(user.id, { userId: user.id, userName: name, createdAt: new Date().toISOString(), email });
  return { id: user.id, email, name, password, cookie: await sessionCookie({ sub: user.id, name, email, sv: 0 }) };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POSTs `body` as JSON with the session `cookie` (none: signed out). */
export async function post(handler: Handler, path: string, body: unknown, cookie?: string): Promise<Answer> {
  return answerOf(await handler(postRequest(path, body, cookie)));
}

/** The request `post` sends: a JSON POST with the session `cookie`, from an address of its own. */
export function postRequest(path: string, body: unknown, cookie?: string): Request {
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": uniqueIp(), host: "evil.example.net" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

/** A JSON answer read whole. */
export async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** GETs `url` (a path or an absolute URL) with the session `cookie`. */
export function get(handler: Handler, url: string, cookie?: string): Promise<Response> {
  const headers = new Headers({ "x-forwarded-for": uniqueIp() });
  if (cookie) headers.set("cookie", cookie);
  return handler(new Request(new URL(url, "http://localhost"), { headers }));
}

/** The session cookie an answer sets, as a Cookie header ("" when it clears it, null when it sets none). */
export function sessionCookieSet(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((line) => line.startsWith("authjs.session-token="));
  if (!cookie) return null;
  const pair = cookie.split(";")[0]!;
  return pair === "authjs.session-token=" ? "" : pair;
}
