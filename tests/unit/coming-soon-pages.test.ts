// The coming-soon placeholders are a few words each: search engines are told
// not to list them (they may follow their links) until they have content.
import { describe, expect, it } from "vitest";
import type { Metadata } from "next";
import { COMING_SOON_FEATURES } from "@/lib/navigation";

const pages: Record<(typeof COMING_SOON_FEATURES)[number]["href"], () => Promise<{ metadata: Metadata }>> = {
  "/learn_with_story": () => import("@/app/(site)/learn_with_story/page"),
};

describe("coming-soon placeholder pages", () => {
  for (const { href, label } of COMING_SOON_FEATURES) {
    it(`${href} is noindex but followed, with its title and canonical URL`, async () => {
      const { metadata } = await pages[href]();
      expect(metadata.robots).toEqual({ index: false, follow: true });
      expect(metadata.title).toBe(label);
      expect(metadata.alternates?.canonical).toBe(href);
    });
  }

  it("the site's pages with content stay indexable, Learn with Context and Ambiguous Words among them now that they are built", async () => {
    for (const load of [
      () => import("@/app/(site)/about/page"),
      () => import("@/app/(site)/learn_with_context/page"),
      () => import("@/app/(site)/ambiguous_words/page"),
      () => import("@/app/(site)/learn_with_friends/page"),
    ]) {
      const { metadata } = await load();
      expect(metadata.robots).toBeUndefined();
    }
    expect(COMING_SOON_FEATURES.map(({ href }) => href)).not.toContain("/learn_with_context");
    expect(COMING_SOON_FEATURES.map(({ href }) => href)).not.toContain("/ambiguous_words");
    expect(COMING_SOON_FEATURES.map(({ href }) => href)).not.toContain("/learn_with_friends");
  });
});
