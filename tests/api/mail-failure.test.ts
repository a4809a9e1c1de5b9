// api group: app
// No silent mail loss: against an SMTP server that refuses every message (and
// one that is not there), sign-up, resend-verification, forgot-password and the sign-in link
// tell the learner the e-mail was not sent, and the failure is logged with the
// message id. In production the development file outbox is never used.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import { STRONG_PASSWORD, createUser, jsonRequest, loadAuthModules, uniqueEmail, type AuthModules } from "./support/auth-helpers";

const NOT_SENT = "Your account was created, but we could not send the verification email. Please send it again.";
const COULD_NOT_SEND = "We could not send the email. Please try again in a few minutes.";
const LOGGED_WITH_ID = /mail: sending ".*" failed \(message id <[0-9a-f-]{36}@lexi\.example\.org>\)/;

function errorLog() {
  return vi.spyOn(console, "error").mockImplementation(() => {});
}

describe("an SMTP server that refuses the message", () => {
  let smtp: TestSmtpServer & { refused: () => number };
  let auth: AuthModules;

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: true });
    auth = await loadAuthModules(smtp.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await smtp?.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sign-up keeps the account and says the verification e-mail was not sent; the failure is logged with the message id", async () => {
    const log = errorLog();
    const email = uniqueEmail("refused");
    const before = smtp.refused();
    const response = await auth.register(
      jsonRequest("/api/v1/auth/register", { username: "Ada", email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: NOT_SENT, email, mailSent: false });
    expect(smtp.refused()).toBe(before + 1);
    expect(await auth.store.getUserByEmail(email)).toMatchObject({ email, emailVerified: null });
    expect(log.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(LOGGED_WITH_ID));
  });

  it("Send again (resend-verification) answers 503 with a message, not 'we have sent'", async () => {
    errorLog();
    const user = await createUser(auth, { verified: false });
    const response = await auth.resendVerification(jsonRequest("/api/v1/auth/resend-verification", { email: user.email }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: COULD_NOT_SEND });
  });

  it("forgot-password answers 503 'could not send' for an account whose e-mail is refused", async () => {
    const log = errorLog();
    const user = await createUser(auth);
    const response = await auth.forgotPassword(jsonRequest("/api/v1/auth/forgot-password", { email: user.email }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: COULD_NOT_SEND });
    expect(log.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(LOGGED_WITH_ID));
  });
});

describe("an SMTP server that cannot be reached", () => {
  let auth: AuthModules;

  beforeAll(async () => {
    const gone = await startSmtpServer();
    await gone.stop();
    auth = await loadAuthModules(gone.url);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("forgot-password answers the same 503 whether or not the address has an account", async () => {
    errorLog();
    const user = await createUser(auth);
    for (const email of [user.email, uniqueEmail("nobody")]) {
      const response = await auth.forgotPassword(jsonRequest("/api/v1/auth/forgot-password", { email }));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: COULD_NOT_SEND });
    }
  });

  it("the sign-in link request answers the same 503 whether or not the address has an account", async () => {
    errorLog();
    // Loaded after loadAuthModules, so it shares that load's mail settings.
    const { POST } = await import("@/app/api/v1/auth/login-link/route");
    const user = await createUser(auth);
    for (const email of [user.email, uniqueEmail("nobody")]) {
      const response = await POST(jsonRequest("/api/v1/auth/login-link", { email }));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: COULD_NOT_SEND });
    }
  });
});

describe("production without EMAIL_SERVER", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("never writes the development outbox: the send fails instead", async () => {
    errorLog();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("EMAIL_SERVER", "");
    vi.resetModules();
    const { sendMail, mailOutboxDir } = await import("@/lib/mail/send-mail");
    const before = existsSync(mailOutboxDir()) ? (await readdir(mailOutboxDir())).length : 0;
    await expect(sendMail({ to: "someone@example.com", subject: "Hello", text: "Hi" })).rejects.toThrow(/EMAIL_SERVER is not set/);
    const after = existsSync(mailOutboxDir()) ? (await readdir(mailOutboxDir())).length : 0;
    expect(after).toBe(before);
  });
});
