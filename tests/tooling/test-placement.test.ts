// Where tests go (docs/contributing.md, "Recipe: add a test"), held: every
// test file is in exactly one runner's folder, so none is silently left out
// of `npm test`; and every spec that runs again in the mobile project opens a
// page in each of its tests, so a test that only sends requests runs once.
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import playwrightConfig, { MOBILE_LAYOUT_SPECS } from "@/playwright.config";
import vitestConfig from "@/vitest.config";
import { ROOT } from "@/scripts/lib/child-process";

/** The fixtures that drive a browser page at the project's viewport. */
const PAGE_FIXTURES = ["page", "context", "browser"];

type Project = { name: string; include: string[] };
const vitestProjects = (vitestConfig.test?.projects ?? []) as { test: Project }[];
const E2E_DIR = playwrightConfig.testDir!;

const testFiles = globSync("tests/**/*.{test,spec}.{ts,tsx}", { cwd: ROOT }).sort();

/** The tests of a spec (calls of test(), test.only() and the like), each with the fixtures its body asks for. */
function specTests(file: string): { title: string; fixtures: string[] }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: { title: string; fixtures: string[] }[] = [];
  const visit = (node: ts.Node) => {
    // A declaration has a title and a body; test.slow() and test.fail() inside a test have neither.
    const body = ts.isCallExpression(node) ? node.arguments.find((argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) : undefined;
    if (body && /^test(\.(only|fail|fixme|slow))?$/.test((node as ts.CallExpression).expression.getText(source))) {
      const first = (body as ts.ArrowFunction | ts.FunctionExpression).parameters[0];
      const fixtures =
        first && ts.isObjectBindingPattern(first.name) ? first.name.elements.map((element) => (element.propertyName ?? element.name).getText(source)) : [];
      found.push({ title: (node as ts.CallExpression).arguments[0]!.getText(source), fixtures });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("test placement", () => {
  it("puts every test file in the folder of one runner: a vitest project's, or Playwright's", () => {
    expect(testFiles.length).toBeGreaterThan(100);
    const runnersOf = (file: string) => [
      ...vitestProjects.filter(({ test }) => test.include.some((pattern) => path.matchesGlob(file, pattern))).map(({ test }) => test.name),
      ...(path.dirname(file) === E2E_DIR && file.endsWith(".spec.ts") ? ["e2e"] : []),
    ];
    expect(testFiles.filter((file) => runnersOf(file).length !== 1).map((file) => `${file}: ${runnersOf(file).join(", ") || "no runner"}`)).toEqual([]);
  });

  it("runs again in the mobile project only specs that exist and whose every test opens a page", () => {
    const problems: string[] = [];
    for (const spec of MOBILE_LAYOUT_SPECS) {
      const file = `${E2E_DIR}/${spec}`;
      if (!testFiles.includes(file)) {
        problems.push(`${spec}: no such spec`);
        continue;
      }
      const tests = specTests(file);
      if (tests.length === 0) problems.push(`${spec}: no tests found`);
      for (const { title, fixtures } of tests)
        if (!fixtures.some((fixture) => PAGE_FIXTURES.includes(fixture))) problems.push(`${spec}: ${title} uses ${fixtures.join(", ") || "no fixture"}`);
    }
    expect(problems).toEqual([]);
  });

  it("finds a test that only sends requests (the check above can fail)", () => {
    expect(specTests(`${E2E_DIR}/site-http.spec.ts`).filter(({ fixtures }) => !fixtures.some((fixture) => PAGE_FIXTURES.includes(fixture)))).not.toEqual([]);
  });
});
