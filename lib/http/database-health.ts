// What this process last learnt of the database's reachability, for
// middleware's outage answer (lib/http/database-probe.ts): kept on globalThis,
// as middleware is bundled apart from the pages but shares their process under
// `next start`. No server-only guard and no database client, so
// instrumentation.ts can report a page's failure here.
import { isDatabaseUnavailable } from "./database-unavailable";

type DatabaseHealth = {
  /** Until when (epoch ms) the last successful probe vouches for the database. */
  trustedUntil: number;
  /** A failure recognised as the database being out of reach was seen since that probe. */
  suspected: boolean;
};

const globalForHealth = globalThis as unknown as { lexiDatabaseHealth?: DatabaseHealth };

export function databaseHealth(): DatabaseHealth {
  globalForHealth.lexiDatabaseHealth ??= { trustedUntil: 0, suspected: false };
  return globalForHealth.lexiDatabaseHealth;
}

/** Records a failure: if it is the database being out of reach, the next page request probes first. */
export function noteDatabaseFailure(error: unknown): void {
  if (isDatabaseUnavailable(error)) databaseHealth().suspected = true;
}
