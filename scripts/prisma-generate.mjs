// Runs `prisma generate` without the native schema engine: every Prisma CLI
// command first tries to download it, which fails offline, and generate does
// not need it (docs/architecture.md).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
// The Kysely types' generator (prisma/schema.prisma) is a command in node_modules/.bin, on the PATH under npm only.
const bin = path.join(path.dirname(require.resolve("prisma/package.json")), "..", ".bin");
const result = spawnSync(process.execPath, [cli, "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/false",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
