// What the build's server functions carry (each route's <entry>.nft.json, the
// files a host packs with it): never sharp, which Next traces into every
// function for an image optimizer Lexi does not use (next.config.ts), and
// never the project's own sources, which a file read the build cannot
// resolve to a folder takes in whole (lib/stories/story-files.ts); and the
// story files only where stories are shown (components/words/word-stories.tsx).
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { ROOT } from "@/scripts/lib/child-process";
import { ensureProductionBuild } from "./support/production-build";

const SERVER = path.join(ROOT, ".next", "server");
let traces: { entry: string; files: string[] }[];

beforeAll(async () => {
  await ensureProductionBuild();
  const entries = await readdir(SERVER, { recursive: true, withFileTypes: true });
  traces = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".js.nft.json"))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const { files } = JSON.parse(await readFile(file, "utf8")) as { files: string[] };
        return { entry: path.relative(SERVER, file), files };
      }),
  );
}, 600_000);

it("no server function carries sharp or its libvips", () => {
  // The pages and the API, the social images included, and middleware.
  expect(traces.length).toBeGreaterThan(50);
  expect(traces.some((trace) => /words\/\[word\]\/opengraph-image[^/]*\/route\.js\.nft\.json$/.test(trace.entry))).toBe(true);
  const carrying = traces.filter(({ files }) => files.some((file) => /node_modules\/(sharp|@img)\//.test(file))).map((trace) => trace.entry);
  expect(carrying).toEqual([]);
});

it("no server function carries the project's sources or documents", () => {
  const carrying = traces
    .filter(({ files }) => files.some((file) => /^(?:\.\.\/)+(?:README\.md$|docs\/|tests\/|app\/.*\.tsx?$)/.test(file)))
    .map((trace) => trace.entry);
  expect(carrying).toEqual([]);
});

it("the story files go with the word page that offers them, not with the other word routes", () => {
  const carriesStories = (entry: string) => traces.find((trace) => trace.entry === entry)!.files.some((file) => file.includes("prisma/data/stories/"));
  expect(carriesStories(path.join("app", "(site)", "learn_with_story", "[slug]", "page.js.nft.json"))).toBe(true);
  expect(carriesStories(path.join("app", "(site)", "words", "[word]", "page.js.nft.json"))).toBe(true);
  const otherWordRoutes = traces.filter(({ entry }) => /words\//.test(entry) && !entry.endsWith(path.join("words", "[word]", "page.js.nft.json")));
  expect(otherWordRoutes.length).toBeGreaterThan(2);
  expect(otherWordRoutes.filter(({ files }) => files.some((file) => file.includes("prisma/data/stories/"))).map((trace) => trace.entry)).toEqual([]);
});
