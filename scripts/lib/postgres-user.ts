// PostgreSQL's tools (initdb, pg_ctl, pgbouncer) refuse to run as root: as
// root, the test scripts run them as Debian's `postgres` user instead.
import { spawnSync } from "node:child_process";
import { chownSync } from "node:fs";

export const runningAsRoot = process.getuid?.() === 0;

/** The uid and gid of the `postgres` user. */
export function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** Hands a folder to the user the tools run as (a no-op unless root). */
export function giveToPostgresUser(dir: string): void {
  if (!runningAsRoot) return;
  const { uid, gid } = postgresIds();
  chownSync(dir, uid, gid);
}
