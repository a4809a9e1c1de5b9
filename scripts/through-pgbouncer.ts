// Runs a command with the database behind PgBouncer in transaction mode, as
// on a host with a pooler: CI's second pass is
//   DATABASE_URL=<server> tsx scripts/through-pgbouncer.ts npm test -- api:database
// The command gets DATABASE_URL = PgBouncer in front of that server, and
// DIRECT_DATABASE_URL = the server itself (for creating, migrating and
// dropping databases). PgBouncer wipes each server connection's session state
// after every transaction, so a query that relies on it fails every time.
import { spawn } from "node:child_process";
import { startPgBouncer } from "./lib/pgbouncer";

const serverUrl = process.env.DATABASE_URL;
const [command, ...args] = process.argv.slice(2);
if (!serverUrl || !command) {
  console.error("Usage: DATABASE_URL=postgresql://… tsx scripts/through-pgbouncer.ts <command> [args…]");
  process.exit(2);
}

const pgbouncer = await startPgBouncer(serverUrl, { discardSessionState: true });
const pooledUrl = pgbouncer.url(serverUrl);
console.log(`▸ PgBouncer (transaction mode, DISCARD ALL after each transaction) at ${pooledUrl}, in front of ${serverUrl}`);
const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: pooledUrl, DIRECT_DATABASE_URL: serverUrl } });
const code = await new Promise<number>((resolve) => child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 143 : 1))));
await pgbouncer.stop();
process.exit(code);
