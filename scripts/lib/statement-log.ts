import pg from "pg";

// The statements a call sends on the app's pg pool (lib/db-pool.ts), with
// the values bound to them: Prisma's and Kysely's alike, as both reach
// PostgreSQL through pg.Client. Used by the plan tests
// (tests/api/query-plans.test.ts) and by the bench's statements floor
// (scripts/bench/call-statements.ts); tests/api/support/transaction-count.ts
// counts them the same way.

export interface LoggedStatement {
  text: string;
  values: unknown[];
}

/** `run`'s statements, in the order they were sent. */
export async function statementsOf(run: () => Promise<unknown>): Promise<LoggedStatement[]> {
  const logged: LoggedStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") logged.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      logged.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return logged;
}
