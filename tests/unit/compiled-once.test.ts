import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import { compiledOnce, compiledOncePerShape } from "@/lib/compiled-once";
import type { DB } from "@/lib/generated/kysely/database";
import { notesCountQuery, notesJsonQuery } from "@/lib/notes/queries";
import { dueCardsQuery, practiceCardsQuery, queueSummaryQuery, writtenLimit } from "@/lib/review/queue-sql";

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

  it("per shape: compiles each shape once, on its first use, and gives each the statement a fresh compile gives", () => {
    const builds: number[] = [];
    const page = compiledOncePerShape((limit: number, v: { userId: string; search: string; offset: number }) => {
      builds.push(limit);
      return notesJsonQuery(db, v.userId, { search: v.search, limit, offset: v.offset });
    });
    for (const [limit, values] of [
      [10, { userId: "u1", search: "cat", offset: 0 }],
      [50, { userId: "u2", search: "dog", offset: 100 }],
      [10, { userId: "u3", search: "owl", offset: 20 }],
    ] as const) {
      const fresh = notesJsonQuery(db, values.userId, { ...values, limit }).compile();
      expect(page(limit)(values)).toMatchObject({ sql: fresh.sql, parameters: fresh.parameters });
    }
    expect(builds).toEqual([10, 50]);
  });

  it("writes a limit into the statement only when it is a count", () => {
    expect(() => writtenLimit(2.5)).toThrow("A limit of 2.5 is not a count.");
    expect(() => writtenLimit(-1)).toThrow("A limit of -1 is not a count.");
    const written = dueCardsQuery(db, "u1", new Date(0), new Date(0), writtenLimit(7), writtenLimit(20)).compile();
    expect(written.sql).toContain("limit 7");
    expect(written.parameters).not.toContain(7);
  });

  it("refuses a stand-in that decides the statement's shape instead of reaching it as a parameter", () => {
    const count = compiledOnce((v: { userId: string; search: string }) => notesCountQuery(db, v.userId, v.search.length > 0 ? "x" : ""));
    expect(() => count({ userId: "u1", search: "cat" })).toThrow('compiledOnce: "search" does not reach the statement as a parameter.');
  });

  it("refuses values read by a spread, which would compile none of them", () => {
    const page = compiledOnce(({ userId, ...limits }: { userId: string; search: string; limit: number; offset: number }) => notesJsonQuery(db, userId, limits));
    expect(() => page({ userId: "u1", search: "", limit: 10, offset: 0 })).toThrow("compiledOnce: read each value by name");
  });

  it("compiles the review and practice queues' statements as a fresh compile does", () => {
    const now = new Date("2026-12-04T10:00:00Z");
    const learnAhead = new Date("2026-12-04T10:20:00Z");
    const summary = compiledOnce((v: { userId: string; now: Date; learnAhead: Date; today: string }) =>
      queueSummaryQuery(db, v.userId, v.now, v.learnAhead, v.today),
    );
    const due = compiledOnce((v: { userId: string; now: Date; learnAhead: Date; newLimit: number; size: number }) =>
      dueCardsQuery(db, v.userId, v.now, v.learnAhead, v.newLimit, v.size),
    );
    type PracticeValues = { userId: string; now: Date; learnAhead: Date; newPerDay: number; today: string; exclude: readonly number[] };
    // The practice queue's size is in its text: a statement per size.
    const practice = (size: number) =>
      compiledOnce((v: PracticeValues) =>
        practiceCardsQuery(db, v.userId, { now: v.now, learnAhead: v.learnAhead, newPerDay: v.newPerDay, today: v.today, size, exclude: v.exclude }),
      );
    for (const [userId, newLimit, size, exclude] of [
      ["u1", 10, 20, []],
      ["u2", 0, 40, [5, 9, 12]],
    ] as const) {
      const expectSame = (compiled: { sql: string; parameters: readonly unknown[] }, fresh: { sql: string; parameters: readonly unknown[] }) =>
        expect(compiled).toMatchObject({ sql: fresh.sql, parameters: fresh.parameters });
      expectSame(summary({ userId, now, learnAhead, today: "2026-12-04" }), queueSummaryQuery(db, userId, now, learnAhead, "2026-12-04").compile());
      expectSame(due({ userId, now, learnAhead, newLimit, size }), dueCardsQuery(db, userId, now, learnAhead, newLimit, size).compile());
      const values = { now, learnAhead, newPerDay: newLimit, today: "2026-12-04", size, exclude };
      expectSame(practice(size)({ userId, ...values }), practiceCardsQuery(db, userId, values).compile());
    }
  });
});
