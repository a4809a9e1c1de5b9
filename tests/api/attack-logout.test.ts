// api group: app
// The attack run's hole 4 (issue 25): logout did not end the session. A
// cookie saved before signing out still read the learner's notes, and
// /api/auth/session even renewed it for 30 days. Here the real next-auth
// routes log in and sign out (CSRF token, credentials, cookies), and the
// saved cookie is replayed against the API, next-auth's session endpoint and
// middleware. Also "Log out of all devices" and the hint cookie the server
// writes beside the session cookie (the header's "signed in as").
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { learner, post, useAccountModules, type AccountModules, type Learner } from "./support/account-helpers";

/** A client address of this file's own range (TEST-NET-1), so no other file's login budgets are shared: only failures count, and other files fail logins on purpose. */
const clientIp = () => `192.0.2.${1 + Math.floor(Math.random() * 254)}`;

type Handler = (request: Request) => Promise<Response>;
type NextHandler = (request: NextRequest) => Promise<Response>;

let account: AccountModules;
useAccountModules((_smtp, modules) => {
  account = modules;
});

// Loaded after useAccountModules' module reset, so they share its stores and session cache.
let auth: { GET: NextHandler; POST: NextHandler };
let getAllNotes: Handler;
let logoutAll: Handler;
let middleware: (request: NextRequest, event: never) => Promise<Response>;
beforeAll(async () => {
  const [route, notes, everywhere, proxy] = await Promise.all([
    import("@/app/api/auth/[...nextauth]/route"),
    import("@/app/api/v1/notes/getallnotes/route"),
    import("@/app/api/v1/account/logout-all/route"),
    import("@/middleware"),
  ]);
  auth = route;
  getAllNotes = notes.POST;
  logoutAll = everywhere.POST;
  middleware = proxy.default as typeof middleware;
});

const ORIGIN = "http://localhost:3000";

/** A browser's cookies for this origin: what the answers set, sent back on every request. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  constructor(private readonly ip = clientIp()) {}

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const equals = pair.indexOf("=");
      const [name, value] = [pair.slice(0, equals), pair.slice(equals + 1)];
      if (value === "" || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  request(path: string, init: { method?: string; form?: Record<string, string> } = {}): NextRequest {
    // The scheme as Next passes it on (next-auth takes https when none is given).
    const headers = new Headers({ cookie: this.header(), "x-forwarded-for": this.ip, "x-forwarded-proto": "http" });
    if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
    // As next-auth/react's signIn()/signOut() with redirect: false ask for JSON.
    headers.set("x-auth-return-redirect", "1");
    return new NextRequest(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body: init.form ? new URLSearchParams(init.form) : undefined });
  }

  /** A copy, as an attacker who saved the cookies would hold them. */
  saved(): CookieJar {
    const copy = new CookieJar(this.ip);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  get session(): string | undefined {
    return this.cookies.get("authjs.session-token");
  }
}

async function csrfToken(jar: CookieJar): Promise<string> {
  const answer = jar.keep(await auth.GET(jar.request("/api/auth/csrf")));
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/** Logs `user` in through next-auth's credentials callback, as the login form does. */
async function logIn(user: Learner, jar = new CookieJar()): Promise<CookieJar> {
  const form = { email: user.email, password: user.password, csrfToken: await csrfToken(jar) };
  const answer = jar.keep(await auth.POST(jar.request("/api/auth/callback/credentials", { method: "POST", form })));
  expect(answer.status).toBe(200);
  expect(jar.session).toBeTruthy();
  return jar;
}

async function signOut(jar: CookieJar): Promise<Response> {
  const form = { csrfToken: await csrfToken(jar) };
  return jar.keep(await auth.POST(jar.request("/api/auth/signout", { method: "POST", form })));
}

async function notesStatus(jar: CookieJar): Promise<number> {
  return (await post(getAllNotes, "/api/v1/notes/getallnotes", {}, jar.header())).status;
}

/** next-auth's session endpoint, as the header asks it on every page load. */
async function sessionEndpoint(jar: CookieJar): Promise<{ body: unknown; sessionCookies: string[] }> {
  const answer = await auth.GET(jar.request("/api/auth/session"));
  const sessionCookies = answer.headers.getSetCookie().filter((line) => line.startsWith("authjs.session-token="));
  return { body: await answer.json(), sessionCookies };
}

const renewals = (lines: string[]) => lines.filter((line) => !line.startsWith("authjs.session-token=;"));

function hintOf(response: Response): { value: string; maxAge: string | undefined } | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("lexiUser="));
  if (!line) return undefined;
  return { value: decodeURIComponent(line.split(";")[0]!.slice("lexiUser=".length)), maxAge: /max-age=(\d+)/i.exec(line)?.[1] };
}

