// The bench callers' POST (scripts/bench/post-json.ts) against a real local HTTP server: the JSON sent and read back,
// a gzipped answer, the first cookie set, an answer that is not JSON.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "@/scripts/bench/post-json";
import { startBodyServer, type BodyServer } from "@/tests/support/body-server";

let server: BodyServer;
let base = "";

beforeAll(async () => {
  server = await startBodyServer((request, body, response) => {
    const echo = JSON.stringify({
      path: request.url,
      type: request.headers["content-type"],
      cookie: request.headers.cookie ?? null,
      body: JSON.parse(body) as unknown,
    });
    if (request.url === "/gzip" && String(request.headers["accept-encoding"]).includes("gzip")) {
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(gzipSync(echo));
    } else if (request.url === "/join") {
      response.writeHead(201, { "set-cookie": ["player=abc; Path=/; HttpOnly", "other=1; Path=/"] }).end("{}");
    } else if (request.url === "/text") {
      response.writeHead(503, { "content-type": "text/plain" }).end("Busy");
    } else response.writeHead(200, { "content-type": "application/json" }).end(echo);
  });
  base = server.base;
});

afterAll(() => server.close());

describe("postJson", () => {
  it("sends the body as JSON with the caller's headers and reads the JSON answer", async () => {
    const posted = await postJson(`${base}/echo`, { source: "known" }, { cookie: "session=1" });
    expect(posted).toMatchObject({ ok: true, status: 200, json: { path: "/echo", type: "application/json", cookie: "session=1", body: { source: "known" } } });
    expect(posted.ms).toBeGreaterThan(0);
  });

  it("accepts gzip as fetch does and reads the answer unzipped", async () => {
    expect((await postJson(`${base}/gzip`, { a: 1 })).json).toMatchObject({ path: "/gzip", body: { a: 1 } });
  });

  it("gives the first cookie set as name=value", async () => {
    expect(await postJson(`${base}/join`, {})).toMatchObject({ ok: true, status: 201, cookie: "player=abc" });
  });

  it("keeps an answer that is not JSON as its text, and a 5xx is not ok", async () => {
    expect(await postJson(`${base}/text`, {})).toMatchObject({ ok: false, status: 503, json: "Busy", cookie: undefined });
  });
});
