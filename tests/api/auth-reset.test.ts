// api group: app
// Forgot password, the reset e-mail (a link and a 6-digit code), and resetting
// by link or by code.
import { describe, expect, it, vi } from "vitest";
import type { ReceivedMail, TestSmtpServer } from "@/scripts/lib/smtp";
import {
  APP_URL,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  codeIn,
  createUser,
  jsonRequest,
  linkIn,
  useAuthWithMail,
  mailTo,
  uniqueEmail,
  uniqueIp,
  type AuthModules,
} from "./support/auth-helpers";

let smtp: TestSmtpServer;
let auth: AuthModules;
useAuthWithMail((server, modules) => {
  smtp = server;
  auth = modules;
});

async function forgot(email: string, ip?: string) {
  const response = await auth.forgotPassword(jsonRequest("/api/v1/auth/forgot-password", { email }, { ip }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** Asks for a reset and returns the e-mail it sends. */
async function resetMail(email: string, ip?: string): Promise<ReceivedMail> {
  const before = mailTo(smtp, email).length;
  expect((await forgot(email, ip)).status).toBe(200);
  await auth.settle();
  return smtp.waitForMessage((message) => message.envelope.to.includes(email) && mailTo(smtp, email).indexOf(message) >= before);
}

async function reset(body: Record<string, unknown>, ip?: string) {
  const response = await auth.resetPassword(jsonRequest("/api/v1/auth/reset-password", { confirmPassword: body.password, ...body }, { ip }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function exchange(email: string, code: string, ip?: string) {
  const response = await auth.resetCode(jsonRequest("/api/v1/auth/reset-code", { email, code }, { ip }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const credentials = await auth.store.getCredentials(email);
  const { verifyPassword } = await import("@/lib/users/password");
  return verifyPassword(credentials?.passwordHash ?? null, password);
}

describe("POST /api/v1/auth/forgot-password", () => {
  it("gives the same answer for an unknown address as for a known one, and mails only the known one", async () => {
    const user = await createUser(auth);
    const unknown = uniqueEmail("unknown");

    const forUnknown = await forgot(unknown);
    const forKnown = await forgot(user.email);
    await auth.settle();

    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual({ message: "Password reset link sent successfully to your email" });
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect([...forKnown.headers.keys()].sort()).toEqual([...forUnknown.headers.keys()].sort());

    expect(mailTo(smtp, user.email)).toHaveLength(1);
    expect(mailTo(smtp, unknown)).toEqual([]);
  });

  it("sends a link built from APP_URL and a 6-digit code", async () => {
    const user = await createUser(auth, { name: "Ada" });
    const mail = await resetMail(user.email);
    expect(mail.mail.subject).toBe("Reset your Lexi password");
    expect(mail.mail.text).toContain("Hello Ada,");
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/resetpass`);
    expect(link.searchParams.get("email")).toBe(user.email);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.mail.html).toContain(codeIn(mail));
  });

  it("rejects a malformed address with 400 and limits requests per address (429 with Retry-After)", async () => {
    const invalid = await forgot("not-an-email");
    expect(invalid.status).toBe(400);

    const email = uniqueEmail("flood");
    for (let i = 0; i < 3; i += 1) expect((await forgot(email)).status).toBe(200);
    const refused = await forgot(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toEqual({ error: "Too many attempts. Please try again later." });
  });
});

describe("POST /api/v1/auth/reset-password (by link)", () => {
  it("sets the new password once; the link then no longer works", async () => {
    const user = await createUser(auth);
    const token = linkIn(await resetMail(user.email)).searchParams.get("token")!;

    const done = await reset({ email: user.email, token, password: OTHER_STRONG_PASSWORD });
    expect(done).toEqual({ status: 200, body: { message: "Your password has been changed. Please log in with your new password." } });
    expect(await passwordWorks(user.email, OTHER_STRONG_PASSWORD)).toBe(true);
    expect(await passwordWorks(user.email, STRONG_PASSWORD)).toBe(false);

    const again = await reset({ email: user.email, token, password: "Another1Password!" });
    expect(again).toEqual({ status: 400, body: { error: "This reset link has expired or has already been used. Please request a new one." } });
    expect(await passwordWorks(user.email, OTHER_STRONG_PASSWORD)).toBe(true);
  });

  it("refuses an expired link", async () => {
    const user = await createUser(auth);
    const token = linkIn(await resetMail(user.email)).searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect((await reset({ email: user.email, token, password: OTHER_STRONG_PASSWORD })).status).toBe(400);
    vi.useRealTimers();
    expect(await passwordWorks(user.email, STRONG_PASSWORD)).toBe(true);
  });

  it("rejects a non-Strong password without using up the link", async () => {
    const user = await createUser(auth);
    const token = linkIn(await resetMail(user.email)).searchParams.get("token")!;
    const weak = await reset({ email: user.email, token, password: "abcdefg1" });
    expect(weak).toMatchObject({ status: 400, body: { error: "Password is not Strong enough." } });
    const mismatch = await reset({ email: user.email, token, password: OTHER_STRONG_PASSWORD, confirmPassword: "Zyxwvutsrq9%" });
    expect(mismatch).toMatchObject({ status: 400, body: { error: "Password doesn't match" } });
    expect((await reset({ email: user.email, token, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
  });

  it("refuses a token of another account and of another purpose", async () => {
    const [alice, bob] = [await createUser(auth), await createUser(auth)];
    const aliceToken = linkIn(await resetMail(alice.email)).searchParams.get("token")!;
    expect((await reset({ email: bob.email, token: aliceToken, password: OTHER_STRONG_PASSWORD })).status).toBe(400);
    const verifyToken = await auth.store.issueToken({ identifier: bob.email, purpose: "verify", ttlMs: 60_000 });
    expect((await reset({ email: bob.email, token: verifyToken, password: OTHER_STRONG_PASSWORD })).status).toBe(400);
    expect((await reset({ email: uniqueEmail("ghost"), token: aliceToken, password: OTHER_STRONG_PASSWORD })).status).toBe(400);
    expect(await passwordWorks(bob.email, STRONG_PASSWORD)).toBe(true);
  });

  it("ends the user's sessions and voids every other link and code sent before", async () => {
    const user = await createUser(auth);
    const first = await resetMail(user.email);
    const second = await resetMail(user.email);
    const tokenBefore = { sub: user.id, email: user.email, sv: 0, sid: crypto.randomUUID() };
    expect(await auth.checkSessionToken({ token: tokenBefore })).not.toBeNull();

    expect((await reset({ email: user.email, token: linkIn(second).searchParams.get("token")!, password: OTHER_STRONG_PASSWORD })).status).toBe(200);

    expect(await auth.checkSessionToken({ token: tokenBefore })).toBeNull();
    expect((await reset({ email: user.email, token: linkIn(first).searchParams.get("token")!, password: "Another1Password!" })).status).toBe(400);
    expect((await exchange(user.email, codeIn(first))).status).toBe(400);
    expect(await passwordWorks(user.email, OTHER_STRONG_PASSWORD)).toBe(true);
  });

  it("also verifies an address that was not verified yet", async () => {
    const user = await createUser(auth, { verified: false });
    const token = linkIn(await resetMail(user.email)).searchParams.get("token")!;
    expect((await reset({ email: user.email, token, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
    expect((await auth.store.getUserByEmail(user.email))?.emailVerified).toBeInstanceOf(Date);
  });
});

describe("resetLinkIsLive (what /resetpass checks before showing the form)", () => {
  it("says a fresh link works without using it up, then that the used link does not", async () => {
    const user = await createUser(auth);
    const token = linkIn(await resetMail(user.email)).searchParams.get("token")!;

    expect(await auth.resetLinkIsLive({ email: user.email, token })).toBe(true);
    expect(await auth.resetLinkIsLive({ email: user.email.toUpperCase(), token })).toBe(true);
    // Looking did not use it.
    expect((await reset({ email: user.email, token, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
    expect(await auth.resetLinkIsLive({ email: user.email, token })).toBe(false);
  });

  it("says an expired link, a link voided by a later reset, and junk do not work", async () => {
    const user = await createUser(auth);
    const first = linkIn(await resetMail(user.email)).searchParams.get("token")!;
    const second = linkIn(await resetMail(user.email)).searchParams.get("token")!;
    expect((await reset({ email: user.email, token: second, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
    expect(await auth.resetLinkIsLive({ email: user.email, token: first })).toBe(false);

    const late = await createUser(auth);
    const lateToken = linkIn(await resetMail(late.email)).searchParams.get("token")!;
    // The right token under another address, a malformed address, a malformed token.
    for (const [email, token] of [
      [uniqueEmail("ghost"), lateToken],
      [user.email, lateToken],
      ["not an address", lateToken],
      [late.email, "abc"],
      [late.email, ""],
    ] as const) {
      expect(await auth.resetLinkIsLive({ email, token }), `${email} ${token}`).toBe(false);
    }
    expect(await auth.resetLinkIsLive({ email: late.email, token: lateToken })).toBe(true);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect(await auth.resetLinkIsLive({ email: late.email, token: lateToken })).toBe(false);
  });
});

describe("POST /api/v1/auth/reset-code (the second panel)", () => {
  it("exchanges the right code, once, for a token that sets the new password", async () => {
    const user = await createUser(auth);
    const code = codeIn(await resetMail(user.email));

    const exchanged = await exchange(user.email, code);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await exchange(user.email, code)).status).toBe(400);

    expect((await reset({ email: user.email, token: exchanged.body.token, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
    expect(await passwordWorks(user.email, OTHER_STRONG_PASSWORD)).toBe(true);
  });

  it("refuses a wrong code, a code of another account and an expired code", async () => {
    const [alice, bob] = [await createUser(auth), await createUser(auth)];
    const aliceCode = codeIn(await resetMail(alice.email));
    const wrong = aliceCode === "000000" ? "000001" : "000000";
    expect(await exchange(alice.email, wrong)).toMatchObject({ status: 400, body: { error: "This code is wrong or has expired." } });
    expect((await exchange(bob.email, aliceCode)).status).toBe(400);
    expect((await exchange(uniqueEmail("ghost"), aliceCode)).status).toBe(400);

    const late = await createUser(auth);
    const lateCode = codeIn(await resetMail(late.email));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect((await exchange(late.email, lateCode)).status).toBe(400);
  });

  it("burns the codes for a client at its fifth wrong one: the right code is then refused there until it asks for a new one, which works", async () => {
    const user = await createUser(auth);
    const code = codeIn(await resetMail(user.email));
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((candidate) => candidate !== code).slice(0, 5);
    // One client: the count is per client and account (strangers elsewhere cannot burn the learner's code, attack-locked-doors.test.ts).
    const client = uniqueIp();
    for (const [index, wrong] of wrongCodes.entries()) {
      const refused = await exchange(user.email, wrong, client);
      const expected = index < 4 ? "This code is wrong or has expired." : "Too many wrong codes: this code no longer works. Please ask for a new one.";
      expect(refused, `wrong code ${index + 1}`).toMatchObject({ status: 400, body: { error: expected } });
    }
    // Burnt for this client: the right code no longer works from it.
    expect(await exchange(user.email, code, client)).toMatchObject({
      status: 400,
      body: { error: "Too many wrong codes: this code no longer works. Please ask for a new one." },
    });
    expect(await passwordWorks(user.email, STRONG_PASSWORD)).toBe(true);

    const fresh = codeIn(await resetMail(user.email, client));
    const exchanged = await exchange(user.email, fresh, client);
    expect(exchanged.status).toBe(200);
    expect((await reset({ email: user.email, token: exchanged.body.token, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
  });

  it("guesses from one client arriving at the same moment: no more than five are ever compared with the codes, and they burn", async () => {
    const user = await createUser(auth);
    const code = codeIn(await resetMail(user.email));
    const wrongCodes = Array.from({ length: 10 }, (_, n) => String(n).repeat(6))
      .filter((candidate) => candidate !== code)
      .slice(0, 9);
    const client = uniqueIp();
    const compared = vi.spyOn(auth.store, "consumeToken");
    const answers = await Promise.all(wrongCodes.map((wrong) => exchange(user.email, wrong, client)));
    // Each compared guess looks in every slot: count the distinct guesses.
    const guesses = new Set(compared.mock.calls.filter(([token]) => token.purpose === "reset").map(([token]) => token.token));
    expect(guesses.size).toBeLessThanOrEqual(5);
    compared.mockRestore();
    expect(answers.map(({ status }) => status)).toEqual(wrongCodes.map(() => 400));
    expect(answers.filter(({ body }) => body.error === "This code is wrong or has expired.")).toHaveLength(4);
    expect((await exchange(user.email, code, client)).body.error).toBe("Too many wrong codes: this code no longer works. Please ask for a new one.");
  });

  it("a new code adds to the one sent before: both work", async () => {
    const user = await createUser(auth);
    const first = codeIn(await resetMail(user.email));
    const second = codeIn(await resetMail(user.email));
    expect((await exchange(user.email, second)).status).toBe(200);
    if (first !== second) expect((await exchange(user.email, first)).status).toBe(200);
  });

  it("allows an account ten code attempts an hour, across codes (429 with Retry-After after that)", async () => {
    const user = await createUser(auth);
    const code = codeIn(await resetMail(user.email));
    const wrong = code === "000000" ? "000001" : "000000";
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await exchange(user.email, wrong, uniqueIp())).status, `attempt ${attempt}`).toBe(400);
    const limited = await exchange(user.email, code, uniqueIp());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(55 * 60);
  });

  it("validates the body: six digits and an address", async () => {
    for (const body of [{ email: "a@example.com", code: "12345" }, { email: "a@example.com", code: "12345a" }, { email: "nope", code: "123456" }, {}]) {
      const response = await auth.resetCode(jsonRequest("/api/v1/auth/reset-code", body));
      expect(response.status).toBe(400);
    }
  });
});
