// api group: app
// Login (authorize), the session-version check and getSessionUser().
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEV_AUTH_SECRET } from "@/lib/env";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  createUser,
  getRequest,
  jsonRequest,
  loadAuthModules,
  uniqueEmail,
  uniqueIp,
  type AuthModules,
} from "./support/auth-helpers";

type Authorize = typeof import("@/lib/auth/authorize");

let smtp: TestSmtpServer;
let auth: AuthModules;
let authorizeModule: Authorize;

beforeAll(async () => {
  smtp = await startSmtpServer();
  auth = await loadAuthModules(smtp.url);
  authorizeModule = await import("@/lib/auth/authorize");
});

afterAll(async () => {
  await auth?.settle();
  vi.unstubAllEnvs();
  await smtp?.stop();
});

function loginRequest(ip = uniqueIp()): Request {
  return new Request("http://localhost/api/auth/callback/credentials", { method: "POST", headers: { "x-forwarded-for": ip } });
}

/** The `code` authorize() failed with (what the login form turns into the spec's messages), or "ok". */
async function outcome(email: string, password: string, ip?: string): Promise<string> {
  try {
    await authorizeModule.authorizeCredentials({ email, password }, loginRequest(ip));
    return "ok";
  } catch (error) {
    if (
      error instanceof authorizeModule.InvalidCredentialsError ||
      error instanceof authorizeModule.UnverifiedEmailError ||
      error instanceof authorizeModule.LoginRateLimitedError
    ) {
      return error.code;
    }
    throw error;
  }
}

/** A session cookie as next-auth sets it at login (encrypted JWT with a session id, salted with the cookie name). */
async function sessionCookie(token: Record<string, unknown>, name = "authjs.session-token"): Promise<string> {
  const value = await encode({ token: { sid: crypto.randomUUID(), ...token }, secret: DEV_AUTH_SECRET, salt: name, maxAge: 3600 });
  return `${name}=${value}`;
}

describe("the login form's message for a rate-limited login", () => {
  it("says in how many minutes to try again", async () => {
    const { signinErrorMessage, rateLimitedCode } = await import("@/lib/auth/messages");
    expect(signinErrorMessage(rateLimitedCode(900))).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(signinErrorMessage(rateLimitedCode(61))).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(signinErrorMessage(rateLimitedCode(1))).toBe("Too many attempts. Please try again in 1 minute.");
    expect(signinErrorMessage("rate_limited")).toBe("Too many attempts. Please try again later.");
    expect(signinErrorMessage("rate_limited_shared_15")).toBe(
      "This account has had many wrong passwords from other devices, so logging in with a password from a new device is paused for 15 minutes. You can log in now with a sign-in link we e-mail you.",
    );
  });
});

