// The idioms (prisma/data/idioms.json) that `npm run words:build` builds from
// WordNet 3.1 and the MIT `idioms` package (scripts/lib/idioms.ts), and the
// matcher practice and the build use to find an idiom in a sentence.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import idiomSlugs from "@/prisma/data/idiom-slugs.json" with { type: "json" };
import { blankIdiom, idiomSpan } from "@/lib/words/idiom-match";
import type { IdiomRecord } from "@/lib/words/idiom-record";
import { canonicalWordsPath, isLetterSegment } from "@/lib/words/word-path";
import { IDIOMS_FILE, IDIOMS_LICENCE_FILE, idiomFilters, idiomsLicenceText, listedIdioms } from "@/scripts/build-words";
import { buildIdioms, givesAway, IDIOMS_EXCLUDED, matchIdioms, serializeIdioms, serializeIdiomSlugs } from "@/scripts/lib/idioms";
import { hasStrongProfanity } from "@/lib/words/word-blocklist";
import { loadWordNet } from "@/scripts/lib/wordnet";

const idioms = JSON.parse(readFileSync(IDIOMS_FILE, "utf8")) as IdiomRecord[];
const wordNet = loadWordNet();
const build = buildIdioms(listedIdioms(), wordNet, idiomFilters(wordNet));

describe("the checked-in idioms", () => {
  it("are what the build makes now, with the slugs and licence file beside them", () => {
    expect(readFileSync(IDIOMS_FILE, "utf8")).toBe(serializeIdioms(build.idioms));
    expect(idiomSlugs).toEqual(idioms.map((idiom) => idiom.slug));
    expect(readFileSync(IDIOMS_LICENCE_FILE, "utf8")).toBe(idiomsLicenceText(wordNet));
    expect(serializeIdiomSlugs(idioms)).toBe(readFileSync(IDIOMS_FILE.replace("idioms.json", "idiom-slugs.json"), "utf8"));
  });

  it("are at least 200, from the package's 7,272 phrases", () => {
    expect(build.listed).toBe(7272);
    expect(build.matched).toBeGreaterThan(build.defined);
    expect(idioms.length).toBeGreaterThanOrEqual(200);
    console.log(`idioms: ${build.listed} listed, ${build.matched} in WordNet, ${build.defined} with definition and example, ${idioms.length} kept`);
  });

  it("each have a definition and an example that shows the idiom itself", () => {
    for (const { idiom, senses } of idioms) {
      expect(senses.length, idiom).toBeGreaterThan(0);
      for (const sense of senses) {
        expect(sense.definition.length, idiom).toBeGreaterThan(0);
        expect(sense.examples.length, idiom).toBeGreaterThan(0);
        for (const example of sense.examples) expect(idiomSpan(example, idiom), `${idiom}: ${example}`).not.toBeNull();
      }
    }
  });

  it("never give the answer away: blanked, an example holds neither the idiom again nor its definition", () => {
    for (const { idiom, senses } of idioms) {
      for (const sense of senses) {
        for (const example of sense.examples) {
          const blanked = blankIdiom(example, idiom, "_____")!;
          expect(blanked, idiom).toContain("_____");
          expect(idiomSpan(blanked, idiom), `${idiom}: ${blanked}`).toBeNull();
          expect(givesAway(example, sense.definition), `${idiom}: ${example}`).toBe(false);
        }
      }
    }
  });

  it("have no duplicates, among themselves or their definitions", () => {
    expect(new Set(idioms.map((idiom) => idiom.idiom)).size).toBe(idioms.length);
    expect(new Set(idioms.map((idiom) => idiom.slug)).size).toBe(idioms.length);
    for (const { idiom, senses } of idioms) expect(new Set(senses.map((sense) => sense.definition)).size, idiom).toBe(senses.length);
  });

  it("have pages of their own under /words: canonical, never a word's or a letter's", () => {
    const words = new Set(headwords);
    for (const { slug, idiom } of idioms) {
      expect(slug).toBe(idiom.replace(/ /g, "-"));
      expect(slug).toMatch(/^[a-z0-9'-]+$/);
      expect(slug).toContain("-");
      expect(words.has(slug), slug).toBe(false);
      expect(isLetterSegment(slug)).toBe(false);
      expect(canonicalWordsPath(`/words/${encodeURIComponent(slug)}`), slug).toBeNull();
    }
  });

  it("hold no profanity", () => {
    for (const { idiom, senses } of idioms) {
      const text = [idiom, ...senses.flatMap((sense) => [sense.definition, ...sense.examples])].join(" ");
      expect(hasStrongProfanity(text), idiom).toBe(false);
    }
  });

  it("leave out exactly the reviewed exclusions, each one the build would otherwise keep", () => {
    const kept = new Set(idioms.map((idiom) => idiom.idiom));
    expect(build.defined - idioms.length).toBe(Object.keys(IDIOMS_EXCLUDED).length);
    for (const excluded of Object.keys(IDIOMS_EXCLUDED)) expect(kept.has(excluded), excluded).toBe(false);
  });

  it("include the classics", () => {
    const kept = new Set(idioms.map((idiom) => idiom.idiom));
    for (const idiom of ["kick the bucket", "see eye to eye", "out of the blue", "in the nick of time", "keep one's eyes peeled"])
      expect(kept.has(idiom), idiom).toBe(true);
  });
});

describe("matchIdioms: a listed phrase to WordNet's lemma", () => {
  const matched = matchIdioms(["kick the bucket", "break the ice", "the black sheep", "keep eyes peeled", "in way", "equate", "not an idiom at all"], wordNet);

  it("takes the phrase as written, without its article, or with the placeholders left out", () => {
    expect(matched.get("kick the bucket")).toBe("kick the bucket");
    expect(matched.get("black sheep")).toBe("the black sheep");
    expect(matched.get("keep one's eyes peeled")).toBe("keep eyes peeled");
    expect(matched.get("in someone's way")).toBe("in way");
  });

  it("leaves out single words and phrases WordNet lacks (break the ice)", () => {
    expect([...matched.keys()].sort()).toEqual(["black sheep", "in someone's way", "keep one's eyes peeled", "kick the bucket"]);
  });
});

describe("idiomSpan: an idiom in a sentence", () => {
  it("finds it inflected and with its placeholders filled", () => {
    expect(blankIdiom("She broke the ice with a joke", "break the ice", "_____")).toBe("She _____ with a joke");
    expect(blankIdiom("Keep your eyes peeled for any policemen", "keep one's eyes peeled", "_____")).toBe("_____ for any policemen");
    expect(blankIdiom("he kicked the bucket at last", "kick the bucket", "_____")).toBe("he _____ at last");
  });

  it("finds no idiom inside longer words or out of order", () => {
    expect(idiomSpan("the icebreaker broke the icebox", "break the ice")).toBeNull();
    expect(idiomSpan("the bucket he kicked", "kick the bucket")).toBeNull();
  });
});
