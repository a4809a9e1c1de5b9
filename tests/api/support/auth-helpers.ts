// Shared by tests/api/auth-*.test.ts: the account modules loaded against a
// real SMTP test server, requests as Next passes them, unique addresses and
// client IPs so cases never share a rate-limit budget.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@/scripts/lib/smtp";

/** Links in e-mail must start with this, whatever Host a request carried. */
export const APP_URL = "https://lexi.example.org";
export const STRONG_PASSWORD = "Abcdefghij1!";
export const OTHER_STRONG_PASSWORD = "Zyxwvutsrq9$";

let ipCounter = 0;
/** A client address no other case uses. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID()}@example.com`;
}

export function jsonRequest(path: string, body: unknown, { ip = uniqueIp(), raw }: { ip?: string; raw?: string } = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    // The Host is deliberately not APP_URL: links must not be built from it.
    headers: { "content-type": "application/json", "x-forwarded-for": ip, host: "evil.example.net" },
    body: raw ?? JSON.stringify(body),
  });
}

export function getRequest(url: string, { ip = uniqueIp(), cookie }: { ip?: string; cookie?: string } = {}): Request {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (cookie) headers.cookie = cookie;
  return new Request(url, { headers });
}

/**
 * The account modules, loaded afresh after pointing lib/env at `smtpUrl` and
 * APP_URL (env() reads the environment once per module instance). Everything
 * a test uses comes from this one load, so the modules share their state.
 */
export async function loadAuthModules(smtpUrl: string) {
  vi.stubEnv("EMAIL_SERVER", smtpUrl);
  vi.stubEnv("APP_URL", APP_URL);
  vi.stubEnv("EMAIL_FROM", "Lexi <no-reply@lexi.example.org>");
  vi.resetModules();
  const [
    register,
    resend,
    verify,
    forgot,
    resetCode,
    resetPassword,
    sessionRequired,
    background,
    users,
    session,
    sessionToken,
    resetCodes,
    password,
    accounts,
  ] = await Promise.all([
    import("@/app/api/v1/auth/register/route"),
    import("@/app/api/v1/auth/resend-verification/route"),
    import("@/app/api/v1/auth/verify-email/route"),
    import("@/app/api/v1/auth/forgot-password/route"),
    import("@/app/api/v1/auth/reset-code/route"),
    import("@/app/api/v1/auth/reset-password/route"),
    import("@/app/api/v1/auth/session-required/route"),
    import("@/lib/after-response"),
    import("@/lib/users/user-store"),
    import("@/lib/auth/session"),
    import("@/lib/auth/session-token"),
    import("@/lib/auth/reset-code"),
    import("@/lib/users/password"),
    import("@/lib/auth/accounts"),
  ]);
  return {
    register: register.POST,
    resendVerification: resend.POST,
    verifyEmail: verify.GET,
    forgotPassword: forgot.POST,
    resetCode: resetCode.POST,
    resetPassword: resetPassword.POST,
    sessionRequired: sessionRequired.GET,
    settle: background.settleBackgroundTasks,
    store: users.userStore(),
    session,
    checkSessionToken: sessionToken.checkSessionToken,
    resetCodes,
    hashPassword: password.hashPassword,
    resetLinkIsLive: accounts.resetLinkIsLive,
  };
}

export type AuthModules = Awaited<ReturnType<typeof loadAuthModules>>;

/**
 * A suite's hooks for the mail-sending auth flows: a real SMTP server and the
 * auth modules wired to it before the tests (handed over through `ready`),
 * both stopped after; fake timers undone after each test.
 */
export function useAuthWithMail(ready: (smtp: TestSmtpServer, auth: AuthModules) => void): void {
  let smtp: TestSmtpServer | undefined;
  let auth: AuthModules | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    auth = await loadAuthModules(smtp.url);
    ready(smtp, auth);
  });
  afterAll(async () => {
    await auth?.settle();
    vi.unstubAllEnvs();
    await smtp?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A user as sign-up leaves it, optionally verified, without going through the handler. */
export async function createUser(auth: AuthModules, { email = uniqueEmail(), password = STRONG_PASSWORD, verified = true, name = "Ada" } = {}) {
  const user = await auth.store.createUser({ name, email, passwordHash: await auth.hashPassword(password) });
  if (verified) await auth.store.markEmailVerified(user.id);
  return { ...user, password };
}

export function mailTo(smtp: TestSmtpServer, address: string): ReceivedMail[] {
  return smtp.messages.filter((message) => message.envelope.to.includes(address.toLowerCase()));
}

/** The only link in a message's text that starts with APP_URL. */
export function linkIn(message: ReceivedMail): URL {
  const links = (message.mail.text ?? "").match(/https?:\/\/\S+/g) ?? [];
  const ours = links.filter((link) => link.startsWith(`${APP_URL}/`));
  if (ours.length !== 1) throw new Error(`expected one ${APP_URL} link, found: ${links.join(", ")}`);
  return new URL(ours[0]!);
}

export function codeIn(message: ReceivedMail): string {
  const match = (message.mail.text ?? "").match(/code[^:]*:\s*(\d{6})\b/i);
  if (!match) throw new Error("no 6-digit code in the message");
  return match[1]!;
}