describe("authorizeCredentials", () => {
  it("returns the verified user with its session version, for the address in any case", async () => {
    const user = await createUser(auth, { name: "Grace" });
    await expect(authorizeModule.authorizeCredentials({ email: ` ${user.email.toUpperCase()} `, password: STRONG_PASSWORD }, loginRequest())).resolves.toEqual({
      id: user.id,
      name: "Grace",
      email: user.email,
      sessionVersion: 0,
    });
  });

  it("fails with invalid_credentials for a wrong password and for an unknown address alike", async () => {
    const user = await createUser(auth);
    expect(await outcome(user.email, OTHER_STRONG_PASSWORD)).toBe("invalid_credentials");
    expect(await outcome(uniqueEmail("nobody"), STRONG_PASSWORD)).toBe("invalid_credentials");
    expect(await outcome("", STRONG_PASSWORD)).toBe("invalid_credentials");
    expect(await outcome(user.email, "")).toBe("invalid_credentials");
    expect(await outcome("a\u0000b@example.com", STRONG_PASSWORD)).toBe("invalid_credentials");
  });

  it("fails with unverified (the spec's 'User not exist!') only when the password is right", async () => {
    const user = await createUser(auth, { verified: false });
    expect(await outcome(user.email, STRONG_PASSWORD)).toBe("unverified");
    expect(await outcome(user.email, OTHER_STRONG_PASSWORD)).toBe("invalid_credentials");
    await auth.store.markEmailVerified(user.id);
    expect(await outcome(user.email, STRONG_PASSWORD)).toBe("ok");
  });

  it("limits attempts per account, whatever the client", async () => {
    const user = await createUser(auth);
    for (let i = 0; i < 10; i += 1) expect(await outcome(user.email, OTHER_STRONG_PASSWORD)).toBe("invalid_credentials");
    // Even the right password is refused now, from a fresh client; the code says in how many minutes to
    // try again, and that the budget strangers share refused it (the form then offers a sign-in link).
    expect(await outcome(user.email, STRONG_PASSWORD)).toBe("rate_limited_shared_15");
    // Another account is not affected.
    expect(await outcome((await createUser(auth)).email, STRONG_PASSWORD)).toBe("ok");
  });

  it("limits attempts per client, whatever the account", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) expect(await outcome(uniqueEmail("spray"), "wrong-password", ip)).toBe("invalid_credentials");
    const user = await createUser(auth);
    expect(await outcome(user.email, STRONG_PASSWORD, ip)).toBe("rate_limited_15");
    expect(await outcome(user.email, STRONG_PASSWORD)).toBe("ok");
  });

  it("takes about as long for an unknown address as for a known one", async () => {
    const user = await createUser(auth);
    const time = async (email: string) => {
      const start = performance.now();
      await outcome(email, "not-the-password");
      return performance.now() - start;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    await time(uniqueEmail("warm-up")); // the first unknown address makes the dummy hash
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, and medians of 9, so a load spike on this shared machine does not decide the result.
    for (let i = 0; i < 9; i += 1) {
      known.push(await time(user.email));
      unknown.push(await time(uniqueEmail("unknown")));
    }
    console.info(`login timing (median of 9): known address ${median(known).toFixed(1)} ms, unknown address ${median(unknown).toFixed(1)} ms`);
    // Without the dummy verification an unknown address answers in about a tenth of the argon2 time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.35);
  });
});

