// The server Playwright tests run against: a fresh database (embedded, or on
// the server in TEST_POSTGRES_ADMIN_URL), migrated and seeded, and the
// production build served by `next start`. Builds first if there is no build.
// Outgoing mail goes to a real SMTP test server (which refuses mail to
// addresses starting with REFUSED_MAIL_PREFIX); each message it receives is
// written as JSON to test-results/e2e-mail/ for the tests to read
// (tests/e2e/support/mailbox.ts). The database's address is written to
// test-results/e2e-database-url for the specs that set up a learner's past
// (tests/e2e/support/database.ts), and its throwaway AUTH_SECRET to
// test-results/e2e-auth-secret for the fixture that signs a learner in without
// the login page (tests/e2e/support/learner.ts).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import webpush from "web-push";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createEmptyDatabase } from "./lib/empty-database";
import { REFUSED_MAIL_PREFIX, startSmtpServer, type TestSmtpServer } from "./lib/smtp";
import { buildApp } from "./lib/build-app";
import { nextStartArgs, ROOT, stopChild } from "./lib/child-process";
import { applyMigrations } from "./lib/migrations";
import { seedWords } from "./lib/seed-words";

const port = process.env.E2E_PORT ?? "3100";

if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
  const { code } = await buildApp();
  if (code !== 0) process.exit(code);
}

const database = await createEmptyDatabase();
await applyMigrations(database.directUrl);
await seedWords(database.directUrl);
mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
writeFileSync(path.join(ROOT, "test-results", "e2e-database-url"), database.directUrl);

// Mail to refused-…@ addresses is refused, for tests/e2e/mail-failure.spec.ts.
const smtp = await startSmtpServer({ refuse: (recipients) => recipients.some((address) => address.startsWith(REFUSED_MAIL_PREFIX)) });
const stopMailCapture = captureMail(smtp, path.join(ROOT, "test-results", "e2e-mail"));

// Push reminders on, so /account offers them where the browser can have them.
const vapid = webpush.generateVAPIDKeys();

// A fresh secret per run: production refuses to start without one.
const authSecret = randomBytes(33).toString("base64");
writeFileSync(path.join(ROOT, "test-results", "e2e-auth-secret"), authSecret);

const next = spawn(process.execPath, nextStartArgs(port), {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    APP_URL: `http://127.0.0.1:${port}`,
    EMAIL_SERVER: smtp.url,
    AUTH_SECRET: authSecret,
    // The tests play the proxy: each sends its own X-Forwarded-For (tests/e2e/support/fixtures.ts).
    TRUST_PROXY: "1",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:e2e@lexi.example.org",
  },
});

/**
 * Writes every message the SMTP server receives to `dir` as
 * <sequence>.json ({ to, from, subject, text, html }), in arrival order.
 * The folder is emptied first, so tests never see an earlier run's mail.
 */
function captureMail(server: TestSmtpServer, dir: string): () => void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let written = 0;
  const flush = () => {
    for (; written < server.messages.length; written += 1) {
      const { envelope, mail } = server.messages[written]!;
      const message = { to: envelope.to, from: envelope.from, subject: mail.subject ?? "", text: mail.text ?? "", html: mail.html || "" };
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const file = path.join(dir, `${String(written + 1).padStart(6, "0")}.json`);
      writeFileSync(`${file}.tmp`, JSON.stringify(message, null, 2));
      renameSync(`${file}.tmp`, file);
    }
  };
  // The helper keeps messages in an array; looking at it often is enough here.
  const timer = setInterval(flush, 50);
  return () => {
    clearInterval(timer);
    flush();
  };
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopChild(next);
  stopMailCapture();
  await smtp.stop();
  await database.drop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
next.once("exit", (code) => void shutdown(code ?? 1));
