// Embedded PostgreSQL for development and tests: PGlite (Postgres compiled to
// WebAssembly) served over the Postgres wire protocol, so the app talks to it
// through `pg` exactly as it talks to a real server. Never imported by the app.
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** The port `npm run dev` serves its embedded database on (another when it is taken; the console says). */
export const DEV_EMBEDDED_PORT = 54329;

/** The URL of the embedded database on `port`. */
export function embeddedUrl(port: number): string {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

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

// The app's pool opens several connections; PGlite itself runs one query at a
// time, and pglite-socket queues the rest.
const MAX_CONNECTIONS = 32;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const port = await choosePort(options.port);
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: MAX_CONNECTIONS });
  keepExtendedQueriesWhole((server as unknown as { queryQueue: QueryQueue }).queryQueue);
  await server.start();
  let stopped = false;
  return {
    port,
    url: embeddedUrl(port),
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

// ---- One connection's extended-protocol query at a time ---------------------

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

/** pglite-socket's internal queue (not exported; its shape as of 0.2.17). */
interface QueryQueue {
  db: PGlite;
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/** Parse, Bind, Describe, Execute, Close, Flush: a query is not over until its Sync. */
const EXTENDED_QUERY_MESSAGES = new Set([..."PBDECH"].map((letter) => letter.charCodeAt(0)));

/**
 * pglite-socket hands PGlite one wire message at a time, first come first
 * served across connections, and keeps to one connection only inside a
 * transaction. Outside one, two connections' extended-protocol queries
 * (Parse, Bind, Execute, Sync: how `pg` sends every parameterised query)
 * interleave, and one connection's Bind meets the other's unnamed statement
 * ("bind message supplies 3 parameters, but prepared statement "" requires
 * 1", "portal "" does not exist"). Concurrent requests made that happen. This
 * keeps serving the same connection from its Parse to its Sync, as a real
 * server (one backend per connection) effectively does.
 */
function keepExtendedQueriesWhole(queue: QueryQueue): void {
  let midQuery = false;
  queue.processQueue = async function processQueue() {
    if (queue.processing || queue.queue.length === 0) return;
    queue.processing = true;
    try {
      while (queue.queue.length > 0) {
        const exclusive = queue.lastHandlerId !== null && (midQuery || queue.db.isInTransaction());
        const index = exclusive ? queue.queue.findIndex((item) => item.handlerId === queue.lastHandlerId) : 0;
        if (index === -1) break; // the owner's next message has not arrived yet: enqueue() resumes
        const item = queue.queue.splice(index, 1)[0]!;
        let bytes = 0;
        try {
          await queue.db.runExclusive(() =>
            queue.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        midQuery = EXTENDED_QUERY_MESSAGES.has(item.message[0]!);
        queue.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      queue.processing = false;
    }
  };
  // A connection that goes away mid-query must not keep the others waiting.
  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId) => {
    await clearTransaction(handlerId);
    if (queue.lastHandlerId === handlerId) {
      midQuery = false;
      queue.lastHandlerId = null;
      await queue.processQueue();
    }
  };
}