describe("signing out ends the session for every copy of its cookie", () => {
  it("a cookie saved before signing out is refused by the API and never renewed", async () => {
    const user = await learner(account, { label: "replayer" });
    const browser = await logIn(user);
    expect(await notesStatus(browser)).toBe(200);
    const renewedBefore = await sessionEndpoint(browser);
    expect(renewedBefore.body).toMatchObject({ user: { id: user.id } });
    expect(renewals(renewedBefore.sessionCookies)).toHaveLength(1);

    const attacker = browser.saved();
    const answer = await signOut(browser);
    expect(answer.status).toBe(200);
    expect(browser.session).toBeUndefined();

    expect(await notesStatus(attacker)).toBe(401);
    const replayed = await sessionEndpoint(attacker);
    expect(replayed.body).toBeNull();
    expect(renewals(replayed.sessionCookies)).toEqual([]);
    // Still refused on a second try: nothing renewed it in between.
    expect(await notesStatus(attacker)).toBe(401);
  });

  it("signing out on one device leaves the learner's other sessions alone", async () => {
    const user = await learner(account, { label: "two-devices" });
    const [laptop, phone] = [await logIn(user), await logIn(user)];
    await signOut(laptop);
    expect(await notesStatus(phone)).toBe(200);
    expect(await notesStatus(laptop.saved())).toBe(401);
  });

  it("middleware does not renew a session cookie on a protected page (only the checked session endpoint does)", async () => {
    const user = await learner(account, { label: "middleware" });
    const browser = await logIn(user);
    const attacker = browser.saved();
    await signOut(browser);
    const page = await middleware(attacker.request("/mynotes"), undefined as never);
    // Let through (middleware cannot tell a signed-out cookie; the page's own check sends it to the login page)…
    expect(page.status).toBe(200);
    // …and nothing renewed.
    expect(renewals(page.headers.getSetCookie().filter((line) => line.startsWith("authjs.session-token=")))).toEqual([]);
  });
});

describe("Log out of all devices (POST /api/v1/account/logout-all)", () => {
  it("ends every session of the learner, this one too, and clears this browser's cookies", async () => {
    const user = await learner(account, { label: "everywhere" });
    const other = await learner(account, { label: "bystander" });
    const [laptop, phone, elsewhere] = [await logIn(user), await logIn(user), await logIn(other)];
    const answer = await post(logoutAll, "/api/v1/account/logout-all", {}, laptop.header());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "You are logged out on all your devices, this one too." });
    expect(answer.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^authjs\.session-token=;.*Max-Age=0/), expect.stringMatching(/^lexiUser=;.*Max-Age=0/)]),
    );
    expect(await notesStatus(laptop)).toBe(401);
    expect(await notesStatus(phone)).toBe(401);
    expect((await sessionEndpoint(phone)).body).toBeNull();
    expect(await notesStatus(elsewhere)).toBe(200);
    // Logging in again works at once.
    expect(await notesStatus(await logIn(user))).toBe(200);
  });

  it("needs a session", async () => {
    expect((await post(logoutAll, "/api/v1/account/logout-all", {})).status).toBe(401);
  });
});

describe("the hint cookie (who the header shows) is the server's, beside the session cookie", () => {
  it("is set at login and at every renewal, for as long as the session, and cleared at sign-out", async () => {
    const user = await learner(account, { label: "hinted" });
    const jar = new CookieJar();
    const form = { email: user.email, password: user.password, csrfToken: await csrfToken(jar) };
    const login = jar.keep(await auth.POST(jar.request("/api/auth/callback/credentials", { method: "POST", form })));
    expect(hintOf(login)).toEqual({ value: JSON.stringify({ id: user.id, name: user.name }), maxAge: String(30 * 24 * 3600) });
    const cookieLine = login.headers.getSetCookie().find((line) => line.startsWith("lexiUser="))!;
    expect(cookieLine).not.toMatch(/HttpOnly/i);

    const renewal = await auth.GET(jar.request("/api/auth/session"));
    expect(hintOf(renewal)?.value).toBe(JSON.stringify({ id: user.id, name: user.name }));

    const out = await signOut(jar);
    expect(hintOf(out)).toEqual({ value: "", maxAge: "0" });
  });

  it("is cleared when the session endpoint refuses a cookie", async () => {
    const user = await learner(account, { label: "refused" });
    const jar = await logIn(user);
    const saved = jar.saved();
    await signOut(jar);
    const answer = await auth.GET(saved.request("/api/auth/session"));
    expect(hintOf(answer)).toEqual({ value: "", maxAge: "0" });
  });
});
