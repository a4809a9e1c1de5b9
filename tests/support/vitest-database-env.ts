// Points lib/env (and so lib/db) at the run's database before any test imports them.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
