// A throwaway PostgreSQL server (Debian's postgresql package) in a temp dir on
// its own port, which the load test may stop and start without disturbing any
// other database on the machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib/free-port";
import { giveToPostgresUser, runningAsRoot } from "../lib/postgres-user";

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  return path.join(root, latest, "bin");
}

export interface PgCluster {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export interface PgClusterOptions {
  /** The server's max_connections; 200 by default. */
  maxConnections?: number;
}

export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), "lexi-load-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  giveToPostgresUser(dir);
  const pg = (tool: string, args: string[]) => {
    const command = runningAsRoot ? "runuser" : path.join(bin, tool);
    const argv = runningAsRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  };
  pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${options.maxConnections ?? 200} -c fsync=off`;
  const start = () => pg("pg_ctl", ["-D", data, "-o", serverOptions, "-w", "-l", path.join(dir, "server.log"), "start"]);
  start();
  return {
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    start,
    destroy() {
      try {
        pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
