// References a newcomer can follow. The original spec is not in the
// repository and issue numbers say nothing without the tracker, so a comment
// says what it needs, or links the doc that does (docs/product.md#favourites);
// such a link must name a real heading. The docs (docs/*.md, README.md) are
// held to the same rule in all their text, not only in comments. docs/architecture.md places every
// folder of lib/ and components/, so a new folder comes with its line there.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The app's own sources: .ts and .tsx under app/, components/, lib/ (generated code aside), and the root files beside them. */
function appSources(): string[] {
  const files = ["middleware.ts", "next.config.ts"];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== "lib/generated") walk(relative);
      } else if (/\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(dir);
  return files.sort();
}

/** Every comment of a source file (JSX comments included), with the line it starts on. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map<number, { line: number; text: string }>();
  const visit = (node: ts.Node): void => {
    // A JSX text's "trivia" is text shown on the page, not a comment.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      if (!seen.has(range.pos)) seen.set(range.pos, { line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

/**
 * What a comment may not lean on: the original spec ("spec section 7", "spec §4", "(spec: …)",
 * "the spec's label", "Not in the spec") or an issue number. A spec named ("the Web Push spec") is fine.
 */
const UNFOLLOWABLE = [
  { why: "the spec", pattern: /\bthe spec\b|\bspec(?:'s)?\s+(?:sections?|§)|\(spec\b|\bspec:/i },
  { why: "a section sign", pattern: /§/ },
  { why: "an issue number", pattern: /\bissues?\s+#?\d+|(?:^|[\s(])#\d+\b/i },
];

function unfollowableReferences(comment: string): string[] {
  return UNFOLLOWABLE.filter(({ pattern }) => pattern.test(comment)).map(({ why }) => why);
}

/** The docs read as prose: every .md of docs/, and the README. */
function docFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return [...docs, "README.md"].sort();
}

/**
 * The references in a doc's text, each with the line it starts on. Line breaks are read as spaces, so a
 * reference wrapped across two lines ("issue\n14") is found too.
 */
function unfollowableInProse(text: string): { line: number; why: string }[] {
  const flat = text.replace(/\n/g, " ");
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const found: { line: number; why: string }[] = [];
  for (const { why, pattern } of UNFOLLOWABLE) {
    for (const match of flat.matchAll(new RegExp(pattern.source, "gi"))) found.push({ line: lineAt(match.index), why });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen; a repeated one gets -1, -2, … */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = counts.get(slug) ?? 0;
    counts.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const docText = (name: string) => readFileSync(path.join(ROOT, "docs", name), "utf8");

describe("comment references", () => {
  it("reads the comments, and only the comments", () => {
    const comments = commentsOf(
      "x.tsx",
      'const spec = 1; // one\nconst s = "// not";\nexport const A = () => <p>{/* two */}it is // text</p>;\n/** three */\n',
    );
    expect(comments.map((comment) => comment.text)).toEqual(["// one", "/* two */", "/** three */"]);
    expect(comments.map((comment) => comment.line)).toEqual([1, 3, 4]);
  });

  it("knows a reference to the spec or an issue from other words", () => {
    for (const comment of [
      "// (spec section 7)",
      "// Spec section 8: the message",
      "/** the spec's label */",
      "// Not in the spec: Review",
      "// spec §4",
      "// (spec)",
      "// Spec: a verified login",
      "// issue 29",
      "// see Issue #31",
      "// (#31) done",
    ]) {
      expect(unfollowableReferences(comment), comment).not.toEqual([]);
    }
    for (const comment of [
      "// questions are stored as specs",
      "// login-layout-shift.spec.ts",
      "// a QuestionSpec",
      "// specific, special",
      "// the Web Push spec's payload",
      "// ann@example.com#3",
      "// each zod issue",
    ]) {
      expect(unfollowableReferences(comment), comment).toEqual([]);
    }
  });

  it("no comment of the app cites the spec or an issue number", { timeout: 60_000 }, () => {
    const files = appSources();
    expect(files.length).toBeGreaterThan(300);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      // Parsing is the slow part: only a file that could hold a reference is parsed.
      if (!/spec|§|issue|#\d/i.test(text)) continue;
      for (const comment of commentsOf(file, text)) {
        const why = unfollowableReferences(comment.text);
        if (why.length > 0) found.push(`${file}:${comment.line} (${why.join(", ")})`);
      }
    }
    expect(found).toEqual([]);
  });

  it("knows a reference in a doc's prose, on its line or wrapped across two", () => {
    expect(unfollowableInProse("# Notes\n\nThe calls (spec section 3).\n")).toEqual([{ line: 3, why: "the spec" }]);
    expect(unfollowableInProse("Static pages\n(issue\n14), as the\nspec says\n")).toEqual([
      { line: 2, why: "an issue number" },
      { line: 3, why: "the spec" },
    ]);
    expect(unfollowableInProse("The Web Push spec's payload; `login.spec.ts`; vercel/next.js#62228; [notes](notes.md#notes)\n")).toEqual([]);
  });

  it("no doc (docs/*.md, README.md) cites the spec or an issue number", () => {
    const files = docFiles();
    expect(files.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of files) {
      for (const { line, why } of unfollowableInProse(readFileSync(path.join(ROOT, file), "utf8"))) found.push(`${file}:${line} (${why})`);
    }
    expect(found).toEqual([]);
  });

  it("every docs/…md#anchor link, in the app's sources and in docs/, names a heading of that doc", () => {
    const broken: string[] = [];
    const check = (where: string, target: string, anchor: string) => {
      let markdown: string;
      try {
        markdown = docText(target);
      } catch {
        broken.push(`${where}: docs/${target} does not exist`);
        return;
      }
      if (!headingAnchors(markdown).has(anchor)) broken.push(`${where}: docs/${target}#${anchor}`);
    };
    for (const file of appSources()) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const match of text.matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) check(file, match[1]!, match[2]!);
    }
    for (const doc of readdirSync(path.join(ROOT, "docs")).filter((name) => name.endsWith(".md"))) {
      const text = docText(doc);
      for (const match of text.matchAll(/\]\(([\w-]+\.md)?#([\w-]+)\)/g)) check(`docs/${doc}`, match[1] ?? doc, match[2]!);
    }
    expect(broken).toEqual([]);
  });

  it("knows GitHub's anchors", () => {
    const anchors = headingAnchors("# Product\n## Your account (`/account`)\n```\n# not a heading\n```\n## Practice (checked answers)\n## Notes\n## Notes\n");
    expect([...anchors]).toEqual(["product", "your-account-account", "practice-checked-answers", "notes", "notes-1"]);
  });

  it("docs/architecture.md places every folder of lib/ and components/, and lib/'s own files", () => {
    const architecture = docText("architecture.md");
    const missing: string[] = [];
    for (const dir of ["lib", "components"]) {
      for (const entry of readdirSync(path.join(ROOT, dir))) {
        const full = path.join(ROOT, dir, entry);
        if (statSync(full).isDirectory()) {
          if (!architecture.includes(`${dir}/${entry}/`)) missing.push(`${dir}/${entry}/`);
        } else if (dir === "lib" && /\.tsx?$/.test(entry) && !architecture.includes(entry)) missing.push(`${dir}/${entry}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
