// The database out of reach, for real: a pg pool aimed at a local port nothing
// listens on, whose every statement fails as an outage's does (ECONNREFUSED).
// A test puts it on globalThis.lexiPool (lib/db.ts runs every statement on the
// pool it finds there) and puts the working one back after.
import net from "node:net";
import pg from "pg";

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A pool whose connections are all refused, and how many statements it has failed so far: a statement that fails
 * out of sight (a read in the background) is counted before its caller learns of it.
 */
export async function unreachablePool(): Promise<pg.Pool & { failed: number }> {
  const pool = Object.assign(new pg.Pool({ connectionString: `postgresql://lexi@127.0.0.1:${await closedPort()}/lexi`, connectionTimeoutMillis: 2_000 }), {
    failed: 0,
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.catch(() => (pool.failed += 1));
    return result;
  }) as typeof pool.query;
  return pool;
}
