import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// One client per process. In development Next re-evaluates modules on every
// edit, so the client is kept on globalThis to avoid opening a new pool each time.
const globalForPrisma = globalThis as unknown as { lexiPrisma?: PrismaClient };

const CONNECT_TIMEOUT_MS = 5_000;

function createClient(): PrismaClient {
  // A server that accepts no connection makes a request fail (503) after this, not hang.
  const adapter = new PrismaPg({ connectionString: env().DATABASE_URL, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  return new PrismaClient({ adapter });
}

/** The shared Prisma client, created on first use so builds never need a database. */
export function db(): PrismaClient {
  globalForPrisma.lexiPrisma ??= createClient();
  return globalForPrisma.lexiPrisma;
}
