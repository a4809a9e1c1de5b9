import "server-only";
import type pg from "pg";
import { dbPool } from "@/lib/db-pool";
import { databaseHealth, noteDatabaseFailure } from "./database-health";
import { isDatabaseUnavailable } from "./database-unavailable";

// Whether middleware answers a page 503 because the database is out of reach
// (docs/reliability.md), without a query on every page request:
// - a probe that succeeded is trusted for TRUSTED_FOR_MS: a page request in
//   that time costs no round trip;
// - a failure that isDatabaseUnavailable() recognises, seen anywhere in the
//   process (a page's render, through instrumentation.ts onRequestError; an
//   API call, through lib/http/json.ts; an idle connection of the pool lost),
//   makes an outage suspected (lib/http/database-health.ts): from then on
//   each page request probes first, until a probe succeeds.
// Where middleware runs apart from the pages (its own function on Vercel) it
// sees none of their failures; the trust running out bounds how long it
// takes to notice: one probe per TRUSTED_FOR_MS per instance at most.

/** How long a successful probe vouches for the database. */
export const TRUSTED_FOR_MS = 5_000;

const watched = new WeakSet<pg.Pool>();

/**
 * Whether the database is out of reach right now. With no outage suspected
 * and within TRUSTED_FOR_MS of the last successful probe, false at once;
 * otherwise a trivial query on the app's pool decides: failed the way
 * isDatabaseUnavailable() recognises (refused, lost, starting up, no
 * connection within the pool's 5 s) is true. Any other failure is not an
 * outage: the page renders and fails on its own terms.
 */
export async function databaseUnreachable(now = Date.now()): Promise<boolean> {
  const health = databaseHealth();
  if (!health.suspected && now < health.trustedUntil) return false;
  const pool = dbPool();
  if (!watched.has(pool)) {
    watched.add(pool);
    pool.on("error", noteDatabaseFailure);
  }
  try {
    await pool.query("SELECT 1");
    health.suspected = false;
    health.trustedUntil = Date.now() + TRUSTED_FOR_MS;
    return false;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) return false;
    health.suspected = true;
    console.error("database unavailable (page answered 503):", error instanceof Error ? error.message : error);
    return true;
  }
}
