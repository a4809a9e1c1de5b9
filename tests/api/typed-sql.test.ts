// api group: database
// lib/db.ts, the app's one way to its data: Kysely over the pool (kysely())
// and in a transaction (transaction(run)) run the same statements and must
// decode their rows alike, as the table types generated from
// prisma/schema.prisma say (bigint columns as BigInt, dates as UTC midnight,
// JSON parsed); a transaction commits, rolls back, holds its locks and its
// statement timeout to itself.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { advisoryLockId, kysely, transaction, transactionLock, TransactionTimeoutError, type Transaction } from "@/lib/db";
import { isDatabaseUnavailable } from "@/lib/http/database-unavailable";

const userId = `typed-sql-${randomUUID()}`;
const reviewId = randomUUID();

beforeAll(async () => {
  const [card] = await kysely()
    .insertInto("review_cards")
    .values({
      user_id: userId,
      word_index: 7,
      due: new Date("2026-03-04T05:06:07.089Z"),
      stability: 1.5,
      difficulty: 4.25,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
    })
    .returning("id")
    .execute();
  await kysely()
    .insertInto("review_logs")
    .values({
      card_id: card!.id,
      user_id: userId,
      word_index: 7,
      review_id: reviewId,
      rating: 3,
      state: 0,
      due: new Date("2026-03-04T05:06:07.089Z"),
      stability: 1.5,
      difficulty: 4.25,
      elapsed_days: 0,
      last_elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reviewed_at: new Date("2026-03-04T05:06:07.089Z"),
      duration_ms: 1200,
      learner_day: "2026-03-04",
      before: JSON.stringify({ state: 0 }),
      after: JSON.stringify({ state: 1, due: "2026-03-05T00:00:00.000Z" }),
    })
    .execute();
  await kysely()
    .insertInto("review_settings")
    .values({ user_id: userId, parameters: [0.5, 1.25, 3] })
    .execute();
});

afterAll(async () => {
  for (const table of ["review_logs", "review_cards", "review_settings"] as const) await kysely().deleteFrom(table).where("user_id", "=", userId).execute();
});

/** One row of every kind of column the app reads: bigint, smallint, float, date, timestamptz, jsonb, text, float[], a count. */
const sample = (k: ReturnType<typeof kysely>) =>
  k
    .selectFrom("review_logs as l")
    .innerJoin("review_settings as s", "s.user_id", "l.user_id")
    .select((eb) => [
      "l.id",
      "l.card_id",
      "l.rating",
      "l.stability",
      "l.learner_day",
      "l.reviewed_at",
      "l.after",
      "l.review_id",
      "s.parameters",
      "s.desired_retention",
      eb.fn.countAll().over().as("rows"),
    ])
    .where("l.user_id", "=", userId);

it("the pool and a transaction decode the same row to the same values, of the generated types", async () => {
  const onPool = await sample(kysely()).executeTakeFirstOrThrow();
  const inTransaction = await transaction((tx) => sample(tx).executeTakeFirstOrThrow());
  expect(inTransaction).toEqual(onPool);
  expect(typeof onPool.id).toBe("bigint");
  expect(typeof onPool.card_id).toBe("bigint");
  expect(onPool.rating).toBe(3);
  expect(onPool.stability).toBe(1.5);
  expect(onPool.learner_day).toEqual(new Date("2026-03-04T00:00:00.000Z"));
  expect(onPool.reviewed_at).toEqual(new Date("2026-03-04T05:06:07.089Z"));
  expect(onPool.after).toEqual({ state: 1, due: "2026-03-05T00:00:00.000Z" });
  expect(onPool.review_id).toBe(reviewId);
  expect(onPool.parameters).toEqual([0.5, 1.25, 3]);
  expect(onPool.desired_retention).toBe(0.9);
  // count(*) is a bigint in SQL: a BigInt on both paths (the app casts counts to integer where it wants a number).
  expect(onPool.rows).toBe(1n);
});

it("inside a transaction: RETURNING gives rows, a statement without it its count, and a failure rolls back every statement", async () => {
  const updated = await transaction(async (tx) => {
    const returned = await tx.updateTable("review_cards").set({ reps: 1 }).where("user_id", "=", userId).returning(["reps", "id"]).execute();
    const counted = await tx.updateTable("review_cards").set({ reps: 2 }).where("user_id", "=", userId).executeTakeFirstOrThrow();
    return { returned, counted: counted.numUpdatedRows };
  });
  expect(updated.returned).toEqual([{ reps: 1, id: expect.any(BigInt) as bigint }]);
  expect(updated.counted).toBe(1n);

  await expect(
    transaction(async (tx) => {
      await tx.updateTable("review_cards").set({ reps: 9 }).where("user_id", "=", userId).execute();
      await sql`SELECT 1 / 0`.execute(tx);
    }),
  ).rejects.toThrow(/division by zero/);
  // An error of the caller's own rolls back too.
  await expect(
    transaction(async (tx) => {
      await tx.updateTable("review_cards").set({ reps: 8 }).where("user_id", "=", userId).execute();
      throw new Error("changed my mind");
    }),
  ).rejects.toThrow("changed my mind");
  const card = await kysely().selectFrom("review_cards").select("reps").where("user_id", "=", userId).executeTakeFirstOrThrow();
  expect(card.reps).toBe(2);
});

