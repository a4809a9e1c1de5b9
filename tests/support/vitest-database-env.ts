// Points lib/env (and so lib/db) at the run's database before any test imports them.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.DIRECT_DATABASE_URL = inject("directDatabaseUrl");
// The tests play the proxy in front of the app: each sends its own
// X-Forwarded-For, so tests get their own rate-limit budgets (lib/rate-limit/client-ip.ts).
process.env.TRUST_PROXY = "1";
