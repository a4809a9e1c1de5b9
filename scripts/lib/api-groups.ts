// Which api test files run again on a PostgreSQL server through PgBouncer.
// Every file in tests/api says its group on its first line:
//   // api group: database   its outcome depends on the database engine or its
//                           connections (concurrent writes, locks and
//                           transactions, SQL the engine evaluates, the pool,
//                           migrations): run on embedded PGlite and again
//                           through PgBouncer in transaction mode
//   // api group: app        the app's rules over the database, the same on
//                           any engine: run once, on embedded PGlite
// The rule and its reasons: docs/contributing.md, "Recipe: add a test".
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./child-process";

export const API_GROUPS = ["database", "app"] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

const GROUP_LINE = /^\/\/ api group: (\w+)$/;

/** Every api test file (relative to the repository), sorted. */
export function apiTestFiles(): string[] {
  return globSync("tests/api/**/*.test.ts", { cwd: ROOT }).sort();
}

/** The group a file's first line names, or null when it names none (or an unknown one). */
export function apiGroupOf(source: string): ApiGroup | null {
  const name = GROUP_LINE.exec(source.split("\n", 1)[0]!.trimEnd())?.[1];
  return (API_GROUPS as readonly string[]).includes(name ?? "") ? (name as ApiGroup) : null;
}

/** The api test files of `group`. */
export function apiFilesOf(group: ApiGroup): string[] {
  return apiTestFiles().filter((file) => apiGroupOf(readFileSync(path.join(ROOT, file), "utf8")) === group);
}
