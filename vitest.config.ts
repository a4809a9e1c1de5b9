import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Next resolves `server-only` itself; outside Next it is a no-op for tests.
  "server-only": path.resolve(import.meta.dirname, "node_modules/next/dist/compiled/server-only/empty.js"),
};

// On CI a failed test runs once more: one slow moment on a shared 2-core
// machine must not sink a whole submission. A test that passes only on its
// retry is named as flaky at the end of `npm test` (scripts/lib/test-report.ts),
// to be fixed; one that fails twice fails the run. Locally there is no retry.
const retry = process.env.CI ? 1 : 0;

// The projects that run against a real database (api, fuzz).
const databaseTests = {
  environment: "node" as const,
  // One fresh, migrated and seeded database for the whole run.
  globalSetup: ["tests/support/vitest-global-setup.ts"],
  setupFiles: ["tests/support/vitest-database-env.ts"],
  hookTimeout: 60_000,
  // PGlite runs one query at a time; parallel files only queue.
  fileParallelism: false,
  // next-auth imports `next/server` without an extension, which only a
  // bundler resolves: let vitest transform it instead of Node loading it.
  server: { deps: { inline: ["next-auth"] } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The app's own code (lib, components, app), no database.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", retry },
      },
      {
        resolve: { alias },
        // The project's tooling: scripts/ (word-set build, bench helpers, test
        // report, build checks), the test configuration and the repository's
        // settings. No database, no build.
        test: { name: "tooling", include: ["tests/tooling/**/*.test.ts"], environment: "node", retry },
      },
      {
        resolve: { alias },
        test: { ...databaseTests, name: "api", include: ["tests/api/**/*.test.ts"], testTimeout: 30_000, retry },
      },
      {
        resolve: { alias },
        // Spawns `next start` on the production build (tests/deploy/support/production-build.ts).
        test: { name: "deploy", include: ["tests/deploy/**/*.test.ts"], environment: "node", testTimeout: 120_000, retry },
      },
      {
        resolve: { alias },
        // `npm run test:fuzz`: 1,000 cases per endpoint, not part of `npm test`.
        test: { ...databaseTests, name: "fuzz", include: ["tests/fuzz/**/*.test.ts"], testTimeout: 30 * 60_000 },
      },
    ],
  },
});
