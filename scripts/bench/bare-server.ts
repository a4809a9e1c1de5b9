// The bare baseline for the API figures: node:http and a pg pool (pg's
// default size, as the app's adapter), running the same statements as the
// app's handlers on the same database, with no framework, session or
// validation. Run as its own process: BARE_PORT, DATABASE_URL.
import http from "node:http";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { DB } from "../../lib/generated/kysely/database";
import { notesCountQuery, notesJsonQuery } from "../../lib/notes/queries";
import { randomUnseenWordQuery } from "../../lib/words/queries";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
// Only to compile the app's statements: they go to the pool as plain pg queries.
const statements = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
const port = Number(process.env.BARE_PORT);

type Body = { authUserId?: string; userId?: string };

async function fetchword(body: Body) {
  const query = randomUnseenWordQuery(statements, body.authUserId ?? null, []).compile();
  const { rows } = await pool.query<{ index: number; word: string; details: unknown }>(query.sql, [...query.parameters]);
  const row = rows[0];
  return { data: row ? { word: row.word, details: row.details } : null, wordIndex: row?.index ?? -1 };
}

// The statements behind lib/notes/note-pages.ts notesPageJson for getallnotes without paging
// fields (the first page of 100), answered as the app answers it.
async function getallnotes(body: Body) {
  const userId = body.userId ?? "";
  const count = notesCountQuery(statements, userId, "").compile();
  const { rows: counted } = await pool.query<{ total: number }>(count.sql, [...count.parameters]);
  const total = counted[0]?.total ?? 0;
  const query = notesJsonQuery(statements, userId, { search: "", limit: 100, offset: 0 }).compile();
  const { rows } = await pool.query<{ note: string }>(query.sql, [...query.parameters]);
  const paging = { page: 1, pageSize: 100, pageCount: Math.max(1, Math.ceil(total / 100)), total };
  return `{"data":[${rows.map((row) => row.note).join(",")}],${JSON.stringify(paging).slice(1, -1)}}`;
}

// Each answers its JSON text.
const routes: Record<string, (body: Body) => Promise<string>> = {
  "/fetchword": async (body) => JSON.stringify(await fetchword(body)),
  "/getallnotes": getallnotes,
};

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
          response.writeHead(200, { "content-type": "application/json" }).end(result);
        })
        .catch((error: unknown) => {
          response.writeHead(500).end(String(error));
        });
    });
  })
  .listen(port, "127.0.0.1", () => process.send?.("ready"));
