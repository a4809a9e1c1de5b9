// Embedded PostgreSQL for development and tests: PGlite (Postgres compiled to
// WebAssembly) served over the Postgres wire protocol, so the app talks to it
// through `pg` exactly as it talks to a real server. Never imported by the app.
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder for the data; omit for an in-memory database. */
  dataDir?: string;
  /** Preferred port; a free one is chosen when it is taken or omitted. */
  port?: number;
}

// Prisma's pool opens several connections; PGlite itself runs one query at a
// time, and pglite-socket queues the rest (DESIGN.md section 3).
const MAX_CONNECTIONS = 32;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const port = await choosePort(options.port);
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: MAX_CONNECTIONS });
  await server.start();
  let stopped = false;
  return {
    port,
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}

async function choosePort(preferred?: number): Promise<number> {
  if (preferred && (await isFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
