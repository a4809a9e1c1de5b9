// A visitor's demo question id (lib/practice/demo-token.ts): sealed with a key
// derived from AUTH_SECRET, so it opens to exactly what was sealed, and a
// changed byte, another secret's token or any other string opens to nothing.
import { afterEach, describe, expect, it, vi } from "vitest";

const QUESTION = { wordIndex: 4321, kind: "cloze" as const, seed: "AbCdEfGhIjKlMnOpQrStUv", expiresAt: 1_800_000_000_000 };

async function tokens() {
  vi.resetModules();
  return import("@/lib/practice/demo-token");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("demo question tokens", () => {
  it("open to what was sealed; each sealing differs (a fresh nonce) and names nothing in clear", async () => {
    const { sealDemoQuestion, openDemoQuestion, isDemoId } = await tokens();
    const [a, b] = [sealDemoQuestion(QUESTION), sealDemoQuestion(QUESTION)];
    expect(a).not.toBe(b);
    for (const token of [a, b]) {
      expect(isDemoId(token)).toBe(true);
      expect(token).toMatch(/^d\.[A-Za-z0-9_-]+$/);
      expect(token).not.toContain(QUESTION.seed);
      expect(openDemoQuestion(token)).toEqual(QUESTION);
    }
  });

  it("keep an Idioms MCQ question's mark: its index is an idiom's, not a word's", async () => {
    const { sealDemoQuestion, openDemoQuestion } = await tokens();
    const idiom = { ...QUESTION, kind: "meaning" as const, wordIndex: 12, idiom: true };
    expect(openDemoQuestion(sealDemoQuestion(idiom))).toEqual(idiom);
    expect(openDemoQuestion(sealDemoQuestion(QUESTION))).not.toHaveProperty("idiom");
  });

  it("refuses a token with any character changed, cut short, or not a token at all", async () => {
    const { sealDemoQuestion, openDemoQuestion } = await tokens();
    const token = sealDemoQuestion(QUESTION);
    for (let at = 2; at < token.length - 1; at += 1) {
      const changed = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
      expect(openDemoQuestion(changed), `at ${at}`).toBeNull();
    }
    for (const other of [token.slice(0, -4), "d.", `d.${"A".repeat(80)}`, token.slice(2), "AbCdEfGhIjKlMnOpQrStUv"]) {
      expect(openDemoQuestion(other), other).toBeNull();
    }
  });

  it("a token sealed under another AUTH_SECRET does not open", async () => {
    vi.stubEnv("AUTH_SECRET", "a-first-secret-of-at-least-32-characters!");
    const token = (await tokens()).sealDemoQuestion(QUESTION);
    expect((await tokens()).openDemoQuestion(token)).toEqual(QUESTION);
    vi.stubEnv("AUTH_SECRET", "another-secret-of-at-least-32-characters!");
    expect((await tokens()).openDemoQuestion(token)).toBeNull();
  });
});
