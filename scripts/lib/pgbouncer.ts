// PgBouncer (Debian's `pgbouncer` package) in transaction mode in front of a
// PostgreSQL server, as the poolers of Neon, Supabase and co. work: a client
// holds a server connection only for the length of one transaction. For CI's
// pass through the pooler and for `npm run test:scale`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { stopChild } from "./child-process";
import { freePort } from "./free-port";
import { giveToPostgresUser, postgresIds, runningAsRoot } from "./postgres-user";

const PGBOUNCER_BIN = "/usr/sbin/pgbouncer";
const READY_TIMEOUT_MS = 15_000;

export interface PgBouncerOptions {
  /** Server connections PgBouncer may open to the server in all (max_db_connections per database); 20 by default. */
  serverConnections?: number;
  /**
   * Wipe every server connection's session state (DISCARD ALL: prepared
   * statements, SET, advisory locks, temp tables, LISTEN) after each
   * transaction, so that code relying on session state fails every time,
   * not only when two clients happen to share a server connection.
   */
  discardSessionState?: boolean;
}

export interface PgBouncer {
  /** `serverUrl` with PgBouncer's host and port instead of the server's. */
  url(serverUrl: string): string;
  port: number;
  /** PgBouncer's log so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Installs Debian's pgbouncer when it is missing (as root), else explains how. */
export function ensurePgBouncerInstalled(): void {
  if (existsSync(PGBOUNCER_BIN)) return;
  if (!runningAsRoot) throw new Error("PgBouncer is not installed: apt-get install pgbouncer");
  console.log("▸ Installing PgBouncer (apt-get install pgbouncer)");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "pgbouncer"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

/**
 * Starts PgBouncer in transaction mode in front of the server of `serverUrl`
 * (any database on it, by name; trust authentication, as the local test
 * servers use) and waits until a query passes through it.
 */
export async function startPgBouncer(serverUrl: string, options: PgBouncerOptions = {}): Promise<PgBouncer> {
  ensurePgBouncerInstalled();
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username) || "postgres";
  const dir = mkdtempSync(path.join(os.tmpdir(), "lexi-pgbouncer-"));
  giveToPostgresUser(dir);
  const port = await freePort();
  const config = path.join(dir, "pgbouncer.ini");
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`);
  writeFileSync(
    config,
    [
      "[databases]",
      // Every database name goes to the same-named database on the server.
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 1000",
      `default_pool_size = ${options.serverConnections ?? 20}`,
      `max_db_connections = ${options.serverConnections ?? 20}`,
      ...(options.discardSessionState ? ["server_reset_query = DISCARD ALL", "server_reset_query_always = 1"] : []),
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(PGBOUNCER_BIN, [config], {
    stdio: ["ignore", "ignore", "pipe"],
    ...(runningAsRoot ? postgresIds() : {}),
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const url = (target: string) => {
    const pooled = new URL(target);
    pooled.hostname = "127.0.0.1";
    pooled.port = String(port);
    return pooled.toString();
  };
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url(serverUrl), child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  const log = () => {
    try {
      return readFileSync(path.join(dir, "pgbouncer.log"), "utf8");
    } catch {
      return "";
    }
  };
  return { url, port, log, stop };
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited (${child.exitCode}): ${stderr()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`PgBouncer did not pass a query within ${READY_TIMEOUT_MS / 1000} s: ${String(lastError)} ${stderr()}`);
}
