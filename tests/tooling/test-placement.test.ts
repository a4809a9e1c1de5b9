// Where tests go (docs/contributing.md, "Recipe: add a test"), held: every
// test file is in exactly one runner's folder, so none is silently left out
// of `npm test`; every test the phone project runs (tagged `@phone`) opens a
// page, so a test that only sends requests runs once; and the phone project
// keeps to its budget while desktop runs every test.
import { execFile } from "node:child_process";
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import playwrightConfig from "@/playwright.config";
import vitestConfig from "@/vitest.config";
import { ROOT } from "@/scripts/lib/child-process";

/** The fixtures that drive a browser page at the project's viewport. */
const PAGE_FIXTURES = ["page", "context", "browser"];

type Project = { name: string; include: string[] };
const vitestProjects = (vitestConfig.test?.projects ?? []) as { test: Project }[];
const E2E_DIR = playwrightConfig.testDir!;

const testFiles = globSync("tests/**/*.{test,spec}.{ts,tsx}", { cwd: ROOT }).sort();

/** The phone project's budget: at most this many tests run again at 375 px. */
const PHONE_BUDGET = 150;
/** Desktop runs every test: fewer than this would mean tests were lost. */
const DESKTOP_MIN = 300;

type ListedTest = { title: string; file: string; line: number; column: number; tags: string[]; projects: string[] };
/** The phone project's tag, as Playwright's JSON report names it (without its "@"). */
const PHONE_TAG = "phone";

/**
 * Every e2e test as Playwright lists it (no server needed): tests made in a
 * loop or by a helper count once for each time they are declared, which a
 * count of the calls in the source would miss.
 */
async function listE2eTests(): Promise<ListedTest[]> {
  // The report goes to stdout: a PLAYWRIGHT_JSON_OUTPUT_* variable would send it to a file.
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("PLAYWRIGHT_JSON_")) delete env[name];
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--list", "--reporter=json"], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  type Suite = { specs?: { title: string; file: string; line: number; column: number; tags: string[]; tests: { projectName: string }[] }[]; suites?: Suite[] };
  const flat = (suite: Suite): ListedTest[] => [
    ...(suite.specs ?? []).map(({ tests, ...spec }) => ({ ...spec, projects: tests.map(({ projectName }) => projectName) })),
    ...(suite.suites ?? []).flatMap(flat),
  ];
  return (JSON.parse(stdout) as { suites: Suite[] }).suites.flatMap(flat);
}

type Declaration = { from: number; to: number; fixtures: string[] };
const declarationsByFile = new Map<string, { lineStarts: readonly number[]; declarations: Declaration[] }>();

/** The calls of `file` that declare a test (they have a body), each with its callee's span and the fixtures its body asks for. */
function declarationsOf(file: string) {
  if (!declarationsByFile.has(file)) {
    const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
    const declarations: Declaration[] = [];
    const visit = (node: ts.Node) => {
      // A declaration has a body; test.slow() and test.fail() inside a test have none.
      const body = ts.isCallExpression(node) ? node.arguments.find((argument) => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) : undefined;
      if (body) {
        const callee = (node as ts.CallExpression).expression;
        const first = (body as ts.ArrowFunction | ts.FunctionExpression).parameters[0];
        const fixtures =
          first && ts.isObjectBindingPattern(first.name) ? first.name.elements.map((element) => (element.propertyName ?? element.name).getText(source)) : [];
        declarations.push({ from: callee.getStart(source), to: callee.getEnd(), fixtures });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    declarationsByFile.set(file, { lineStarts: source.getLineStarts(), declarations });
  }
  return declarationsByFile.get(file)!;
}

/**
 * The fixtures the body of the test declared at `line`:`column` of `file`
 * (Playwright's location of the call, on its callee) asks for; undefined
 * when no declaration is there.
 */
function fixturesAt(file: string, line: number, column: number): string[] | undefined {
  const { lineStarts, declarations } = declarationsOf(file);
  if (lineStarts[line - 1] === undefined) return undefined;
  const at = lineStarts[line - 1]! + column - 1;
  return declarations.findLast(({ from, to }) => from <= at && at <= to)?.fixtures;
}

const opensPage = (fixtures: string[]) => fixtures.some((fixture) => PAGE_FIXTURES.includes(fixture));

describe("test placement", () => {
  it("puts every test file in the folder of one runner: a vitest project's, or Playwright's", () => {
    expect(testFiles.length).toBeGreaterThan(100);
    const runnersOf = (file: string) => [
      ...vitestProjects.filter(({ test }) => test.include.some((pattern) => path.matchesGlob(file, pattern))).map(({ test }) => test.name),
      ...(path.dirname(file) === E2E_DIR && file.endsWith(".spec.ts") ? ["e2e"] : []),
    ];
    expect(testFiles.filter((file) => runnersOf(file).length !== 1).map((file) => `${file}: ${runnersOf(file).join(", ") || "no runner"}`)).toEqual([]);
  });

  describe("the phone project (the tests tagged @phone)", () => {
    let tests: ListedTest[] = [];
    const inProject = (name: string) => tests.filter(({ projects }) => projects.includes(name));
    const where = ({ file, line, title }: ListedTest) => `${file}:${line} ${title}`;
    beforeAll(async () => {
      tests = await listE2eTests();
    }, 120_000);

    it("runs the tests tagged @phone and only those, each of which opens a page", () => {
      const phone = inProject("mobile");
      expect(phone.filter(({ tags }) => !tags.includes(PHONE_TAG)).map(where)).toEqual([]);
      expect(tests.filter(({ tags, projects }) => tags.includes(PHONE_TAG) && !projects.includes("mobile")).map(where)).toEqual([]);
      const problems = phone.flatMap((test) => {
        const fixtures = fixturesAt(`${E2E_DIR}/${test.file}`, test.line, test.column);
        if (fixtures === undefined) return [`${where(test)}: no declaration found there`];
        return opensPage(fixtures) ? [] : [`${where(test)} uses ${fixtures.join(", ") || "no fixture"}`];
      });
      expect(problems).toEqual([]);
    });

    it(`keeps the phone project to its budget of ${PHONE_BUDGET} tests, and desktop to every test (at least ${DESKTOP_MIN})`, () => {
      expect(inProject("mobile").length).toBeGreaterThan(0);
      expect(inProject("mobile").length, "tests tagged @phone: the phone project's budget").toBeLessThanOrEqual(PHONE_BUDGET);
      expect(inProject("desktop").length).toBe(tests.length);
      expect(inProject("desktop").length).toBeGreaterThanOrEqual(DESKTOP_MIN);
    });

    it("finds a test that only sends requests (the check above can fail)", () => {
      const requestOnly = inProject("desktop").filter((test) => {
        const fixtures = fixturesAt(`${E2E_DIR}/${test.file}`, test.line, test.column);
        return fixtures !== undefined && !opensPage(fixtures);
      });
      expect(requestOnly.length).toBeGreaterThan(0);
    });
  });
});
