// Every description a page states in its source (app/**/page.tsx and
// layout.tsx, a `description:` or a DESCRIPTION constant given as a string) is
// 110–160 characters, the length search results show whole. Descriptions
// built from data have tests of their own (word pages, letter lists, coming-soon pages).
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from "@/lib/seo/word-description";
import { ROOT } from "@/scripts/lib/child-process";

const STATED = /(?:\bdescription:|\bconst DESCRIPTION =)\s*"((?:[^"\\]|\\.)*)"/g;

function statedDescriptions(): { file: string; description: string }[] {
  return globSync("app/**/{page,layout}.tsx", { cwd: ROOT }).flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), "utf8").matchAll(STATED)].map((match) => ({ file, description: JSON.parse(`"${match[1]}"`) as string })),
  );
}

describe("page descriptions", () => {
  it("are found in the pages' source", () => {
    expect(statedDescriptions().length).toBeGreaterThanOrEqual(12);
  });

  it("are each 110–160 characters", () => {
    const outOfRange = statedDescriptions()
      .filter(({ description }) => description.length < DESCRIPTION_MIN_LENGTH || description.length > DESCRIPTION_MAX_LENGTH)
      .map(({ file, description }) => `${file}: ${description.length}: ${description}`);
    expect(outOfRange).toEqual([]);
  });
});
