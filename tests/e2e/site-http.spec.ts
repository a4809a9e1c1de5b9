// The public pages as HTTP answers, no browser: the JSON-LD a crawler reads,
// the sitemap and robots.txt, and the prerendered pages served as built. Only
// `request`, so it runs once, on desktop: no test here is tagged `@phone`
// (playwright.config.ts), as a test the phone project runs must open a page
// (tests/tooling/test-placement.test.ts). The browser side: site-pages.spec.ts.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { STATIC_PAGE_PATHS } from "@/lib/http/static-page-paths";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import type { WordRecord } from "@/lib/words/word-record";
import { wordHref } from "@/lib/words/word-path";
import { storySlugs } from "@/lib/stories/story-files";
import { STORIES_PATH, storyHref } from "@/lib/stories/story-path";
import { A_STORY_PATH, SITEMAP_PATHS } from "./support/routes";

const DISALLOWED = ["/login", "/register", "/forgotpass", "/verifyemail", "/favourites", "/mynotes", "/progress"];

const records = readFileSync("prisma/data/words.jsonl", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as WordRecord);
const recordOf = (word: string) => records.find((record) => record.word === word)!;

/** Every JSON-LD block of a page's HTML, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => JSON.parse(body!) as Record<string, unknown>);
}

function expectWordStructuredData(html: string, word: string) {
  const blocks = jsonLdBlocks(html);
  expect(blocks.map((block) => block["@type"]).sort(), word).toEqual(["BreadcrumbList", "DefinedTerm"]);
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  const term = blocks.find((block) => block["@type"] === "DefinedTerm")!;
  expect(term.name).toBe(word);
  expect(term.description).toBe(recordOf(word).details[0]!.definition);
  expect(new URL(term.url as string).pathname).toBe(wordHref(word));
  const set = term.inDefinedTermSet as Record<string, unknown>;
  expect(set["@type"]).toBe("DefinedTermSet");
  expect(typeof set.name === "string" && set.name.length > 0).toBe(true);
  expect(new URL(set.url as string).pathname).toBe("/words");
  const items = (blocks.find((block) => block["@type"] === "BreadcrumbList")!.itemListElement as Record<string, unknown>[]).map((item) => ({
    ...item,
    item: new URL(item.item as string).pathname,
  }));
  expect(items).toEqual([
    { "@type": "ListItem", position: 1, name: "Words", item: "/words" },
    { "@type": "ListItem", position: 2, name: word[0]!.toUpperCase(), item: `/words/${word[0]}` },
    { "@type": "ListItem", position: 3, name: word, item: wordHref(word) },
  ]);
}

test.describe("JSON-LD", () => {
  test("the landing page is a WebSite whose search opens word pages; /words is the DefinedTermSet", async ({ request }) => {
    const blocks = async (path: string) => jsonLdBlocks(await (await request.get(path)).text());
    const [site] = await blocks("/");
    expect(site).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", name: "Lexi" });
    const action = site!.potentialAction as { target: { urlTemplate: string } };
    const searched = await request.get(new URL(action.target.urlTemplate.replace("{search_term_string}", "person")).pathname);
    expect(searched.status()).toBe(200);
    const [set] = await blocks("/words");
    expect(set).toMatchObject({ "@context": "https://schema.org", "@type": "DefinedTermSet" });
    expect(new URL(set!.url as string).pathname).toBe("/words");
  });

  // Every word's is checked without a server: tests/unit/word-structured-data.test.ts.
  test("a word page carries its DefinedTerm and BreadcrumbList", async ({ request }) => {
    const response = await request.get(wordHref("person"));
    expect(response.status()).toBe(200);
    expectWordStructuredData(await response.text(), "person");
  });
});

/** A sitemap (or sitemap index): its text and the URLs it lists, checked to be absolute. */
async function sitemap(request: APIRequestContext, path: string): Promise<{ xml: string; locs: string[] }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // One assertion over the list: one per URL costs Playwright a report step each (16,000 of them).
  expect(
    locs.filter((loc) => !/^https?:\/\//.test(loc)),
    `relative URLs in ${path}`,
  ).toEqual([]);
  return { xml, locs };
}

test.describe("sitemap and robots.txt", () => {
  test("/sitemap.xml is an index of the site's pages and the word pages, each file at most 50,000 URLs", async ({ request }) => {
    const files = (await sitemap(request, "/sitemap.xml")).locs.map((loc) => new URL(loc).pathname);
    expect(files).toEqual(["/sitemaps/pages.xml", "/sitemaps/words-1.xml"]);
    const pages = (await sitemap(request, files[0]!)).locs.map((loc) => new URL(loc).pathname);
    const isStory = (path: string) => path.startsWith(`${STORIES_PATH}/`);
    expect(pages.filter((path) => !path.startsWith("/words") && !isStory(path)).sort()).toEqual(SITEMAP_PATHS);
    expect(pages.filter(isStory).sort()).toEqual(storySlugs().map(storyHref));
    expect(pages).toContain("/words");
    expect(pages).toContain("/words/s");
    expect(pages).toContain("/words/s/5");
    const wordsFile = await sitemap(request, files[1]!);
    const words = wordsFile.locs.map((loc) => new URL(loc).pathname);
    expect(words.length).toBe(headwords.length);
    expect(words.length).toBeLessThanOrEqual(50_000);
    expect(words).toContain("/words/person");
    // Every word page is dated with the word data's build date.
    const dates = wordsFile.xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g) ?? [];
    expect(dates.length).toBe(headwords.length);
    expect(new Set(dates).size).toBe(1);
  });

  test("robots.txt keeps crawlers out of account and personal pages and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-Agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of DISALLOWED) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of SITEMAP_PATHS) expect(lines).not.toContain(`Disallow: ${path}`);
    const sitemap = lines.find((line) => line.startsWith("Sitemap: "));
    expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/);
  });
});

test.describe("first load", () => {
  // Prerendered at build (docs/performance.md): served as built, the same
  // bytes every time, under a policy that allows its inline scripts by hash
  // (docs/security.md; security-http.spec.ts matches the hashes to the
  // scripts, security-headers.spec.ts runs them).
  for (const path of [...STATIC_PAGE_PATHS, "/words/person", A_STORY_PATH]) {
    test(`${path} is served as built, not rendered per request`, async ({ request }) => {
      const answers = [await request.get(path), await request.get(path)];
      for (const response of answers) {
        expect(response.status()).toBe(200);
        expect(response.headers()["x-nextjs-cache"]).toBe("HIT");
        expect(response.headers()["content-security-policy"]).toBeUndefined();
      }
      const html = await answers[0]!.text();
      expect(html).toMatch(/<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'( 'sha256-[^']+')+;/);
      expect(await answers[1]!.text()).toBe(html);
    });
  }
});
