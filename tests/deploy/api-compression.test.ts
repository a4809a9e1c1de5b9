// `next start` gzips every route handler's answer (it streams the body, so
// compression cannot see its size) unless Cache-Control says no-transform,
// which jsonHandler (lib/http/json.ts) adds to a JSON answer under 1 KB: a
// practice question (a few hundred bytes) goes as it is, and a larger answer
// is still gzipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES } from "@/lib/http/compression";
import { startServerWithoutDatabase, type NextServer } from "./support/next-server";
import { ensureProductionBuild } from "./support/production-build";

let server: NextServer | undefined;

const GZIP = { "accept-encoding": "gzip" };

describe("API answers and compression (next start)", () => {
  beforeAll(async () => {
    await ensureProductionBuild();
    // A visitor's demo question and a visitor's text read with the word set need no database: nothing listens at DATABASE_URL.
    server = await startServerWithoutDatabase();
  }, 30 * 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("sends a small JSON answer as it is", async () => {
    const response = await fetch(`${server!.baseUrl}/api/v1/practice/next`, {
      method: "POST",
      headers: { ...GZIP, "content-type": "application/json" },
      body: JSON.stringify({ source: "easy", kind: "meaning" }),
    });
    const body = await response.text();
    expect(response.status, server!.output().slice(-2_000)).toBe(200);
    expect(JSON.parse(body)).toHaveProperty("question.id");
    expect(body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
  });

  it("still gzips a JSON answer over the threshold", async () => {
    const response = await fetch(`${server!.baseUrl}/api/v1/reader/analyse`, {
      method: "POST",
      headers: { ...GZIP, "content-type": "application/json" },
      body: JSON.stringify({ text: "The children read a book about the history of music in the garden after school. ".repeat(10) }),
    });
    const body = await response.text();
    expect(response.status, server!.output().slice(-2_000)).toBe(200);
    expect(Buffer.byteLength(body)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
