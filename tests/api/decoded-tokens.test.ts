// api group: app
// The remembered session-cookie decryptions (lib/auth/decoded-tokens.ts): a
// cookie seen before is not decrypted again, and remembering never accepts a
// cookie that next-auth's own decode would refuse. That a remembered cookie
// still goes through the session-version check is in auth-login.test.ts
// ("… after a password reset": the cookie is used, then the password changes).
import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeRemembered } from "@/lib/auth/decoded-tokens";

const secret = "a-test-secret-of-enough-length-for-hkdf-0123456789";
const salt = "authjs.session-token";

async function token(claims: Record<string, unknown>, maxAge = 60 * 60) {
  return encode({ token: { sub: crypto.randomUUID(), sv: 0, ...claims }, secret, salt, maxAge });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("decodeRemembered", () => {
  it("answers what next-auth's decode answers, and the second time from memory (the same frozen object)", async () => {
    const cookie = await token({ email: "ada@example.com" });
    const first = await decodeRemembered({ token: cookie, secret, salt });
    expect(first).toMatchObject({ email: "ada@example.com", sv: 0 });
    const second = await decodeRemembered({ token: cookie, secret, salt });
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
  });

  it("refuses a tampered cookie, one made with another secret, and a known cookie under another cookie name", async () => {
    const cookie = await token({});
    await decodeRemembered({ token: cookie, secret, salt });
    const tampered = `${cookie.slice(0, -4)}${cookie.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    await expect(decodeRemembered({ token: tampered, secret, salt })).rejects.toThrow();
    const foreign = await encode({ token: { sub: "someone" }, secret: `${secret}-other`, salt, maxAge: 60 });
    await expect(decodeRemembered({ token: foreign, secret, salt })).rejects.toThrow();
    await expect(decodeRemembered({ token: cookie, secret, salt: "__Secure-authjs.session-token" })).rejects.toThrow();
  });

  it("stops answering a remembered cookie once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = await token({}, 60);
    expect(await decodeRemembered({ token: cookie, secret, salt })).not.toBeNull();
    // Past its exp and next-auth's 15 s clock tolerance: decode refuses it, and so must the memory.
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    await expect(decodeRemembered({ token: cookie, secret, salt })).rejects.toThrow();
  });

  it("answers null for no cookie", async () => {
    expect(await decodeRemembered({ token: "", secret, salt })).toBeNull();
  });
});
