// No function in components/ is over MAX_LINES lines: a screen's state goes to
// a reducer beside it and its rendering to small components (as
// components/practice/ does), so each reads in one go. Functions are found
// with the TypeScript parser: declarations, arrow functions and function
// expressions, each with its own span (an inner function counts in its outer one too).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAX_LINES = 150;

/**
 * Functions over MAX_LINES lines when this test came, each with its length then as a ceiling:
 * it may only shrink, and leaves this list once within MAX_LINES.
 */
const ALLOWED: Record<string, number> = {};

interface FunctionSpan {
  /** file:name, the name of the function or of what holds it. */
  key: string;
  lines: number;
}

function componentFiles(dir = "components"): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return componentFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** What a function is called: its own name, or the variable, property or call it is given to. */
function nameOf(node: ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction, source: ts.SourceFile): string {
  if (node.name) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source)}(…)`;
  if (ts.isJsxExpression(parent)) return `${parent.parent.getText(source).split(/[=\s]/, 1)[0]} callback`;
  if (ts.isExportAssignment(parent)) return "default";
  return `(anonymous at line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

function functionSpans(file: string): FunctionSpan[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionDeclaration(node) && node.body) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({ key: `${file}:${nameOf(node, source)}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

describe("component size", () => {
  const spans = componentFiles().sort().flatMap(functionSpans);
  const longest = new Map<string, number>();
  for (const { key, lines } of spans) longest.set(key, Math.max(lines, longest.get(key) ?? 0));

  it("finds the components' functions", () => {
    // A parser that found nothing would pass everything.
    expect(spans.length).toBeGreaterThan(100);
    expect(longest.get("components/table/paged-table.tsx:PagedTable")).toBeGreaterThan(10);
  });

  it(`keeps every function within ${MAX_LINES} lines, or an allowed one within its ceiling`, () => {
    const over = [...longest]
      .filter(([key, lines]) => lines > (ALLOWED[key] ?? MAX_LINES))
      .map(([key, lines]) => `${key}:${lines}${key in ALLOWED ? ` (allowed up to ${ALLOWED[key]})` : ""}`);
    expect(over, `over ${MAX_LINES} lines: split the rendering into components, the state into a reducer`).toEqual([]);
  });

  it("lists only functions still over the limit", () => {
    const stale = Object.keys(ALLOWED).filter((key) => (longest.get(key) ?? 0) <= MAX_LINES);
    expect(stale, "within the limit now (or gone): remove them from ALLOWED").toEqual([]);
  });
});
