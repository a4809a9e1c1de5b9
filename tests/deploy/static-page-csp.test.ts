// The build's hash policies are in the prerendered pages' HTML, first in
// <head>, and nowhere in prerender-manifest.json: a host sends a prerendered
// page's headers from that manifest, which every server function loads at
// start-up, so policies there would weigh on functions that never use them
// (scripts/lib/static-page-csp.ts, docs/security.md).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { ROOT } from "@/scripts/lib/child-process";
import { inlineScriptHashes } from "@/scripts/lib/static-page-csp";
import { storySlugs } from "@/lib/stories/story-files";
import { storyHref } from "@/lib/stories/story-path";
import { ensureProductionBuild } from "./support/production-build";

type Manifest = { routes: Record<string, { initialHeaders?: Record<string, string> }> };

const APP = path.join(ROOT, ".next", "server", "app");
const MANIFEST = path.join(ROOT, ".next", "prerender-manifest.json");
let manifest: Manifest;

beforeAll(async () => {
  await ensureProductionBuild();
  manifest = JSON.parse(await readFile(MANIFEST, "utf8")) as Manifest;
}, 600_000);

const html = (route: string) => readFile(path.join(APP, `${route === "/" ? "index" : route.slice(1)}.html`), "utf8");
const POLICY = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

it.each(["/", "/about", "/words", "/words/person", "/words/s", "/learn_with_story", storyHref(storySlugs()[0]!), "/_not-found"])(
  "%s has its hash policy first in <head>, allowing exactly its inline scripts",
  async (route) => {
    const page = await html(route);
    const policy = POLICY.exec(page)?.[1];
    expect(policy).toBeDefined();
    const scriptSrc = policy!.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(["script-src 'self'", ...inlineScriptHashes(page).map((hash) => `'sha256-${hash}'`)].join(" "));
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("frame-ancestors");
  },
);

it("the manifest every function loads carries no policy", async () => {
  const routes = Object.entries(manifest.routes);
  expect(routes.length).toBeGreaterThan(7_000);
  expect(routes.filter(([, entry]) => entry.initialHeaders?.["content-security-policy"]).map(([route]) => route)).toEqual([]);
  console.log(`prerender-manifest.json: ${((await stat(MANIFEST)).size / 1048576).toFixed(2)} MB for ${routes.length} routes`);
});
