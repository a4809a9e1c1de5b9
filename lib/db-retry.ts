import "server-only";

// PostgreSQL ends one of two transactions that wait for each other (40P01,
// deadlock detected) or that a stricter isolation level cannot order (40001,
// serialization failure), and says to run it again: the same work, run again
// after the other has finished, succeeds. Answering 500 instead would hand a
// learner an error for the server's own bad luck.

const RETRIED_SQLSTATES = new Set(["40P01", "40001"]);

/** Attempts in all; a fourth conflict in a row is not bad luck. */
const ATTEMPTS = 4;

/** The SQLSTATE of a statement's failure, as pg reports it. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Whether `error` is a deadlock or serialization failure. */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && RETRIED_SQLSTATES.has(state);
}

/** Whether `error` is a unique key's violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}

/**
 * Runs `transaction` (a whole transaction: it must change nothing outside the
 * database, since it may run more than once) and runs it again when
 * PostgreSQL picked it as a deadlock's or serialization failure's victim, a
 * few times, after a short random pause so the two do not meet again.
 */
export async function retryTransientConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
