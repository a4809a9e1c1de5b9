// The practice engine's per-word caches (lib/practice/word-memo.ts): each word and kind worked out once, the kinds
// apart, an index outside the word set never stored.
import { describe, expect, it } from "vitest";
import { wordMemo } from "@/lib/practice/word-memo";

function counted() {
  const calls: string[] = [];
  const memo = wordMemo(
    (kind: "meaning" | "word", wordIndex: number) => {
      calls.push(`${kind}:${wordIndex}`);
      return wordIndex % 2 === 0;
    },
    () => 10,
  );
  return { calls, memo };
}

describe("wordMemo", () => {
  it("works a word out once per kind, false answers included", () => {
    const { calls, memo } = counted();
    expect([memo("meaning", 3), memo("meaning", 3), memo("meaning", 4), memo("meaning", 4)]).toEqual([false, false, true, true]);
    expect(memo("word", 3)).toBe(false);
    expect(calls).toEqual(["meaning:3", "meaning:4", "word:3"]);
  });

  it("works out an index outside the set each time, and keeps none", () => {
    const { calls, memo } = counted();
    for (const index of [-1, 10, 2.5, -1, 10, 2.5]) memo("meaning", index);
    expect(calls).toEqual(["meaning:-1", "meaning:10", "meaning:2.5", "meaning:-1", "meaning:10", "meaning:2.5"]);
    expect(memo("meaning", 9)).toBe(false);
    expect(memo("meaning", 9)).toBe(false);
    expect(calls.filter((call) => call === "meaning:9")).toHaveLength(1);
  });
});
