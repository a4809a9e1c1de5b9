// Learn with Story in a browser: the library (every story under its band,
// with its band and reading time), the band filter, a story's page (its text
// and the words it teaches, each linking to its word page), both read with
// JavaScript off, and a story's heart. What is listed is read off the story
// files, as the build reads them. The pages' HTML from the real stories:
// tests/unit/story-pages.test.ts; their hash policy: site-http.spec.ts.
import type { Locator, Page } from "@playwright/test";
import { parseStoryFile, type StoryFile } from "@/lib/stories/story-file";
import { storySlugs, storySource } from "@/lib/stories/story-files";
import { STORIES_PATH, storyHref } from "@/lib/stories/story-path";
import { storyReadDwellMs } from "@/lib/stories/read-dwell";
import type { StoryFit } from "@/lib/stories/story-fit";
import { onE2eDatabase } from "./support/database";
import { signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

const FILES: StoryFile[] = storySlugs().map((slug) => parseStoryFile(slug, storySource(slug)));
/** The bands that have stories, as learners count them, in order. */
const BANDS = [...new Set(FILES.map((file) => file.band + 1))].sort((a, b) => a - b);
const STORY = FILES[0]!;
const META = /^Band (\d+) · (\d+) min read$/;

const section = (page: Page, band: number): Locator => page.locator(`section#band-${band}`);

test.describe("the story library", () => {
  test("lists every story under its band, with its band and reading time", async ({ page }) => {
    const response = await page.goto(STORIES_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn with Story");
    await expect(page).toHaveTitle("Learn with Story · Lexi");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(BANDS.map((band) => `Band ${band}`));
    for (const band of BANDS) {
      const cards = section(page, band)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      const titles = FILES.filter((file) => file.band + 1 === band).map((file) => file.title);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(titles.sort((a, b) => a.localeCompare(b, "en")));
      for (const meta of await cards.locator("p", { hasText: META }).allTextContents()) expect(META.exec(meta)?.[1], meta).toBe(String(band));
    }
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: STORY.title, exact: true }) });
    await expect(card.getByText(STORY.description)).toBeVisible();
    const words = card.getByRole("list", { name: "Words it teaches" }).getByRole("listitem");
    expect(await words.count()).toBeGreaterThan(0);
    expect(await words.count()).toBeLessThanOrEqual(5);
  });

  test("the band filter shows one band alone, and All bands every band again", async ({ page }) => {
    await page.goto(STORIES_PATH);
    await waitForHydration(page, "#bands a");
    // A visitor has no stories of their own above the bands.
    await expect(page.locator("[data-stories-for-you]")).toHaveCount(0);
    const chips = page.getByRole("navigation", { name: "Bands" });
    const [first, second] = BANDS;
    await chips.getByRole("link", { name: `Band ${second}`, exact: true }).click();
    await expect(section(page, second!)).toBeVisible();
    for (const band of BANDS.filter((band) => band !== second)) await expect(section(page, band)).toBeHidden();
    await expect(chips.getByRole("link", { name: `Band ${second}`, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("status")).toHaveText(`Showing Band ${second} only.`);
    // The page stays where it is: a filter, not a jump.
    await expect(page).toHaveURL(STORIES_PATH);

    await chips.getByRole("link", { name: "All bands", exact: true }).click();
    for (const band of BANDS) await expect(section(page, band)).toBeVisible();
    await expect(chips.getByRole("link", { name: "All bands", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(section(page, first!)).toBeVisible();
  });
});

test.describe("a story's page", () => {
  test("shows the story, its band and reading time, and its words linking to their pages", async ({ page }) => {
    await page.goto(STORIES_PATH);
    await page.getByRole("link", { name: STORY.title, exact: true }).click();
    await expect(page).toHaveURL(storyHref(STORY.slug));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(STORY.title);
    await expect(page).toHaveTitle(`${STORY.title}: a Band ${STORY.band + 1} story · Lexi`);
    await expect(main.getByText(META)).toHaveText(new RegExp(`^Band ${STORY.band + 1} · \\d+ min read$`));
    await expect(main.getByText(STORY.paragraphs[0]!, { exact: true })).toBeVisible();
    await expect(main.getByText(STORY.paragraphs.at(-1)!, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", STORY.description);

    const words = main.getByRole("region", { name: "Words this story teaches" }).getByRole("link");
    expect(await words.count()).toBeGreaterThan(0);
    for (const href of await words.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/words\/[a-z0-9'%-]+$/);
    const word = (await words.first().textContent())!;
    await words.first().click();
    await expect(page).toHaveURL(/\/words\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(word);
  });

  test("carries its LearningResource (JSON-LD) in the HTML served", async ({ request }) => {
    const html = await (await request.get(storyHref(STORY.slug))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, body]) => JSON.parse(body!) as Record<string, unknown>,
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LearningResource",
      name: STORY.title,
      educationalLevel: `Band ${STORY.band + 1}`,
    });
    expect(new URL(blocks[0]!.url as string).pathname).toBe(storyHref(STORY.slug));
  });

  test("answers 404 for a story that does not exist", async ({ page }) => {
    const response = await page.goto(`${STORIES_PATH}/no-such-story`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("a visitor's heart asks for a login that returns to the story; a learner's is kept among their favourites", async ({ page, request, baseURL }) => {
    const href = storyHref(STORY.slug);
    await page.goto(href);
    await waitForHydration(page, 'main button[aria-label="Favourite"]');
    await page.getByRole("button", { name: "Favourite" }).click();
    await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(href)}`);
    await expect(page.getByText("Log in to keep favourites.")).toBeVisible();

    await signedIn(page, request, baseURL!);
    const status = page.waitForResponse((response) => response.url().includes("/api/v1/favourite/fetchStatus"));
    await page.goto(href);
    expect((await status).ok()).toBe(true);
    const heart = page.getByRole("button", { name: "Favourite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    const added = page.waitForResponse((response) => response.url().endsWith("/api/v1/favourite/add"));
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    expect((await added).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/favourites/all");
    await expect(page.getByRole("main").getByRole("row", { name: new RegExp(STORY.title) })).toContainText("Story");
  });
});

/**
 * A learner placed past band 3 with three words of a Band 2 story in their deck, due now: the stories
 * ranked for them, as GET /api/v1/reader/stories gives them (its order: tests/api/reader-stories.test.ts).
 */
async function learnerWithDueWords(page: Page, request: Parameters<typeof signedIn>[1], baseURL: string): Promise<StoryFit[]> {
  const userId = await signedIn(page, request, baseURL);
  await onE2eDatabase("INSERT INTO placements (user_id, known_words, band, level, taken_at) VALUES ($1, 3000, 3, 3000, now())", [userId]);
  const story = FILES.find((file) => file.band === 1)!;
  const analysed = await page.request.post("/api/v1/reader/analyse", { data: { text: story.paragraphs.join("\n\n") } });
  const { words } = (await analysed.json()) as { words: { index: number; band: number }[] };
  for (const { index } of words.filter((word) => word.band === 1).slice(-3)) {
    expect((await page.request.post("/api/v1/review/add", { data: { wordIndex: index } })).ok()).toBe(true);
  }
  const ranked = (await (await page.request.get("/api/v1/reader/stories?limit=3")).json()) as { stories: StoryFit[] };
  expect(ranked.stories[0]!.fits).toBe(true);
  return ranked.stories;
}

test.describe("stories for a learner", () => {
  test("the library shows a learner first the three stories that fit them best, with what they know of each", async ({ page, request, baseURL }) => {
    const ranked = await learnerWithDueWords(page, request, baseURL!);
    await page.goto(STORIES_PATH);
    const forYou = page.locator("[data-stories-for-you]");
    await expect(forYou.getByRole("heading", { name: "Stories for you", level: 2 })).toBeVisible();
    await expect(forYou.getByText("Stories you can read with ease, the ones that use your due words first.")).toBeVisible();
    const cards = forYou.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    for (const [i, story] of ranked.entries()) {
      await expect(cards.nth(i).getByRole("link")).toHaveText(story.title);
      await expect(cards.nth(i)).toContainText(`Band ${story.band + 1} · ${story.minutes} min read`);
      await expect(cards.nth(i).locator("p").last()).toHaveText(new RegExp(`^\\d+% of its words known( · ${story.due} of your due words)?$`));
    }
    await expect(cards.first()).toContainText(`${ranked[0]!.due} of your due words`);
    // The section comes before the library's bands.
    const above = await forYou.evaluate(
      (section) => section.compareDocumentPosition(document.querySelector("section#band-1")!) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(above).toBeTruthy();
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(ranked[0]!.href);
  });

  test("the home suggests the story that fits best inside the learner's day", { tag: "@phone" }, async ({ page, request, baseURL }) => {
    const [best] = await learnerWithDueWords(page, request, baseURL!);
    await page.goto("/");
    const suggestion = page.locator("[data-learner-day] [data-story-suggestion]");
    await expect(suggestion).toContainText(`A story for you: ${best!.title} (`);
    // Inside the day's box, which keeps the hero's: the suggestion never spills over what follows.
    const day = await page.locator("[data-learner-day]").boundingBox();
    const line = await suggestion.boundingBox();
    expect(line!.y + line!.height).toBeLessThanOrEqual(day!.y + day!.height);
    await suggestion.getByRole("link", { name: best!.title }).click();
    await expect(page).toHaveURL(best!.href);
  });

  test("a story read to its end counts its words on /progress; a visitor's reading sends nothing", async ({ page, request, baseURL }) => {
    // The page's clock is the test's: reaching the end counts once the page has been open half the reading time.
    // The page notes each read call as it makes it (a request event could come after the check).
    await page.addInitScript(() => {
      const calls: string[] = [];
      const fetchOriginal = window.fetch.bind(window);
      Object.assign(window, { __storyReads: calls });
      window.fetch = (input, init) => {
        if (String(input).endsWith("/api/v1/reader/read")) calls.push(String(input));
        return fetchOriginal(input, init);
      };
    });
    await page.clock.install();
    const readsSent = () => page.evaluate(() => (window as unknown as { __storyReads: string[] }).__storyReads.length);
    /** Opens the story and brings its end into view, once the page has seen it there; answers the story's dwell. */
    const reachStoryEnd = async () => {
      await page.goto(storyHref(STORY.slug));
      await waitForHydration(page, 'main button[aria-label="Favourite"]');
      const [, , minutes] = META.exec(await page.getByRole("main").getByText(META).innerText())!;
      await page.locator("[data-story-end]").scrollIntoViewIfNeeded();
      // An observer made now reports the end in view in the same task as the page's own, made before it, or later.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) resolve(observer.disconnect());
            });
            observer.observe(document.querySelector("[data-story-end]")!);
          }),
      );
      return storyReadDwellMs(Number(minutes));
    };

    // A visitor at the end, past the dwell: nothing is sent.
    await page.clock.runFor((await reachStoryEnd()) + 1_000);
    expect(await readsSent(), "sent for a visitor").toBe(0);
    // Away from the story before signing in: a learner signing in at its end has read it.
    await page.goto("/about");
    await signedIn(page, request, baseURL!);
    await page.goto("/progress");
    await expect(page.locator('[data-stat="words-read"]')).toHaveText("0 words met in reading");

    const dwellMs = await reachStoryEnd();
    await page.clock.runFor(dwellMs - 2_000);
    expect(await readsSent(), "sent before the story's page was open half its reading time").toBe(0);
    const read = page.waitForResponse((response) => response.url().endsWith("/api/v1/reader/read"));
    await page.clock.runFor(3_000);
    expect((await read).ok()).toBe(true);
    expect((await read).request().postDataJSON()).toEqual({ story: STORY.slug });
    await page.goto("/progress");
    await expect(page.locator('[data-stat="words-read"]')).toHaveText(/^[1-9]\d* words met in reading$/);
    await expect(page.getByText("In 1 story read to the end and 0 saved texts.")).toBeVisible();
  });

  test("a learner the vocabulary test has not placed is sent to it, from the library and the home", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto(STORIES_PATH);
    const forYou = page.locator("[data-stories-for-you]");
    await expect(forYou.getByText("and the stories at your level come first.")).toBeVisible();
    await expect(forYou.getByRole("link", { name: "Take the vocabulary test" })).toHaveAttribute("href", "/test_vocabulary");
    await page.goto("/");
    const suggestion = page.locator("[data-story-suggestion]");
    await expect(suggestion).toHaveText("Take the vocabulary test and Learn with Story finds the stories at your level.");
    await expect(suggestion.getByRole("link", { name: "Learn with Story" })).toHaveAttribute("href", STORIES_PATH);
  });
});

test.describe("with JavaScript off", () => {
  test("the library lists every story, the band links jump to their band, and a story reads whole", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(STORIES_PATH);
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(FILES.length);
      const band = BANDS.at(-1)!;
      await page
        .getByRole("navigation", { name: "Bands" })
        .getByRole("link", { name: `Band ${band}`, exact: true })
        .click();
      await expect(page).toHaveURL(`${STORIES_PATH}#band-${band}`);
      await expect(section(page, band)).toBeInViewport();
      for (const other of BANDS) await expect(section(page, other)).toBeVisible();

      await page.getByRole("link", { name: STORY.title, exact: true }).click();
      await expect(page).toHaveURL(storyHref(STORY.slug));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(STORY.title);
      for (const paragraph of STORY.paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      await expect(main.getByRole("region", { name: "Words this story teaches" }).getByRole("link").first()).toHaveAttribute("href", /^\/words\//);
    } finally {
      await context.close();
    }
  });
});
