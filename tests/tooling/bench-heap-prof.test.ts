// The bench's heap profile (scripts/bench/heap-prof.mjs, BENCH_HEAP_PROF): preloaded into a process, it writes at exit
// a sampling profile that keeps what the collector freed, so a function that allocates and drops is in it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "@/scripts/lib/child-process";

type Node = { callFrame: { functionName: string }; selfSize: number; children: Node[] };

/** Bytes sampled in the frames of `name`, everywhere in the tree. */
function sampledBytes(node: Node, name: string): number {
  const own = node.callFrame.functionName === name ? node.selfSize : 0;
  return own + node.children.reduce((sum, child) => sum + sampledBytes(child, name), 0);
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("BENCH_HEAP_PROF", () => {
  it("writes at exit what a function allocated, though all of it was freed long before", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "heap-prof-"));
    dirs.push(dir);
    const file = path.join(dir, "3700.heapprofile");
    // A million small objects, dropped a thousand at a time: many minor collections, nothing of them alive at exit.
    const script =
      "function allocateAndDrop() { let batch = []; for (let i = 0; i < 1e6; i += 1) { batch.push({ i }); if (batch.length === 1000) batch = []; } return batch.length; } allocateAndDrop();";
    execFileSync(process.execPath, [`--import=${path.join(ROOT, "scripts/bench/heap-prof.mjs")}`, "-e", script], {
      env: { ...process.env, BENCH_HEAP_PROF_FILE: file },
    });
    const profile = JSON.parse(readFileSync(file, "utf8")) as { head: Node };
    expect(sampledBytes(profile.head, "allocateAndDrop")).toBeGreaterThan(10 * 1024 * 1024);
  });
});