/** The advisory locks this session holds: one connection's view, so it works on the embedded database's single connection too. */
const heldAdvisoryLocks = async (tx: Transaction) =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`.execute(tx)).rows[0]!.n);

it("a transaction's lock is held until it ends, and Kysely cannot open a transaction of its own", async () => {
  const heldAfter = await transaction(async (tx) => {
    await transactionLock(tx, `typed-sql:${userId}`);
    expect(await heldAdvisoryLocks(tx)).toBe(1);
    await transactionLock(tx, `typed-sql:${userId}:shared`, { shared: true });
    return heldAdvisoryLocks(tx);
  });
  expect(heldAfter).toBe(2);
  expect(await transaction(heldAdvisoryLocks)).toBe(0);
  await expect(
    kysely()
      .transaction()
      .execute(async () => undefined),
  ).rejects.toThrow(/Open a transaction with transaction\(\)/);
});

it("a transaction's opening locks and refusing row go with BEGIN: the locks held from the start, the row seen after them, refused with nothing written", async () => {
  const locksOnOpening = { locks: [{ key: `typed-sql:${userId}:opening` }, { key: `typed-sql:${userId}:opening-shared`, shared: true }] };
  expect(await transaction(heldAdvisoryLocks, locksOnOpening)).toBe(2);
  // The same key taken by transactionLock is the same lock: one id, computed in one place.
  const ids = await transaction(
    async (tx) => {
      await transactionLock(tx, `typed-sql:${userId}:opening`);
      return (
        await sql<{
          id: string;
        }>`SELECT ((classid::bigint << 32) | objid::bigint)::text AS id FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`.execute(tx)
      ).rows.map((row) => row.id);
    },
    { locks: [{ key: `typed-sql:${userId}:opening` }] },
  );
  expect(new Set(ids)).toEqual(new Set([String(advisoryLockId(`typed-sql:${userId}:opening`))]));

  const hash = `typed-sql-${userId}'; DROP TABLE deleted_users; --`;
  const refuse = { table: "deleted_users", column: "user_hash", value: hash, error: () => new Error("refused by its row") } as const;
  expect(await transaction(async () => "ran", { refuseIfRow: refuse })).toBe("ran");
  await kysely().insertInto("deleted_users").values({ user_hash: hash }).execute();
  let ran = false;
  await expect(
    transaction(
      async () => {
        ran = true;
      },
      { refuseIfRow: refuse },
    ),
  ).rejects.toThrow("refused by its row");
  expect(ran).toBe(false);
  await kysely().deleteFrom("deleted_users").where("user_hash", "=", hash).execute();
});

it("a transaction's time limit is its own: statement_timeout set in it and gone after it, and a deadline that rolls it back", async () => {
  const showTimeout = async (tx: Transaction) => (await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(tx)).rows[0]!.statement_timeout;
  const outside = await showTimeout(kysely());
  expect(await transaction(showTimeout)).toBe("15s");
  expect(await transaction(showTimeout, { timeoutMs: 50 })).toBe("50ms");
  // A failed transaction's connection too goes back to the pool without it.
  await expect(
    transaction(
      async (tx) => {
        await sql`SELECT 1 / 0`.execute(tx);
      },
      { timeoutMs: 50 },
    ),
  ).rejects.toThrow(/division by zero/);
  const after = await Promise.all(Array.from({ length: 3 }, () => showTimeout(kysely())));
  expect(after).toEqual(Array(3).fill(outside));

  // Past the deadline, whatever the callback waits for: rolled back, and the callback's tx refuses to run.
  let late: Transaction | undefined;
  const slow = transaction(
    async (tx) => {
      late = tx;
      await tx.updateTable("review_cards").set({ reps: 7 }).where("user_id", "=", userId).execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    { timeoutMs: 50 },
  );
  await expect(slow).rejects.toBeInstanceOf(TransactionTimeoutError);
  await expect(late!.selectFrom("review_cards").select("reps").execute()).rejects.toThrow(/This transaction has ended/);
  const card = await kysely().selectFrom("review_cards").select("reps").where("user_id", "=", userId).executeTakeFirstOrThrow();
  expect(card.reps).not.toBe(7);
  expect(isDatabaseUnavailable(new TransactionTimeoutError(50))).toBe(true);
});

it("random_unseen_word returns the words table's columns, as lib/words/queries.ts types it", async () => {
  const { rows } = await sql<{ result: string }>`SELECT pg_get_function_result('random_unseen_word(text, integer[])'::regprocedure) AS result`.execute(
    kysely(),
  );
  const columns = await sql<{ name: string; type: string }>`
    SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_name = 'words' AND table_schema = current_schema() ORDER BY ordinal_position`.execute(kysely());
  const declared = rows[0]!.result.replace(/^TABLE\((.*)\)$/, "$1").split(", ");
  expect(declared.sort()).toEqual(columns.rows.map(({ name, type }) => `${name} ${type}`).sort());
});
