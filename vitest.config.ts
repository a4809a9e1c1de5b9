import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Next resolves `server-only` itself; outside Next it is a no-op for tests.
  "server-only": path.resolve(import.meta.dirname, "node_modules/next/dist/compiled/server-only/empty.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // One fresh, migrated and seeded database for the whole run.
          globalSetup: ["tests/support/vitest-global-setup.ts"],
          setupFiles: ["tests/support/vitest-database-env.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite runs one query at a time; parallel files only queue.
          fileParallelism: false,
          // next-auth imports `next/server` without an extension, which only a
          // bundler resolves: let vitest transform it instead of Node loading it.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
