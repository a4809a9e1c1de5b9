import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium where present (Playwright cannot download its own here):
// its headless shell first, the browser without the UI layer that Playwright's
// own headless runs use too (a fifth less CPU a test than the full browser on
// this 2-core machine); CHROMIUM_PATH overrides; elsewhere Playwright's own.
const DEBIAN_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));
// Without the networking flags Chromium floods a closed network with requests.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// The mobile project (375 px, touch) runs only the tests tagged `@phone`:
// those whose outcome can differ on a phone (layouts and overlaps, the
// slide-in menu, the notes sheet, touch targets, a branch for the narrow
// layout). A flow that goes the same at any width runs once, on desktop,
// which runs every test. Every `@phone` test opens a page, and the project
// keeps to its budget (tests/tooling/test-placement.test.ts).

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: true,
  // As in vitest.config.ts: on CI one retry, and a pass on it is named as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  // Traces and screenshots of failures. Playwright empties this folder at the start of a run: it is not
  // test-results/ itself, where the e2e server keeps the mail it caught and its database's address
  // while `npm test` runs both projects against it.
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The service worker (worker/sw.ts) would answer navigations itself, out of reach of the specs' page.route:
    // it is blocked except in the specs that test it (offline-review.spec.ts, service-worker.spec.ts).
    serviceWorkers: "block",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "node node_modules/tsx/dist/cli.mjs scripts/e2e-server.ts",
    url: `${baseURL}/`,
    timeout: 300_000,
    // `npm test` starts the server once for both projects (scripts/lib/e2e-server-process.ts).
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
