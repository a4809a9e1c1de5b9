// api group: database
// Lockout by strangers: failed logins from anywhere must not refuse the
// owner's own client, successes never count, and brute force from many
// addresses stays at 10 guesses per 15 minutes per account (40 an hour).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD, codeIn, createUser, jsonRequest, loadAuthModules, mailTo, type AuthModules } from "./support/auth-helpers";

// Addresses of this file's own range: the rate limits live in the database
// the whole run shares, and auth-helpers' uniqueIp() counts from the same
// start in every file.
let ipCounter = 0;
function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

type Authorize = typeof import("@/lib/auth/authorize");

let smtp: TestSmtpServer;
let auth: AuthModules;
let authorize: Authorize;

beforeAll(async () => {
  smtp = await startSmtpServer();
  auth = await loadAuthModules(smtp.url);
  authorize = await import("@/lib/auth/authorize");
});

afterAll(async () => {
  await auth?.settle();
  vi.unstubAllEnvs();
  await smtp?.stop();
});

/** "ok", or the sign-in code authorize() failed with. */
async function login(email: string, password: string, ip: string): Promise<string> {
  const request = new Request("http://localhost/api/auth/callback/credentials", { method: "POST", headers: { "x-forwarded-for": ip } });
  try {
    await authorize.authorizeCredentials({ email, password }, request);
    return "ok";
  } catch (error) {
    if (error instanceof authorize.InvalidCredentialsError || error instanceof authorize.LoginRateLimitedError) return error.code;
    throw error;
  }
}

describe("login", () => {
  it("strangers' wrong passwords from many addresses never refuse the owner's own client", async () => {
    const owner = await createUser(auth);
    const home = uniqueIp();
    expect(await login(owner.email, STRONG_PASSWORD, home)).toBe("ok");
    for (let i = 0; i < 15; i += 1) {
      const answer = await login(owner.email, OTHER_STRONG_PASSWORD, uniqueIp());
      expect(answer, `stranger ${i + 1}`).toBe(i < 10 ? "invalid_credentials" : "rate_limited_shared_15");
    }
    expect(await login(owner.email, STRONG_PASSWORD, home)).toBe("ok");
  });

  it("one stranger's wrong passwords spend that stranger's budget for the account, not the owner's client's", async () => {
    const owner = await createUser(auth);
    const [home, stranger] = [uniqueIp(), uniqueIp()];
    expect(await login(owner.email, STRONG_PASSWORD, home)).toBe("ok");
    for (let i = 0; i < 10; i += 1) expect(await login(owner.email, OTHER_STRONG_PASSWORD, stranger)).toBe("invalid_credentials");
    // The stranger's own budget for this account is spent, even with the right password.
    expect(await login(owner.email, STRONG_PASSWORD, stranger)).toBe("rate_limited_15");
    expect(await login(owner.email, STRONG_PASSWORD, home)).toBe("ok");
  });

  it("successful logins are not counted", async () => {
    const owner = await createUser(auth);
    const ip = uniqueIp();
    for (let i = 0; i < 35; i += 1) expect(await login(owner.email, STRONG_PASSWORD, ip), `login ${i + 1}`).toBe("ok");
  });

  it("brute force from addresses the account does not know: 10 guesses per 15 minutes, however many addresses", async () => {
    const owner = await createUser(auth);
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await login(owner.email, OTHER_STRONG_PASSWORD, uniqueIp()));
    expect(answers.filter((answer) => answer === "invalid_credentials")).toHaveLength(10);
    // Guesses arriving at once cannot overrun it either.
    const burst = await createUser(auth);
    const together = await Promise.all(Array.from({ length: 16 }, () => login(burst.email, OTHER_STRONG_PASSWORD, uniqueIp())));
    expect(together.filter((answer) => answer === "invalid_credentials")).toHaveLength(10);
  });
});

describe("password reset", () => {
  const forgot = (email: string, ip: string) => auth.forgotPassword(jsonRequest("/api/v1/auth/forgot-password", { email }, { ip }));
  const exchange = (email: string, code: string, ip: string) => auth.resetCode(jsonRequest("/api/v1/auth/reset-code", { email, code }, { ip }));

  /** The owner asks for a reset e-mail from `ip`; returns its code. */
  async function ownCode(email: string, ip: string): Promise<string> {
    const before = mailTo(smtp, email).length;
    expect((await forgot(email, ip)).status).toBe(200);
    await auth.settle();
    return codeIn(await smtp.waitForMessage((message) => message.envelope.to.includes(email) && mailTo(smtp, email).indexOf(message) >= before));
  }

  it("strangers' requests for reset e-mails never refuse the owner's own client", async () => {
    const owner = await createUser(auth);
    const home = uniqueIp();
    expect(await login(owner.email, STRONG_PASSWORD, home)).toBe("ok");
    const strangers = [];
    for (let i = 0; i < 5; i += 1) strangers.push((await forgot(owner.email, uniqueIp())).status);
    // Mail to one address stays bounded for strangers: three per 15 minutes between them.
    expect(strangers).toEqual([200, 200, 200, 429, 429]);
    expect((await forgot(owner.email, home)).status).toBe(200);
  });

  it("strangers' wrong codes never make the owner's fresh code answer 429", async () => {
    const owner = await createUser(auth);
    const home = uniqueIp();
    expect(await login(owner.email, STRONG_PASSWORD, home)).toBe("ok");
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await exchange(owner.email, "000000", uniqueIp())).status);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const code = await ownCode(owner.email, home);
    expect((await exchange(owner.email, code, home)).status).toBe(200);
  });
});
