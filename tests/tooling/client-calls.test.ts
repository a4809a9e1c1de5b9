// The browser's calls to /api/v1 live in lib/client/: one module per feature
// (lib/client/<feature>-api.ts), whose named functions the components call.
// So the generic call helpers (lib/client/api.ts, lib/client/post-json.ts)
// are used only inside lib/client/, and no component, nor a client file of
// app/, calls fetch itself. Reading an API error (ApiError, apiErrorMessage)
// is not a call: anyone may import that.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The helpers that make a call: each takes a path, so a module that has one can call anything. */
const CALL_HELPERS: Record<string, readonly string[]> = {
  "lib/client/api": ["requestJson", "apiCall", "apiPost"],
  "lib/client/post-json": ["postJson"],
};

/** .ts and .tsx files under `dir`, as paths from the root. */
function sourcesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (child !== "lib/generated") walk(child);
      } else if (/\.tsx?$/.test(entry.name)) files.push(child);
    }
  };
  walk(dir);
  return files.sort();
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** A module specifier as a path from the root without its extension ("@/lib/client/api", "./api" from lib/client/x.ts: "lib/client/api"). */
function resolved(file: string, specifier: string): string {
  if (specifier.startsWith("@/")) return specifier.slice(2).replace(/\.tsx?$/, "");
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier).replace(/\.tsx?$/, "");
  return specifier;
}

/** The call helpers `file` imports, as "name from module" (a namespace or default import counts as all of them). */
function callHelperImports(file: string, source: ts.SourceFile): string[] {
  const found: string[] = [];
  const check = (specifier: string, names: string[] | "all") => {
    const module = resolved(file, specifier);
    const helpers = CALL_HELPERS[module];
    if (!helpers) return;
    for (const name of names === "all" ? helpers : names.filter((imported) => helpers.includes(imported))) found.push(`${name} from ${module}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      if (clause?.name || (bindings && ts.isNamespaceImport(bindings))) check(node.moduleSpecifier.text, "all");
      else if (bindings)
        check(
          node.moduleSpecifier.text,
          bindings.elements.map((element) => (element.propertyName ?? element.name).text),
        );
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      check(
        node.moduleSpecifier.text,
        clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : "all",
      );
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) check(argument.text, "all");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The lines where `source` calls fetch: `fetch(…)`, or `window.`, `globalThis.` or `self.fetch(…)`. */
function fetchCalls(source: ts.SourceFile): number[] {
  const lines: number[] = [];
  const isFetch = (callee: ts.Expression): boolean =>
    (ts.isIdentifier(callee) && callee.text === "fetch") ||
    (ts.isPropertyAccessExpression(callee) &&
      callee.name.text === "fetch" &&
      ts.isIdentifier(callee.expression) &&
      ["window", "globalThis", "self"].includes(callee.expression.text));
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isFetch(node.expression)) lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** A client file of app/ (its route handlers and server components are the server's, which may fetch). */
const isClientFile = (text: string) => /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(text);

describe("the browser's calls to /api/v1", () => {
  it("tells a call helper's import from an error's, and a fetch call from a word", () => {
    const file = "components/x/y.tsx";
    const imports = (text: string) => callHelperImports(file, parse(file, text));
    expect(imports('import { ApiError, apiErrorMessage } from "@/lib/client/api";')).toEqual([]);
    expect(imports('import { apiPost as post, ApiError } from "@/lib/client/api";')).toEqual(["apiPost from lib/client/api"]);
    expect(imports('import { postJson } from "@/lib/client/post-json";')).toEqual(["postJson from lib/client/post-json"]);
    expect(imports('import * as api from "../../lib/client/api";')).toEqual([
      "requestJson from lib/client/api",
      "apiCall from lib/client/api",
      "apiPost from lib/client/api",
    ]);
    expect(imports('const m = await import("@/lib/client/post-json");')).toEqual(["postJson from lib/client/post-json"]);
    expect(imports('import { saveNote } from "@/lib/client/notes-api";')).toEqual([]);
    expect(callHelperImports("lib/client/notes-api.ts", parse("lib/client/notes-api.ts", 'import { apiPost } from "./api";'))).toEqual([
      "apiPost from lib/client/api",
    ]);

    const calls = (text: string) => fetchCalls(parse(file, text));
    expect(calls('await fetch("/api/v1/contact");\nwindow.fetch(url);')).toEqual([1, 2]);
    expect(calls('router.prefetch("/review"); // fetch("x")\nconst fetchWords = () => 1; fetchWords();')).toEqual([]);

    expect(isClientFile('"use client";\nexport {}')).toBe(true);
    expect(isClientFile('// A page.\n"use client";')).toBe(true);
    expect(isClientFile('export const x = "use client";')).toBe(false);
  });

  it("the call helpers are imported only inside lib/client/", () => {
    const files = ["app", "components", "lib", "worker"].flatMap(sourcesUnder).filter((file) => !file.startsWith("lib/client/"));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      // Parsing is the slow part: only a file that names a helper's module is parsed.
      if (!/client\/(?:api|post-json)\b|\.\/(?:api|post-json)["']/.test(text)) return [];
      return callHelperImports(file, parse(file, text)).map((helper) => `${file}: ${helper}`);
    });
    expect(found).toEqual([]);
  });

  it("no component, nor a client file of app/, calls fetch", () => {
    const files = [...sourcesUnder("components"), ...sourcesUnder("app").filter((file) => !file.startsWith("app/api/"))];
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      if (!/\bfetch\b/.test(text) || (file.startsWith("app/") && !isClientFile(text))) return [];
      return fetchCalls(parse(file, text)).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
