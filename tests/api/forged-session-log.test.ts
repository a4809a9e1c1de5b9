// api group: app
// A forged or corrupted session cookie is an expected visitor, not a server
// fault: next-auth's session route answers "no session" and the server logs
// one line for it, not a stack trace per request (a flood of forged cookies
// would otherwise bury real errors).
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/auth/session with a forged cookie", () => {
  it("answers no session and logs exactly one line", async () => {
    const { GET } = await import("@/app/api/auth/[...nextauth]/route");
    const lines: string[] = [];
    const record = (...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
    };
    vi.spyOn(console, "error").mockImplementation(record);
    vi.spyOn(console, "warn").mockImplementation(record);
    const forged = `authjs.session-token=${"A".repeat(40)}.${"B".repeat(20)}.${"C".repeat(30)}.${"D".repeat(60)}.${"E".repeat(22)}`;
    const { NextRequest } = await import("next/server");
    const response = await GET(new NextRequest("http://localhost:3000/api/auth/session", { headers: { cookie: forged } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
  });
});
