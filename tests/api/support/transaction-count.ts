import pg from "pg";
import { afterEach, beforeEach, vi } from "vitest";

// Counts transactions as PostgreSQL sees them on the app's pg pool
// (lib/db-pool.ts): every BEGIN, and every statement sent outside one (a
// transaction of its own). Every connection of the pool is a pg.Client, so
// watching the class's query sees every transaction (lib/db.ts opens one
// with "BEGIN; SET LOCAL …") and every statement, on the real database.

const counter = { transactions: 0, statements: 0 };
const inTransaction = new WeakSet<pg.Client>();

/** Watches the pool's statements around each test of the calling file. */
export function watchTransactions(): void {
  beforeEach(() => {
    const original = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      const text = (typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "")).trim().toUpperCase();
      counter.statements += 1;
      if (/^BEGIN\b/.test(text)) {
        counter.transactions += 1;
        inTransaction.add(this);
      } else if (text === "COMMIT" || text === "ROLLBACK") {
        inTransaction.delete(this);
      } else if (!inTransaction.has(this)) {
        counter.transactions += 1;
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** `run`'s result, and the transactions (and statements) it made; watchTransactions must be on. */
export async function counted<T>(run: () => Promise<T>): Promise<{ result: T; transactions: number; statements: number }> {
  counter.transactions = 0;
  counter.statements = 0;
  const result = await run();
  return { result, transactions: counter.transactions, statements: counter.statements };
}
