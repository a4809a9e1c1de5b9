// api group: app
// Where links in e-mail point: APP_URL whenever it is set (never the
// request's Host header); without it (development), the local server at the
// port it really listens on, which `next dev` puts in PORT.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/scripts/lib/smtp";
import { jsonRequest, uniqueEmail } from "./support/auth-helpers";

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Asks for a reset link for a new account with the environment `env`, and returns the link the e-mail carries. */
async function resetLinkWith(env: Record<string, string>): Promise<URL> {
  vi.stubEnv("EMAIL_SERVER", smtp.url);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const [{ POST }, { userStore }] = await Promise.all([import("@/app/api/v1/auth/forgot-password/route"), import("@/lib/users/user-store")]);
  const email = uniqueEmail("links");
  await userStore().createUser({ name: "Ada", email, passwordHash: "test-user-without-a-password" });
  // The request's Host is evil.example.net (jsonRequest): links must never use it.
  expect((await POST(jsonRequest("/api/v1/auth/forgot-password", { email }))).status).toBe(200);
  const mail = await smtp.waitForMessage((message) => message.envelope.to.includes(email));
  const link = (mail.mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

describe("links in e-mail", () => {
  it("without APP_URL, point at the port the server listens on (PORT=3999 npm run dev)", async () => {
    const link = await resetLinkWith({ APP_URL: "", VERCEL_PROJECT_PRODUCTION_URL: "", PORT: "3999" });
    expect(link.origin).toBe("http://localhost:3999");
    expect(link.pathname).toBe("/resetpass");
  });

  it("with APP_URL set, use APP_URL only, whatever the port or the request's Host", async () => {
    const link = await resetLinkWith({ APP_URL: "https://lexi.example.org", PORT: "3999" });
    expect(link.origin).toBe("https://lexi.example.org");
  });
});
