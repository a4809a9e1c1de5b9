// Which api files CI runs again through PgBouncer (scripts/lib/api-groups.ts):
// every file names its group, so a new file cannot silently skip the pass
// that would catch its database-dependent bug, nor add a pass it gains
// nothing from (docs/contributing.md, "Recipe: add a test").
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/scripts/lib/child-process";
import { apiFilesOf, apiGroupOf, apiTestFiles } from "@/scripts/lib/api-groups";

describe("api groups", () => {
  it("every api test file names its group on its first line", () => {
    const files = apiTestFiles();
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => apiGroupOf(readFileSync(path.join(ROOT, file), "utf8")) === null)).toEqual([]);
  });

  it("reads only a known group on the first line", () => {
    expect(apiGroupOf("// api group: database\n// what it tests")).toBe("database");
    expect(apiGroupOf("// api group: app\n")).toBe("app");
    expect(apiGroupOf("// api group: pooled\n")).toBeNull();
    expect(apiGroupOf("// what it tests\n// api group: database\n")).toBeNull();
    expect(apiGroupOf('import { it } from "vitest";\n')).toBeNull();
  });

  it("puts the migrations, the pool and the concurrent writes in the database group, and the pure rules in the app group", () => {
    const database = apiFilesOf("database");
    const app = apiFilesOf("app");
    for (const file of ["migrations", "db-pool", "typed-sql", "rate-limit", "marks", "review-routes"]) expect(database).toContain(`tests/api/${file}.test.ts`);
    for (const file of ["auth-routes", "api-route", "decoded-tokens", "user-store-firestore"]) expect(app).toContain(`tests/api/${file}.test.ts`);
    expect(database.length + app.length).toBe(apiTestFiles().length);
  });
});
