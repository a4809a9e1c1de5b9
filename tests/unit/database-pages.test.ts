// The pages middleware checks the database for (lib/http/database-pages.ts)
// are the pages of app/(learn), each of which reads it while it renders: a new
// learning page is covered without anyone remembering to add it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readsDatabase, rendersDatabasePage } from "@/lib/http/database-pages";

const LEARN_DIR = path.join(import.meta.dirname, "../../app/(learn)");
const learnPages = readdirSync(LEARN_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/${entry.name}`);

describe("readsDatabase", () => {
  it("covers every page of app/(learn) and the paths below them", () => {
    expect(learnPages.length).toBeGreaterThanOrEqual(6);
    for (const page of learnPages) {
      expect(readsDatabase(page), page).toBe(true);
      expect(readsDatabase(`${page}/below`), page).toBe(true);
    }
  });

  it("covers a challenge's page, below /challenge", () => {
    expect(readsDatabase("/challenge/Zm9vYmFyYmF6cXV4")).toBe(true);
  });

  it("leaves out the pages that do not read it, and mere prefixes", () => {
    for (const page of ["/", "/login", "/words", "/words/serendipity", "/error", "/about", "/flashcardsx", "/reviews", "/challenge", "/challenges/x"]) {
      expect(readsDatabase(page), page).toBe(false);
    }
  });
});

describe("rendersDatabasePage", () => {
  const request = (init: RequestInit & { path?: string } = {}) => new Request(`http://lexi.test${init.path ?? "/review"}`, init);

  it("is a GET or HEAD of such a page", () => {
    expect(rendersDatabasePage(request())).toBe(true);
    expect(rendersDatabasePage(request({ method: "HEAD" }))).toBe(true);
    expect(rendersDatabasePage(request({ path: "/favourites/all" }))).toBe(true);
  });

  it("is not another method, or another page", () => {
    expect(rendersDatabasePage(request({ method: "POST" }))).toBe(false);
    expect(rendersDatabasePage(request({ path: "/login" }))).toBe(false);
  });
});
