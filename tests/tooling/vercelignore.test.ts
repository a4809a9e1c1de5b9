// `vercel deploy` uploads every file .vercelignore leaves in. Over a tree with
// every kind of private or generated file, the upload list holds none of
// them. Git reads the rules (gitignore syntax), so the list is git's.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The files under `root` (a git work tree) that `vercel deploy` would upload:
 * every file on disk that the rules of `root/.vercelignore` leave in, tracked
 * or not. With an empty index every file counts as untracked, so git lists
 * them all, and only those rules apply (not .gitignore).
 */
function uploadedFiles(root: string): string[] {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "lexi-vercelignore-index-"));
  try {
    const listed = execFileSync("git", ["ls-files", "--others", `--exclude-from=${path.join(root, ".vercelignore")}`], {
      cwd: root,
      env: { ...process.env, GIT_INDEX_FILE: path.join(scratch, "index") },
      encoding: "utf8",
    });
    return listed.split("\n").filter(Boolean).sort();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

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
  "public/sw.js",
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
    execFileSync("git", ["init", "-q"], { cwd: tree });
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it("uploads the sources and none of the private or generated files", () => {
    expect(uploadedFiles(tree)).toEqual([...SOURCES].sort());
  });

  it("on this checkout, nothing under .data/, .next/, test-results/, .bench/ or an .env file would be uploaded", () => {
    const uploaded = uploadedFiles(ROOT);
    const leaks = uploaded.filter((file) =>
      /^(\.data|\.next|\.next-bench|\.bench|test-results|playwright-report|coverage|node_modules|lib\/generated)\/|(^|\/)\.env(?!\.example$)|\.eml$/.test(file),
    );
    expect(leaks).toEqual([]);
    expect(uploaded).toContain("package.json");
  });
});
