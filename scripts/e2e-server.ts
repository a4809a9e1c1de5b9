// The server Playwright tests run against: a fresh database (embedded, or on
// the server in TEST_POSTGRES_ADMIN_URL), migrated and seeded, and the
// production build served by `next start`. Builds first if there is no build.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createEmptyDatabase } from "../tests/support/empty-database";
import { NEXT_BIN, ROOT, run, stopChild } from "./lib/child-process";
import { applyMigrations } from "./lib/migrations";
import { seedWords } from "./lib/seed-words";

const port = process.env.E2E_PORT ?? "3100";

if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
  const code = await run(process.execPath, [NEXT_BIN, "build"]);
  if (code !== 0) process.exit(code);
}

const database = await createEmptyDatabase();
await applyMigrations(database.url);
await seedWords(database.url);

const next = spawn(process.execPath, [NEXT_BIN, "start", "-p", port, "-H", "127.0.0.1"], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", DATABASE_URL: database.url, APP_URL: `http://127.0.0.1:${port}` },
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopChild(next);
  await database.drop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
next.once("exit", (code) => void shutdown(code ?? 1));