describe("the session check (jwt callback)", () => {
  it("records the version and a new session id at login and accepts the token while it matches", async () => {
    const user = await createUser(auth);
    const signedIn = await auth.checkSessionToken({ token: { name: "Ada", email: user.email }, user: { id: user.id, sessionVersion: 0 } });
    expect(signedIn).toEqual({ name: "Ada", email: user.email, sub: user.id, sv: 0, sid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await auth.checkSessionToken({ token: signedIn! })).toEqual(signedIn);
    const again = await auth.checkSessionToken({ token: { name: "Ada", email: user.email }, user: { id: user.id, sessionVersion: 0 } });
    expect(again!.sid).not.toBe(signedIn!.sid);
  });

  it("rejects a session issued before a password reset, and accepts one issued after", async () => {
    const user = await createUser(auth);
    const before = { sub: user.id, email: user.email, sv: 0, sid: crypto.randomUUID() };
    const { sessionVersion } = await auth.store.setPasswordHash(user.id, await auth.hashPassword(OTHER_STRONG_PASSWORD));
    expect(sessionVersion).toBe(1);
    expect(await auth.checkSessionToken({ token: before })).toBeNull();
    expect(await auth.checkSessionToken({ token: { ...before, sv: 1 } })).not.toBeNull();
  });

  it("rejects tokens without a version, without a session id, or of a user that does not exist", async () => {
    const user = await createUser(auth);
    const sid = crypto.randomUUID();
    expect(await auth.checkSessionToken({ token: { sub: user.id, sid } })).toBeNull();
    expect(await auth.checkSessionToken({ token: { sub: user.id, sv: 0 } })).toBeNull();
    expect(await auth.checkSessionToken({ token: { sv: 0, sid } })).toBeNull();
    expect(await auth.checkSessionToken({ token: { sub: "no-such-user", sv: 0, sid } })).toBeNull();
  });
});

describe("getSessionUser (for route handlers)", () => {
  it("returns the trimmed user of a valid session cookie", async () => {
    const user = await createUser(auth, { name: "Lin" });
    const cookie = await sessionCookie({ sub: user.id, name: "Lin", email: user.email, sv: 0, picture: "x" });
    expect(await auth.session.getSessionUser(getRequest("http://localhost/api/v1/notes", { cookie }))).toEqual({ id: user.id, name: "Lin", email: user.email });
  });

  it("reads the __Secure- cookie over HTTPS (directly or behind a proxy)", async () => {
    const user = await createUser(auth);
    const cookie = await sessionCookie({ sub: user.id, email: user.email, sv: 0 }, "__Secure-authjs.session-token");
    expect(await auth.session.getSessionUser(getRequest("https://lexi.example.org/api/v1/notes", { cookie }))).toMatchObject({ id: user.id });
    const proxied = new Request("http://internal/api/v1/notes", { headers: { cookie, "x-forwarded-proto": "https" } });
    expect(await auth.session.getSessionUser(proxied)).toMatchObject({ id: user.id });
  });

  it("is null without a session, with a forged cookie, and after a password reset", async () => {
    const user = await createUser(auth);
    const cookie = await sessionCookie({ sub: user.id, email: user.email, sv: 0 });

    expect(await auth.session.getSessionUser(getRequest("http://localhost/api/v1/notes"))).toBeNull();
    expect(await auth.session.getSessionUser(getRequest("http://localhost/api/v1/notes", { cookie: "authjs.session-token=not-a-jwt" }))).toBeNull();

    expect(await auth.session.getSessionUser(getRequest("http://localhost/api/v1/notes", { cookie }))).not.toBeNull();
    // Through the reset endpoint, which tells this instance's session-version cache (lib/auth/session-version.ts).
    const token = await auth.store.issueToken({ identifier: auth.resetCodes.resetLinkIdentifier(user.email, 0), purpose: "reset", ttlMs: 60_000 });
    const reset = await auth.resetPassword(
      jsonRequest("/api/v1/auth/reset-password", { email: user.email, token, password: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD }),
    );
    expect(reset.status).toBe(200);
    expect(await auth.session.getSessionUser(getRequest("http://localhost/api/v1/notes", { cookie }))).toBeNull();
  });
});

describe("GET /api/v1/auth/session-required (where protected pages send a missing session)", () => {
  it("clears a stale session cookie and goes to the login page with the path remembered", async () => {
    const user = await createUser(auth);
    const cookie = await sessionCookie({ sub: user.id, email: user.email, sv: 0 });
    await auth.store.setPasswordHash(user.id, await auth.hashPassword(OTHER_STRONG_PASSWORD));

    const response = await auth.sessionRequired(getRequest("http://localhost/api/v1/auth/session-required?callbackUrl=%2Fmynotes", { cookie }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://lexi.example.org/login?callbackUrl=%2Fmynotes");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^authjs\.session-token=;.*Max-Age=0/i), expect.stringMatching(/^returnPath=%2Fmynotes;/)]),
    );
  });

  it("sends a valid session straight back, and never off-site", async () => {
    const user = await createUser(auth);
    const cookie = await sessionCookie({ sub: user.id, email: user.email, sv: 0 });
    const back = await auth.sessionRequired(getRequest("http://localhost/api/v1/auth/session-required?callbackUrl=%2Ffavourites%2Fall", { cookie }));
    expect(back.headers.get("location")).toBe("https://lexi.example.org/favourites/all");
    expect(back.headers.getSetCookie()).toEqual([]);

    const offsite = await auth.sessionRequired(getRequest("http://localhost/api/v1/auth/session-required?callbackUrl=https%3A%2F%2Fevil.example", { cookie }));
    expect(offsite.headers.get("location")).toBe("https://lexi.example.org/");
  });
});
