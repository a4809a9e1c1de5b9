// The framework floor: a bare page and a bare route handler (reads the JSON
// body, answers a constant) of the same Next.js and React, built in the same
// run; and the database floor, a route handler that makes a given number of
// round trips to the database in one transaction (trivial statements on its
// own pg pool) before it answers, the least a call of that many round trips
// can cost on this machine; and the statements floor, a route handler that
// runs a call's own statements and answers their rows. A project of its own (its own lockfile, so Next does not take
// this project's middleware and instrumentation as its own) in a git-ignored
// folder, with the project's node_modules hard-linked in; plain JS, so its
// build needs no TypeScript set-up.
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { COMPRESSION_THRESHOLD_BYTES } from "../../lib/http/compression";
import { ROOT } from "../lib/child-process";

export const FLOOR_DIR = path.join(ROOT, ".bench", "floor");
/** The floor's route handler: POST, JSON body in, constant JSON out. */
export const FLOOR_ROUTE = "/api/floor";
const FLOOR_ROUTE_FILE = "app/api/floor/route.js";
/**
 * The database floor: POST { roundTrips, writes }, BEGIN, roundTrips − 2 statements, COMMIT (under 2, or 2 with
 * `writes`: that many statements alone); with `writes` the first statement inserts a row, so its commit waits for
 * the WAL flush a learner's write waits for. DATABASE_URL's database, a pool of the app's default size.
 */
export const FLOOR_DATABASE_ROUTE = "/api/floor-database";
const FLOOR_DATABASE_ROUTE_FILE = "app/api/floor-database/route.js";
/** The floors' JSON answer: as the app's (lib/http/json.ts), one under COMPRESSION_THRESHOLD_BYTES is marked no-transform, so it is not gzipped. */
const FLOOR_JSON_FILE = "app/api/json.js";
const FLOOR_JSON = `export function json(body, init = {}) {
  const text = JSON.stringify(body);
  const headers = { "content-type": "application/json", "cache-control": Buffer.byteLength(text) < ${COMPRESSION_THRESHOLD_BYTES} ? "no-store, no-transform" : "no-store" };
  return new Response(text, { ...init, headers });
}
`;
const FLOOR_DATABASE_HANDLER = `import pg from "pg";
import { json } from "../json.js";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
let writesTable;
const writesTableReady = () =>
  (writesTable ??= pool.query("CREATE TABLE IF NOT EXISTS bench_floor_writes (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT now())"));

// FLOOR_PREPARED: named statements, as the app's are with DATABASE_PREPARED_STATEMENTS.
const prepared = process.env.FLOOR_PREPARED === "true";
const statement = (client, i, writes) =>
  writes && i === 0
    ? client.query(prepared ? { name: "floor_write", text: "INSERT INTO bench_floor_writes DEFAULT VALUES" } : "INSERT INTO bench_floor_writes DEFAULT VALUES")
    : client.query(prepared ? { name: "floor_read", text: "SELECT $1::integer AS n", values: [i] } : "SELECT $1::integer AS n", [i]);

export async function POST(request) {
  const { roundTrips, writes = false } = await request.json();
  if (writes) await writesTableReady();
  // Fewer than a transaction's two, or two with a write (BEGIN and COMMIT alone would write nothing): that many
  // statements of their own, the write committing itself.
  if (roundTrips < 2 || (writes && roundTrips === 2)) {
    for (let i = 0; i < roundTrips; i += 1) await statement(pool, i, writes);
    return json({ ok: true });
  }
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    for (let i = 0; i < roundTrips - 2; i += 1) await statement(client, i, writes);
    await client.query("COMMIT");
  } finally {
    client.release();
  }
  return json({ ok: true });
}
`;

/**
 * The statements floor: GET ?call=<name> runs, one after another on its pool, that call's statements as its
 * server was started with them (FLOOR_STATEMENTS: JSON { [name]: [{ text, values }] }, each call's own SQL with
 * the values it binds) and answers their rows as JSON: what a call costs here with its SQL and the framework and
 * nothing of the app's own code.
 */
export const FLOOR_STATEMENTS_ROUTE = "/api/floor-statements";
const FLOOR_STATEMENTS_ROUTE_FILE = "app/api/floor-statements/route.js";
const FLOOR_STATEMENTS_HANDLER = `import pg from "pg";
import { json } from "../json.js";

export const dynamic = "force-dynamic";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const calls = JSON.parse(process.env.FLOOR_STATEMENTS ?? "{}");
// FLOOR_PREPARED: named statements, as the app's are with DATABASE_PREPARED_STATEMENTS.
const prepared = process.env.FLOOR_PREPARED === "true";

export async function GET(request) {
  const call = new URL(request.url).searchParams.get("call");
  const statements = calls[call];
  if (!statements) return json({ error: "no such call" }, { status: 404 });
  const rows = [];
  for (const [index, { text, values }] of statements.entries()) {
    const query = prepared ? { name: \`floor_\${call}_\${index}\`, text, values } : { text, values };
    rows.push((await pool.query(query)).rows);
  }
  return json({ rows });
}
`;

export async function writeFloorApp(): Promise<string> {
  await rm(FLOOR_DIR, { recursive: true, force: true });
  await mkdir(path.join(FLOOR_DIR, "app", "api", "floor"), { recursive: true });
  await mkdir(path.join(FLOOR_DIR, "app", "api", "floor-database"), { recursive: true });
  await mkdir(path.join(FLOOR_DIR, "app", "api", "floor-statements"), { recursive: true });
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "lexi-bench-floor", private: true, type: "module" }, null, 2),
    "package-lock.json": JSON.stringify({ name: "lexi-bench-floor", lockfileVersion: 3, requires: true, packages: {} }, null, 2),
    // Its own root: one copy of React, and nothing of the app's picked up.
    "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(FLOOR_DIR)} } };\n`,
    "app/layout.jsx": `export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
    "app/page.jsx": `export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n`,
    [FLOOR_JSON_FILE]: FLOOR_JSON,
    [FLOOR_ROUTE_FILE]: `import { json } from "../json.js";\n\nexport async function POST(request) {\n  await request.json();\n  return json({ ok: true });\n}\n`,
    [FLOOR_DATABASE_ROUTE_FILE]: FLOOR_DATABASE_HANDLER,
    [FLOOR_STATEMENTS_ROUTE_FILE]: FLOOR_STATEMENTS_HANDLER,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(FLOOR_DIR, name), text);
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(FLOOR_DIR, "node_modules")]);
  return FLOOR_DIR;
}
