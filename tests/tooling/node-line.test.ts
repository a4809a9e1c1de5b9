// The Node.js line is named once (.nvmrc) and agreed everywhere: package.json's
// engines (what Vercel builds with) and npm's engine-strict, which makes
// `npm install` on another line stop with EBADENGINE instead of warning.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the Node.js line", () => {
  it("is .nvmrc's major in package.json's engines", () => {
    const major = read(".nvmrc").trim().replace(/^v/, "").split(".")[0];
    expect((JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node).toBe(`${major}.x`);
  });

  it("is enforced by npm install (engine-strict in .npmrc)", () => {
    expect(
      read(".npmrc")
        .split("\n")
        .map((line) => line.trim()),
    ).toContain("engine-strict=true");
  });
});
