// Whether an error means "the database cannot be reached right now" (down,
// restarting, refusing connections, connection lost) rather than a bug or bad
// data: such failures are answered 503 with Retry-After, not 500.
// Prisma wraps the driver's error (PrismaClientKnownRequestError with a P1xxx
// code, or a DriverAdapterError whose cause has a `kind`), so the whole cause
// chain is searched.

/** Seconds a client should wait before retrying after a 503 (the API's and the pages'). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Prisma's codes for an unreachable database, a lost connection or an exhausted pool
 * (P2024: no connection in time; P2028: a transaction could not start, or ran out of time, under load).
 */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** Driver adapter error kinds (see @prisma/driver-adapter-utils). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Node socket errors. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
/**
 * PostgreSQL: connection exceptions (08xxx), shutting down / starting up (57P01–57P03), too many connections,
 * and a cancelled statement (57014): a transaction past its time limit (lib/db.ts), or any statement_timeout the
 * server sets. Under load that is the database out of time, so a 503 with Retry-After, not a 500.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|57014|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down)/i;

function matches(value: Record<string, unknown>): boolean {
  for (const key of ["code", "originalCode", "kind"] as const) {
    const field = value[key];
    if (typeof field !== "string") continue;
    if (PRISMA_CODES.has(field) || ADAPTER_KINDS.has(field) || SOCKET_CODES.has(field) || SQLSTATE.test(field)) return true;
  }
  return typeof value.message === "string" && MESSAGES.test(value.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, matches);
}

/**
 * Whether `test` holds for the error or anything in its cause chain (Prisma's
 * `meta` and `driverAdapterError`, an AggregateError's errors), as the
 * driver's own error sits somewhere below what the caller catches.
 */
export function anyCause(error: unknown, test: (value: Record<string, unknown>) => boolean): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    const value = next as Record<string, unknown>;
    if (test(value)) return true;
    pending.push(value.cause, value.meta, value.driverAdapterError);
    if (Array.isArray(value.errors)) pending.push(...value.errors); // AggregateError (several addresses refused)
  }
  return false;
}
