// The build's hash policies reach both places a host reads them from: the
// page's .meta (what `next start` sends) and prerender-manifest.json's
// initialHeaders (what deployment adapters, Vercel's among them, read).
// `next build` copies .meta into the manifest before scripts/lib/static-page-csp.ts
// runs, so without the second write a deployed page would have no policy.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { ROOT } from "@/scripts/lib/child-process";
import { ensureProductionBuild } from "@/tests/support/production-build";

type Manifest = { routes: Record<string, { initialHeaders?: Record<string, string> }> };

const APP = path.join(ROOT, ".next", "server", "app");
let manifest: Manifest;

beforeAll(async () => {
  await ensureProductionBuild();
  manifest = JSON.parse(await readFile(path.join(ROOT, ".next", "prerender-manifest.json"), "utf8")) as Manifest;
}, 600_000);

async function metaPolicy(route: string): Promise<string | undefined> {
  const meta = JSON.parse(await readFile(path.join(APP, `${route === "/" ? "index" : route.slice(1)}.meta`), "utf8")) as {
    headers?: Record<string, string>;
  };
  return meta.headers?.["content-security-policy"];
}

it.each(["/", "/about", "/words", "/words/person", "/words/s"])("%s carries the same hash policy in its .meta and in the manifest", async (route) => {
  const policy = await metaPolicy(route);
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(manifest.routes[route]?.initialHeaders?.["content-security-policy"]).toBe(policy);
});

it("every prerendered page in the manifest has a hash policy", () => {
  const pages = Object.entries(manifest.routes).filter(([route]) => !/\.(?:txt|xml|png|ico|svg)$|opengraph-image/.test(route));
  expect(pages.length).toBeGreaterThan(7_000);
  const without = pages.filter(([, entry]) => !entry.initialHeaders?.["content-security-policy"]?.includes("'sha256-"));
  expect(without.map(([route]) => route)).toEqual([]);
});
