import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import { compiledOnce } from "@/lib/compiled-once";
import type { DB } from "@/lib/generated/kysely/database";
import { notesCountQuery, notesJsonQuery } from "@/lib/notes/queries";

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe("compiledOnce", () => {
  it("gives the statement a fresh compile gives, for each call's values", () => {
    const page = compiledOnce((v: { userId: string; search: string; limit: number; offset: number }) =>
      notesJsonQuery(db, v.userId, { search: v.search, limit: v.limit, offset: v.offset }),
    );
    for (const values of [
      { userId: "u1", search: "cat", limit: 10, offset: 0 },
      { userId: "u2", search: "100%_", limit: 50, offset: 100 },
    ]) {
      const fresh = notesJsonQuery(db, values.userId, values).compile();
      expect(page(values)).toMatchObject({ sql: fresh.sql, parameters: fresh.parameters });
    }
  });

  it("refuses a stand-in that decides the statement's shape instead of reaching it as a parameter", () => {
    const count = compiledOnce((v: { userId: string; search: string }) => notesCountQuery(db, v.userId, v.search.length > 0 ? "x" : ""));
    expect(() => count({ userId: "u1", search: "cat" })).toThrow('compiledOnce: "search" does not reach the statement as a parameter.');
  });
});
