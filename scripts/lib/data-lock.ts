// PGlite's data folder must have one owner: two processes writing it would
// damage it. A pid file makes a second `npm run dev` stop with a clear message.
import { readFileSync, rmSync, writeFileSync } from "node:fs";

export function acquireDataLock(lockFile: string): void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(readFileSync(lockFile, "utf8"));
    if (owner && isAlive(owner)) {
      console.error(`Another \`npm run dev\` (pid ${owner}) is using .data/pglite. Stop it first.`);
      process.exit(1);
    }
    writeFileSync(lockFile, String(process.pid)); // left by a process that died
  }
  process.on("exit", () => rmSync(lockFile, { force: true }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
