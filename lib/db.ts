import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { splitSchemaParameter } from "@/lib/database-url";
import { env } from "@/lib/env";

// One client per process. In development Next re-evaluates modules on every
// edit, so the client is kept on globalThis to avoid opening a new pool each time.
const globalForPrisma = globalThis as unknown as { lexiPrisma?: PrismaClient };

const CONNECT_TIMEOUT_MS = 5_000;

function createClient(): PrismaClient {
  // A server that accepts no connection makes a request fail (503) after this, not hang.
  // `?schema=` as Prisma reads it: the client qualifies its queries with the
  // schema, and raw SQL finds the tables through search_path.
  const { connectionString, schema } = splitSchemaParameter(env().DATABASE_URL);
  const inSchema = schema !== "public";
  const adapter = new PrismaPg(
    { connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(inSchema ? { options: `-c search_path=${schema}` } : {}) },
    inSchema ? { schema } : undefined,
  );
  return new PrismaClient({ adapter });
}

/** The shared Prisma client, created on first use so builds never need a database. */
export function db(): PrismaClient {
  globalForPrisma.lexiPrisma ??= createClient();
  return globalForPrisma.lexiPrisma;
}
