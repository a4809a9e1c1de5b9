// The bare baseline for the API figures: node:http and a pg pool (pg's
// default size, as the app's adapter), running the same statements as the
// app's handlers on the same database, with no framework, session or
// validation. Run as its own process: BARE_PORT, DATABASE_URL.
import http from "node:http";
import pg from "pg";
import { randomUnseenWordQuery } from "../../lib/words/queries";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const port = Number(process.env.BARE_PORT);

type Body = { authUserId?: string; userId?: string };

async function fetchword(body: Body) {
  const query = randomUnseenWordQuery(body.authUserId ?? null, []);
  const { rows } = await pool.query<{ index: number; word: string; details: unknown }>(query.text, query.values);
  const row = rows[0];
  return { data: row ? { word: row.word, details: row.details } : null, wordIndex: row?.index ?? -1 };
}

// What lib/notes/notes.ts listNotes asks Prisma for, newest first.
async function getallnotes(body: Body) {
  const { rows } = await pool.query(
    `SELECT id, user_id, word, type, definitions, example, breakdown, created_at FROM notes WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [body.userId],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      word: row.word,
      type: row.type,
      definitions: row.definitions,
      example: row.example,
      breakdown: row.breakdown,
      userId: row.user_id,
      timestamp: (row.created_at as Date).toISOString(),
    })),
  };
}

const routes: Record<string, (body: Body) => Promise<unknown>> = { "/fetchword": fetchword, "/getallnotes": getallnotes };

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const route = routes[request.url ?? ""];
      if (!route) {
        response.writeHead(404).end();
        return;
      }
      route(JSON.parse(Buffer.concat(chunks).toString() || "{}") as Body)
        .then((result) => {
          response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
        })
        .catch((error: unknown) => {
          response.writeHead(500).end(String(error));
        });
    });
  })
  .listen(port, "127.0.0.1", () => process.send?.("ready"));
