// `npm start` runs the production server with the Node flags every script and
// test that starts one passes (SERVER_NODE_FLAGS, scripts/lib/child-process.ts),
// so the bench and the deploy tests measure the server a deployer runs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NEXT_BIN, nextStartArgs, ROOT, SERVER_NODE_FLAGS } from "@/scripts/lib/child-process";

const startScript = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;

describe("npm start", () => {
  it("runs next start with the server's Node flags", () => {
    expect(startScript).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} ${path.relative(ROOT, NEXT_BIN)} start`);
  });

  it("is what the scripts and tests start: the same flags before Next's own arguments", () => {
    expect(nextStartArgs(3000)).toEqual([...SERVER_NODE_FLAGS, NEXT_BIN, "start", "-p", "3000", "-H", "127.0.0.1"]);
  });
});
