// The callers rows' POSTs, over node:http with a keep-alive agent rather than fetch. undici's fetch keeps
// each call's objects alive past the scavenges that follow it, so the bench's own scavenges took 17–20 ms
// on average through a `review` run (BENCH_GC_LOG), a pause every call in flight waits through, the floors'
// alike. Ten callers against a trivial server, 10 s each: fetch 8.5 ms a scavenge and p99 10.9 ms;
// node:http 0.4 ms and p99 1.0 ms.
import http from "node:http";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";

const agent = new http.Agent({ keepAlive: true });

export type Posted = {
  ok: boolean;
  status: number;
  /** The answer's JSON, or its text when it is not JSON (a failure's report shows it). */
  json: unknown;
  /** From the call's start to its answer parsed. */
  ms: number;
  /** The first Set-Cookie's `name=value`. */
  cookie: string | undefined;
};

function decoded(response: http.IncomingMessage): Readable {
  const encoding = response.headers["content-encoding"];
  if (encoding === "gzip") return response.pipe(createGunzip());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  if (encoding === "deflate") return response.pipe(createInflate());
  return response;
}

/** POSTs `body` as JSON to `url`, accepting the encodings fetch accepts over http (so the server compresses as it would for fetch). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Posted> {
  const text = JSON.stringify(body);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)), "accept-encoding": "gzip, deflate", ...headers },
      },
      (response) => {
        let raw = "";
        const stream = decoded(response);
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          let json: unknown = raw;
          try {
            json = JSON.parse(raw);
          } catch {
            // Not JSON: kept as text.
          }
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            json,
            ms: performance.now() - start,
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0],
          });
        });
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}
