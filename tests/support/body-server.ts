// A real HTTP server on a free loopback port that reads each request's body whole before answering it: what the
// bench callers' tests (tests/tooling/bench-*.test.ts) post to in place of the app or its floor.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface BodyServer {
  /** http://127.0.0.1:<port> */
  base: string;
  close: () => Promise<void>;
}

/** Starts the server; `answer` gets each request with its body as text and replies on `response`. */
export async function startBodyServer(answer: (request: http.IncomingMessage, body: string, response: http.ServerResponse) => void): Promise<BodyServer> {
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
