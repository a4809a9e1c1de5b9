// The Learn with Story pages as the build prerenders them: the library (a
// section per band, a card per story) and a story's page (its text, the
// words it teaches as links, its LearningResource JSON-LD), rendered to HTML
// from the real stories. In the browser: tests/e2e/learn-with-story.spec.ts.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { cardWords } from "@/components/stories/story-card";
import { stories } from "@/lib/stories/stories";
import { bandLabel, readingTimeLabel } from "@/lib/stories/story-labels";
import { bandSectionId } from "@/lib/stories/story-path";
import { jsonLdBlocks, problems } from "./support/json-ld";

// The pages' links and the heart ask for the app router, which only a running Next mounts.
vi.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch() {}, push() {} }),
  usePathname: () => "/learn_with_story",
  notFound: () => {
    throw new Error("notFound()");
  },
}));

const { default: LibraryPage } = await import("@/app/(site)/learn_with_story/page");
const { default: StoryPage, generateMetadata, generateStaticParams } = await import("@/app/(site)/learn_with_story/[slug]/page");

const html = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the story library", () => {
  const page = renderToStaticMarkup(createElement(LibraryPage));

  it("has a section per band, in order, each with its stories", () => {
    const bands = [...new Set(stories().map((story) => story.band))];
    const ids = [...page.matchAll(/<section id="(band-\d+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(bands.map(bandSectionId));
    for (const band of bands) expect(page).toContain(`href="#${bandSectionId(band)}">${bandLabel(band)}</a>`);
  });

  it("shows each story's title as a link, its band, reading time, description and the 5 rarest of its words", () => {
    for (const story of stories()) {
      expect(page).toContain(`href="${story.href}">${html(story.title)}</a>`);
      expect(page).toContain(html(story.description));
      const card = page.slice(page.indexOf(`href="${story.href}"`));
      expect(card).toMatch(new RegExp(`^[^]*?<p[^>]*>${bandLabel(story.band)} · ${readingTimeLabel(story.minutes)}</p>`));
      const words = /aria-label="Words it teaches"[^>]*>(.*?)<\/ul>/.exec(card.slice(0, card.indexOf("</li></ul>") + 10))?.[1] ?? "";
      const shown = [...words.matchAll(/<li>(.*?)<\/li>/g)].map(([, word]) => word);
      expect(shown).toEqual(cardWords(story).map(({ word }) => html(word)));
      expect(cardWords(story)).toEqual(story.teaches.slice(-5));
    }
  });
});

describe("a story's page", () => {
  it("is prerendered for every story", async () => {
    expect((await generateStaticParams()).map(({ slug }) => slug).sort()).toEqual(
      stories()
        .map((story) => story.slug)
        .sort(),
    );
  });

  for (const story of stories().slice(0, 3)) {
    it(`${story.slug}: the title, band and reading time, the story and its words linking to their pages`, async () => {
      const page = renderToStaticMarkup(await StoryPage({ params: Promise.resolve({ slug: story.slug }) }));
      expect(page).toContain(`>${html(story.title)}</h1>`);
      expect(page).toContain(`${bandLabel(story.band)} · ${readingTimeLabel(story.minutes)}`);
      // Each paragraph reads as written, its counted words in spans carrying their word index (tests/unit/story-tokens.test.ts).
      const paragraphs = [...page.matchAll(/<p>(.*?)<\/p>/g)].map(([, body]) => body!.replace(/<[^>]+>/g, ""));
      for (const paragraph of story.paragraphs) expect(paragraphs).toContain(html(paragraph));
      expect(page).toMatch(/<span data-w="\d+">/);
      expect(page).toContain("Words this story teaches");
      for (const word of story.teaches) expect(page).toContain(`href="${word.href}">${html(word.word)}</a>`);
      expect(page).toContain('aria-label="Favourite"');
    });

    it(`${story.slug}: a LearningResource for search engines, and its description and canonical URL`, async () => {
      const page = renderToStaticMarkup(await StoryPage({ params: Promise.resolve({ slug: story.slug }) }));
      const blocks = jsonLdBlocks(page);
      expect(blocks).toHaveLength(1);
      const [resource] = blocks;
      expect(problems(resource!)).toEqual([]);
      expect(resource).toMatchObject({
        "@context": "https://schema.org",
        "@type": "LearningResource",
        name: story.title,
        description: story.description,
        educationalLevel: bandLabel(story.band),
        timeRequired: `PT${story.minutes}M`,
        teaches: story.teaches.map(({ word }) => word),
      });
      expect(new URL(resource!.url as string).pathname).toBe(story.href);

      const metadata = await generateMetadata({ params: Promise.resolve({ slug: story.slug }) });
      expect(metadata.description).toBe(story.description);
      expect(metadata.alternates?.canonical).toBe(story.href);
      expect(metadata.title).toBe(`${story.title}: a ${bandLabel(story.band)} story`);
    });
  }

  it("is not found for a slug no story has", async () => {
    await expect(StoryPage({ params: Promise.resolve({ slug: "no-such-story" }) })).rejects.toThrow("notFound()");
  });
});
