// The bare baseline for the API figures: node:http and a pg pool (pg's
// default size, as the app's adapter), running the same statements as the
// app's handlers on the same database, with no framework, session or
// validation. Run as its own process: BARE_PORT, DATABASE_URL.
import http from "node:http";
import pg from "pg";
import { notesJsonQuery } from "../../lib/notes/queries";
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

// The statement behind lib/notes/notes.ts listNotesJson, answered as the app answers it.
async function getallnotes(body: Body) {
  const query = notesJsonQuery(body.userId ?? "");
  const { rows } = await pool.query<{ note: string }>(query.text, query.values);
  return `{"data":[${rows.map((row) => row.note).join(",")}]}`;
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
