// api group: app
// Sign-up, the verification e-mail (received by a real SMTP server) and its link.
import { describe, expect, it } from "vitest";
import type { TestSmtpServer } from "@/scripts/lib/smtp";
import {
  APP_URL,
  STRONG_PASSWORD,
  createUser,
  getRequest,
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

function signUpBody(overrides: Record<string, unknown> = {}) {
  return { username: "Ada Lovelace", email: uniqueEmail("ada"), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, ...overrides };
}

async function signUp(body: Record<string, unknown>, ip?: string) {
  const response = await auth.register(jsonRequest("/api/v1/auth/register", body, { ip }));
  await auth.settle();
  return response;
}

describe("POST /api/v1/auth/register", () => {
  it("creates the user with its name, writes the registration record and e-mails a link built from APP_URL", async () => {
    const body = signUpBody({ email: `  Ada.${Date.now()}@Example.com ` });
    const email = body.email.trim().toLowerCase();
    const response = await signUp(body);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Check your email for verification", email, mailSent: true });

    const user = await auth.store.getUserByEmail(email);
    expect(user).toMatchObject({ name: "Ada Lovelace", email, emailVerified: null });
    const registration = await auth.store.getRegistration(user!.id);
    expect(registration).toEqual({ userId: user!.id, userName: "Ada Lovelace", email, createdAt: expect.any(String) });
    expect(Date.parse(registration!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // The stored hash is argon2id, never the password.
    const credentials = await auth.store.getCredentials(email);
    expect(credentials?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await smtp.waitForMessage((message) => message.envelope.to.includes(email));
    expect(mail.mail.subject).toBe("Verify your email for Lexi");
    expect(mail.mail.text).toContain("Hello Ada Lovelace,");
    expect(mail.mail.html).toContain("Verify my email");
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/api/v1/auth/verify-email`);
    expect(link.searchParams.get("email")).toBe(email);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.mail.html).toContain(link.toString().replace(/&/g, "&amp;"));
  });

  it("answers a taken address exactly as a new one, in any case, and e-mails its owner what happened", async () => {
    const body = signUpBody();
    const first = await signUp(body);
    expect(first.status).toBe(201);
    const firstAnswer = await first.json();
    const before = mailTo(smtp, body.email).length;
    const again = await signUp({ ...body, username: "Someone else", email: body.email.toUpperCase() });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstAnswer);
    expect((await auth.store.getUserByEmail(body.email))?.name).toBe("Ada Lovelace");
    const notice = await smtp.waitForMessage((message) => message.envelope.to.includes(body.email) && mailTo(smtp, body.email).indexOf(message) >= before);
    expect(notice.mail.subject).toBe("You already have a Lexi account");
    expect(notice.mail.text).toContain("Hello Ada Lovelace,");
    expect(notice.mail.text).toContain(`${APP_URL}/login`);
    expect(notice.mail.text).toContain(`${APP_URL}/forgotpass`);
  });

  it.each([
    ["Medium", "abcdefg1"],
    ["Weak", "abcdefgh"],
    ["Very Weak", "abc"],
    ["a 12-character password without a special character", "Abcdefghij12"],
    ["a password with a disallowed character", "Abcdefghij1!-"],
  ])("rejects %s on the server and creates nothing", async (_label, password) => {
    const body = signUpBody({ password, confirmPassword: password });
    const response = await signUp(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(answer.error).toBe("Password is not Strong enough.");
    expect(answer.issues[0]?.path).toBe("password");
    expect(await auth.store.getUserByEmail(body.email)).toBeNull();
    expect(mailTo(smtp, body.email)).toEqual([]);
  });

  it("rejects a confirmation that does not match", async () => {
    const body = signUpBody({ confirmPassword: "Abcdefghij1?" });
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Password doesn't match" });
    expect(await auth.store.getUserByEmail(body.email)).toBeNull();
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email" }, "Please enter a valid email address."],
    ["an empty username", { username: "   " }, "Username is required."],
    ["a missing e-mail", { email: undefined }, "Email is required."],
    ["a username that is too long", { username: "x".repeat(51) }, "Username must be at most 50 characters."],
  ])("rejects %s with a 400", async (_label, overrides, message) => {
    const response = await signUp(signUpBody(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it("answers malformed JSON and a body that is not an object with 400, never 500", async () => {
    const malformed = await auth.register(jsonRequest("/api/v1/auth/register", null, { raw: "{nope" }));
    expect(malformed.status).toBe(400);
    const array = await auth.register(jsonRequest("/api/v1/auth/register", [1, 2]));
    expect(array.status).toBe(400);
    const huge = await auth.register(jsonRequest("/api/v1/auth/register", { username: "x".repeat(20_000) }));
    expect(huge.status).toBe(413);
  });

  it("limits sign-ups per client: 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) expect((await signUp(signUpBody(), ip)).status).toBe(201);
    const refused = await signUp(signUpBody(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({ error: "Too many attempts. Please try again later." });
    // Another client is not affected.
    expect((await signUp(signUpBody())).status).toBe(201);
  });
});

describe("GET /api/v1/auth/verify-email (the link)", () => {
  async function signUpAndGetLink() {
    const body = signUpBody();
    expect((await signUp(body)).status).toBe(201);
    const mail = await smtp.waitForMessage((message) => message.envelope.to.includes(body.email));
    return { email: body.email, link: linkIn(mail), mail };
  }

  /** Follows a link as a browser would: where it lands, and the session its cookies carry (null when none). */
  async function follow(link: URL | string) {
    const response = await auth.verifyEmail(getRequest(link.toString()));
    const cookies = response.headers.getSetCookie();
    const cookie = cookies.map((line) => line.split(";")[0]).join("; ");
    const user = cookies.length > 0 ? await auth.session.getSessionUser(getRequest(`${APP_URL}/api/v1/notes`, { cookie })) : null;
    return { status: response.status, location: response.headers.get("location"), cookies, user };
  }

  it("says in the e-mail that the link works once, for 1 hour", async () => {
    const { mail } = await signUpAndGetLink();
    expect(mail.mail.text).toContain("The link works once and expires in 1 hour.");
  });

  it("verifies the address and signs that browser in, once: the link lands on the vocabulary test; used again, it only says the address is verified", async () => {
    const { email, link } = await signUpAndGetLink();

    const first = await follow(link);
    expect(first.status).toBe(303);
    expect(first.location).toBe(`${APP_URL}/test_vocabulary?verified=1`);
    const account = await auth.store.getUserByEmail(email);
    expect(account?.emailVerified).toBeInstanceOf(Date);
    expect(first.user?.id).toBe(account!.id);
    expect(first.cookies.some((line) => /HttpOnly/.test(line) && /SameSite=Lax/.test(line))).toBe(true);

    const second = await follow(link);
    expect(second.location).toBe(`${APP_URL}/login?${new URLSearchParams({ verified: "already", email })}`);
    expect(second.cookies).toEqual([]);
  });

  it("refuses an expired link (past its hour) and offers a new one, signing nobody in", async () => {
    const email = uniqueEmail("late");
    await createUser(auth, { email, verified: false });
    const hour = 60 * 60 * 1000;
    const token = await auth.store.issueToken({ identifier: email, purpose: "verify", ttlMs: hour, now: new Date(Date.now() - hour - 1000) });

    const response = await follow(`${APP_URL}/api/v1/auth/verify-email?${new URLSearchParams({ email, token })}`);
    expect(response.status).toBe(303);
    const location = new URL(response.location!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("verified")).toBe("invalid");
    expect(location.searchParams.get("email")).toBe(email);
    expect(response.cookies).toEqual([]);
    expect((await auth.store.getUserByEmail(email))?.emailVerified).toBeNull();
  });

  it("issues links that live for one hour", async () => {
    const { email, link } = await signUpAndGetLink();
    const token = link.searchParams.get("token")!;
    expect(await auth.store.isTokenLive({ identifier: email, purpose: "verify", token, now: new Date(Date.now() + 59 * 60 * 1000) })).toBe(true);
    expect(await auth.store.isTokenLive({ identifier: email, purpose: "verify", token, now: new Date(Date.now() + 61 * 60 * 1000) })).toBe(false);
  });

  it("signs in only the address the link was sent to: another address's link, a reset token and junk are refused", async () => {
    const { link } = await signUpAndGetLink();
    const other = uniqueEmail("other");
    await createUser(auth, { email: other, verified: false });
    const stolen = new URL(link);
    stolen.searchParams.set("email", other);
    const refused = await follow(stolen);
    expect(new URL(refused.location!).searchParams.get("verified")).toBe("invalid");
    expect(refused.cookies).toEqual([]);
    expect((await auth.store.getUserByEmail(other))?.emailVerified).toBeNull();

    const resetToken = await auth.store.issueToken({ identifier: other, purpose: "reset", ttlMs: 60_000 });
    const wrongPurpose = await follow(`${APP_URL}/api/v1/auth/verify-email?${new URLSearchParams({ email: other, token: resetToken })}`);
    expect(new URL(wrongPurpose.location!).searchParams.get("verified")).toBe("invalid");
    expect(wrongPurpose.cookies).toEqual([]);

    for (const query of ["", "?email=x", "?token=y", "?email=%00&token=%00"]) {
      const response = await follow(`${APP_URL}/api/v1/auth/verify-email${query}`);
      expect(response.status).toBe(303);
      expect(new URL(response.location!).searchParams.get("verified")).toBe("invalid");
      expect(response.cookies).toEqual([]);
    }
  });

  it("does not sign in with a live link once the address was verified another way (a reset link): that is the sign-in link's job", async () => {
    const { email, link } = await signUpAndGetLink();
    const account = await auth.store.getUserByEmail(email);
    await auth.store.markEmailVerified(account!.id);

    const response = await follow(link);
    expect(response.location).toBe(`${APP_URL}/login?${new URLSearchParams({ verified: "already", email })}`);
    expect(response.cookies).toEqual([]);
  });
});

describe("POST /api/v1/auth/resend-verification", () => {
  it("answers the same for unverified, verified and unknown addresses, and mails only the unverified one", async () => {
    const unverified = await createUser(auth, { email: uniqueEmail("unverified"), verified: false });
    const verified = await createUser(auth, { email: uniqueEmail("verified") });
    const unknown = uniqueEmail("unknown");

    const answers = [];
    for (const email of [unknown, verified.email, unverified.email]) {
      const response = await auth.resendVerification(jsonRequest("/api/v1/auth/resend-verification", { email }));
      answers.push({ status: response.status, body: await response.json() });
    }
    await auth.settle();
    expect(answers[0]).toEqual({
      status: 200,
      body: { message: "If this address has an account waiting for verification, we have sent a new link to it." },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const mail = await smtp.waitForMessage((message) => message.envelope.to.includes(unverified.email));
    expect(mailTo(smtp, verified.email)).toEqual([]);
    expect(mailTo(smtp, unknown)).toEqual([]);
    // The new link works.
    const response = await auth.verifyEmail(getRequest(linkIn(mail).toString()));
    expect(response.headers.get("location")).toBe(`${APP_URL}/test_vocabulary?verified=1`);
  });

  it("limits resends per address across clients: 429 with Retry-After", async () => {
    const email = uniqueEmail("spam");
    for (let i = 0; i < 3; i += 1) {
      expect((await auth.resendVerification(jsonRequest("/api/v1/auth/resend-verification", { email }))).status).toBe(200);
    }
    const refused = await auth.resendVerification(jsonRequest("/api/v1/auth/resend-verification", { email }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
