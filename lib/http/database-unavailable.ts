// Whether an error means the database cannot be reached right now (stopped,
// restarting, refusing connections, connection dropped) rather than a bug:
// the handlers then answer 503 with Retry-After instead of 500.
// Prisma wraps what the pg driver adapter reports, so the error, its `cause`
// chain and Prisma's `meta` are all looked at.

/** Prisma's codes for an unreachable server, a timeout, a closed connection, an exhausted pool. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** @prisma/adapter-pg's error kinds for the same. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Node socket errors, and PostgreSQL's "too many connections", shutdown and "starting up" states. */
const DRIVER_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "53300", "57P01", "57P02", "57P03"]);
/** pg's own messages, which carry no code. */
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|connection error|ECONNREFUSED/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length) {
    const item = pending.pop();
    if (!item || typeof item !== "object" || seen.has(item) || seen.size > 20) continue;
    seen.add(item);
    const { code, kind, originalCode, message, cause, meta, driverAdapterError } = item as Record<string, unknown>;
    if (typeof code === "string" && (PRISMA_CODES.has(code) || DRIVER_CODES.has(code) || /^08/.test(code))) return true;
    if (typeof originalCode === "string" && (DRIVER_CODES.has(originalCode) || /^08/.test(originalCode))) return true;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    pending.push(cause, meta, driverAdapterError);
  }
  return false;
}
