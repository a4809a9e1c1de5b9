// api group: app
// apiRoute (lib/http/route.ts), the builder of every /api/v1 handler, on
// routes made here: the order of its checks, what the handler is given, and
// the log line of a failure. The endpoints themselves are tested through
// their route files (the attack, CSRF and fuzz suites cover every one).
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { COMPRESSION_THRESHOLD_BYTES } from "@/lib/http/compression";
import { jsonBytes } from "@/lib/http/json";
import { apiRoute } from "@/lib/http/route";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { getRequest, postRequest, signedInUser } from "@/tests/support/session";

const schema = z.object({ n: z.number({ error: "n must be a number." }), userId: claimedUserIdSchema });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("apiRoute", () => {
  it("answers 401 → 400 → 403 in that order, then gives the handler the session's id and the parsed body", async () => {
    const [ada, bob] = [await signedInUser("ada"), await signedInUser("bob")];
    const route = apiRoute({ body: schema }, async ({ userId, data }) => Response.json({ userId, n: data.n }));

    const signedOut = await route(postRequest("/api/v1/test", { n: "x", userId: bob.id }));
    expect([signedOut.status, await signedOut.json()]).toEqual([401, { error: "Please log in first." }]);
    const invalid = await route(postRequest("/api/v1/test", { n: "x", userId: bob.id }, { user: ada }));
    expect([invalid.status, await invalid.json()]).toEqual([400, { error: "n must be a number.", issues: [{ path: "n", message: "n must be a number." }] }]);
    const other = await route(postRequest("/api/v1/test", { n: 1, userId: bob.id }, { user: ada }));
    expect([other.status, await other.json()]).toEqual([403, { error: "userId does not match the signed-in user." }]);
    const ok = await route(postRequest("/api/v1/test", { n: 1 }, { user: ada }));
    expect([ok.status, await ok.json(), ok.headers.get("cache-control")]).toEqual([200, { userId: ada.id, n: 1 }, "private, no-store, no-transform"]);
  });

  it("marks a JSON answer under 1 KB no-transform (next start's compression then leaves it), a larger one not", async () => {
    const sized = (bytes: number, cacheControl?: string) =>
      apiRoute({ user: "none" }, async () => Response.json({ text: "x".repeat(bytes) }, cacheControl ? { headers: { "Cache-Control": cacheControl } } : {}));
    const small = await sized(COMPRESSION_THRESHOLD_BYTES - 20)(getRequest("/api/v1/test"));
    expect([small.headers.get("cache-control"), (await small.text()).length]).toEqual(["private, no-store, no-transform", COMPRESSION_THRESHOLD_BYTES - 9]);
    const large = await sized(COMPRESSION_THRESHOLD_BYTES)(getRequest("/api/v1/test"));
    expect([large.headers.get("cache-control"), (await large.json()).text.length]).toEqual(["private, no-store", COMPRESSION_THRESHOLD_BYTES]);
    const publicSmall = await sized(10, "public, max-age=60")(getRequest("/api/v1/test"));
    expect(publicSmall.headers.get("cache-control")).toBe("public, max-age=60, no-transform");
  });

  it("sends a handler's own JSON bytes (jsonBytes) as written, its told size deciding no-transform, without reading them into a copy", async () => {
    const written = (bytes: number) => apiRoute({ user: "none" }, async () => jsonBytes(Buffer.from(JSON.stringify({ text: "é".repeat(bytes / 2) }))));
    const read = vi.spyOn(Response.prototype, "arrayBuffer");
    // The larger is 518 characters in 1,025 bytes: the size is the bytes', not the characters'.
    const small = await written(COMPRESSION_THRESHOLD_BYTES - 20)(getRequest("/api/v1/test"));
    const large = await written(COMPRESSION_THRESHOLD_BYTES - 10)(getRequest("/api/v1/test"));
    expect(read).not.toHaveBeenCalled();
    expect([small.headers.get("cache-control"), small.headers.get("content-type"), (await small.json()).text.length]).toEqual([
      "private, no-store, no-transform",
      "application/json",
      (COMPRESSION_THRESHOLD_BYTES - 20) / 2,
    ]);
    expect([large.headers.get("cache-control"), (await large.json()).text.length]).toEqual(["private, no-store", (COMPRESSION_THRESHOLD_BYTES - 10) / 2]);
  });

  it("with user optional: a visitor gets null, a claim needs its session; with user none the session is not read", async () => {
    const ada = await signedInUser("ada");
    const optional = apiRoute({ user: "optional", query: schema.pick({ userId: true }) }, async ({ userId }) => Response.json({ userId }));
    expect(await (await optional(getRequest("/api/v1/test"))).json()).toEqual({ userId: null });
    expect(await (await optional(getRequest("/api/v1/test", {}, { user: ada }))).json()).toEqual({ userId: ada.id });
    expect((await optional(getRequest("/api/v1/test", { userId: ada.id }))).status).toBe(401);

    const open = apiRoute({ user: "none" }, async ({ data }) => Response.json({ data: data ?? "none" }));
    expect(await (await open(getRequest("/api/v1/test", {}, { cookie: "authjs.session-token=not-a-jwt" }))).json()).toEqual({ data: "none" });
  });

  it("runs `around` after the session and before the body is read", async () => {
    const ada = await signedInUser("ada");
    const seen: string[] = [];
    const route = apiRoute(
      {
        body: schema,
        around: async (userId, rest) => {
          seen.push(userId);
          return userId === ada.id ? Response.json({ error: "busy" }, { status: 409 }) : rest();
        },
      },
      async () => Response.json({ ok: true }),
    );
    expect((await route(postRequest("/api/v1/test", null, { raw: "not json" }))).status).toBe(401);
    expect(seen).toEqual([]);
    expect((await route(postRequest("/api/v1/test", null, { raw: "not json", user: ada }))).status).toBe(409);
    expect(seen).toEqual([ada.id]);
  });

  it("logs a failure under the request's method and path and answers a JSON 500", async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void logged.push(args));
    const route = apiRoute({ user: "none" }, async () => {
      throw new Error("boom");
    });
    const response = await route(postRequest("/api/v1/some/thing", {}));
    expect([response.status, await response.json()]).toEqual([500, { error: "There is some server error!" }]);
    expect(logged.map((args) => args[0])).toEqual(["POST /api/v1/some/thing failed"]);
  });

  it("refuses a route that reads both a body and a query", () => {
    expect(() => apiRoute({ body: schema, query: schema }, async () => Response.json({}))).toThrow("not both");
  });
});
