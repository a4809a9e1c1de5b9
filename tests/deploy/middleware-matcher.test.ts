// No function in front of a prebuilt page (issue 26): the build's compiled
// middleware matcher (what Vercel turns into the route to its middleware
// function) takes in no prerendered route and every page rendered per
// request. `npm run build` refuses a build that breaks either rule
// (scripts/lib/static-page-csp.ts); this holds the rules and the redirects'
// paths to the build the tests run.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GUEST_ONLY_PATHS, PROTECTED_PATHS } from "@/lib/auth/routes";
import { DATABASE_PAGE_PARENTS, DATABASE_PAGE_PATHS } from "@/lib/http/database-pages";
import { EASY_WORDS_PATH, FAVOURITE_PRACTICES, FAVOURITE_TABLES, FAVOURITES_PATH, IDIOMS_PATH, IDIOMS_PRACTICE_PATH } from "@/lib/favourites/favourites";
import { ROOT } from "@/scripts/lib/child-process";
import { middlewareMatchers } from "@/scripts/lib/static-page-csp";
import { ensureProductionBuild } from "./support/production-build";

const DIST = path.join(ROOT, ".next");
let matchers: RegExp[];
let prerendered: string[];

beforeAll(async () => {
  await ensureProductionBuild();
  matchers = await middlewareMatchers(DIST);
  const manifest = JSON.parse(await readFile(path.join(DIST, "prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
  prerendered = Object.keys(manifest.routes).map((route) => route.split("/").map(encodeURIComponent).join("/"));
}, 600_000);

const runsMiddleware = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));

describe("the middleware matcher of the build", () => {
  it("takes in none of the prerendered routes, nor their data requests", () => {
    expect(prerendered.length).toBeGreaterThan(7_400);
    expect(prerendered.filter(runsMiddleware)).toEqual([]);
    const words = prerendered.filter((route) => route.startsWith("/words/"));
    expect(words.map((route) => `${route}.rsc`).filter(runsMiddleware)).toEqual([]);
    console.log(`${prerendered.length} prerendered routes, ${prerendered.filter(runsMiddleware).length} of them behind the middleware function`);
  });

  it("takes in every page with a redirect rule or a database check, every favourites table and practice, the quiz, the spot checks and the word search's results", () => {
    const pages = [
      ...PROTECTED_PATHS,
      ...GUEST_ONLY_PATHS,
      ...DATABASE_PAGE_PATHS,
      ...DATABASE_PAGE_PARENTS.map((parent) => `${parent}/Zm9vYmFyYmF6cXV4`),
      ...FAVOURITE_TABLES.map(({ type }) => `${FAVOURITES_PATH}/${type}`),
      ...FAVOURITE_PRACTICES.map(({ href }) => href),
      EASY_WORDS_PATH,
      IDIOMS_PATH,
      IDIOMS_PRACTICE_PATH,
      "/review/quiz",
      "/review/spot-check",
      "/search",
      "/learn_with_story/your-text",
    ];
    expect(pages.filter((page) => !runsMiddleware(page))).toEqual([]);
  });

  it("takes in the other spellings of a words URL, which it redirects", () => {
    for (const spelling of ["/words/Person", "/words/PERSON", "/words/o%27clock", "/words/S", "/words/S/2", "/words/ice%20cream"]) {
      expect(runsMiddleware(spelling), spelling).toBe(true);
    }
  });

  it("leaves out the paths without a page: the prebuilt not-found page answers them", () => {
    for (const miss of [
      "/no-such-page",
      "/words/no-such-word",
      "/words/s/9",
      "/flashcards/typo",
      "/favourites/nope",
      "/review/typo",
      "/favourites/practice/meaning",
      // A word's share image: a file, not another spelling of the page.
      "/words/person/opengraph-image-1x2y3z",
      "/words/s/opengraph-image-1x2y3z",
    ]) {
      expect(runsMiddleware(miss), miss).toBe(false);
    }
  });
});
