// `vercel deploy` uploads every file .vercelignore leaves in. Over a tree with
// every kind of private or generated file, the upload list holds none of
// them; and the matcher reads the rules exactly as git does.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listKeptFiles, parseIgnoreRules } from "@/scripts/lib/ignore-rules";

const ROOT = path.resolve(import.meta.dirname, "../..");
const rules = parseIgnoreRules(readFileSync(path.join(ROOT, ".vercelignore"), "utf8"));

const PRIVATE = [
  ".data/pglite/base/1/1259",
  ".data/mail/2026-01-01T00-00-00-000Z-abcd1234.eml",
  ".data/dev.lock",
  ".env",
  ".env.local",
  ".env.production",
  ".env.development.local",
  ".vercel/project.json",
  ".next/BUILD_ID",
  ".next/server/app/page.js",
  ".next-bench/BUILD_ID",
  ".bench/results.json",
  "test-results/vitest.json",
  "test-results/e2e-mail/000001.json",
  "playwright-report/index.html",
  "coverage/lcov.info",
  "lib/generated/prisma/client.ts",
  "tsconfig.tsbuildinfo",
  "next-env.d.ts",
  "stray/reset-code.eml",
  "npm-debug.log",
  "node_modules/next/package.json",
];
const SOURCES = [
  ".env.example",
  ".vercelignore",
  "package.json",
  "package-lock.json",
  "next.config.ts",
  "app/page.tsx",
  "lib/env.ts",
  "prisma/schema.prisma",
  "prisma/migrations/20260101000000_init/migration.sql",
  "prisma/data/words.jsonl",
  "public/favicon.ico",
];

describe(".vercelignore", () => {
  let tree: string;

  beforeAll(() => {
    tree = mkdtempSync(path.join(os.tmpdir(), "lexi-vercelignore-"));
    for (const file of [...PRIVATE, ...SOURCES]) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), "x");
    }
    copyFileSync(path.join(ROOT, ".vercelignore"), path.join(tree, ".vercelignore"));
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it("uploads the sources and none of the private or generated files", () => {
    const uploaded = listKeptFiles(tree, rules);
    expect(uploaded).toEqual([...SOURCES].sort());
  });

  it("reads the rules as git does (git ls-files over the same tree with .vercelignore as .gitignore)", () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), "lexi-vercelignore-git-"));
    try {
      execFileSync("cp", ["-a", `${tree}/.`, copy]);
      copyFileSync(path.join(copy, ".vercelignore"), path.join(copy, ".gitignore"));
      execFileSync("git", ["init", "-q"], { cwd: copy });
      const byGit = execFileSync("git", ["ls-files", "--others", "--exclude-standard"], { cwd: copy, encoding: "utf8" })
        .split("\n")
        .filter((line) => line && line !== ".gitignore")
        .sort();
      expect(listKeptFiles(copy, rules, [".git", ".gitignore"])).toEqual(byGit);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("on this checkout, nothing under .data/, .next/, test-results/, .bench/ or an .env file would be uploaded", () => {
    const uploaded = listKeptFiles(ROOT, rules, [".git"]);
    const leaks = uploaded.filter((file) =>
      /^(\.data|\.next|\.next-bench|\.bench|test-results|playwright-report|coverage|node_modules|lib\/generated)\/|(^|\/)\.env(?!\.example$)|\.eml$/.test(file),
    );
    expect(leaks).toEqual([]);
    expect(uploaded).toContain("package.json");
  });
});
