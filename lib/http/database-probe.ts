import "server-only";
import type pg from "pg";
import { createPool } from "@/lib/db-pool";
import { isDatabaseUnavailable } from "./database-unavailable";

// Middleware's check that the database answers (docs/reliability.md), on a
// pool of its own: a client shared with the pages would load Prisma into
// middleware, and in `next start` (one process) the pages would get errors
// from middleware's copy of Prisma's classes, which `instanceof` in their
// code does not recognise.
const PROBE_CONNECTIONS = 2;

const globalForProbe = globalThis as unknown as { lexiProbePool?: pg.Pool };

/**
 * Whether the database is out of reach right now: a trivial query failed the
 * way isDatabaseUnavailable() recognises (refused, lost, starting up, no
 * connection within the pool's 5 s). Any other failure is not an outage: the
 * page renders and fails on its own terms.
 */
export async function databaseUnreachable(): Promise<boolean> {
  globalForProbe.lexiProbePool ??= createPool({ max: PROBE_CONNECTIONS });
  try {
    await globalForProbe.lexiProbePool.query("SELECT 1");
    return false;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) return false;
    console.error("database unavailable (page answered 503):", error instanceof Error ? error.message : error);
    return true;
  }
}
