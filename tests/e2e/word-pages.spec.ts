// The word pages: /words, a letter's list, a word's page with its
// pronunciation, senses, links, the stories that use it, neighbours and breadcrumb, the search
// combobox, the favourite and Add to review buttons, other spellings of a URL
// and words that are not in the set. Their structured data (JSON-LD):
// tests/unit/word-structured-data.test.ts and site-http.spec.ts.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import headwords from "@/prisma/data/headwords.json" with { type: "json" };
import { wordDescription } from "@/lib/seo/word-description";
import type { WordRecord } from "@/lib/words/word-record";
import { wordHref } from "@/lib/words/word-path";
import { card, frontWord, openFlashcards, signedIn } from "./support/flashcards";
import { accountToast, submitLogin } from "./support/accounts";
import { isNarrow } from "./support/audit";
import { waitForHydration } from "./support/hydration";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";

const records = readFileSync("prisma/data/words.jsonl", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as WordRecord);
const recordOf = (word: string) => records.find((record) => record.word === word)!;
const known = new Set(headwords);

test.describe("a word's page", () => {
  test("shows the word, its IPA, senses, examples, linked synonyms and antonyms, neighbours and breadcrumb", async ({ page }) => {
    const response = await page.goto("/words/happy");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("happy");
    await expect(main.getByText("/ˈhæpi/")).toBeVisible();
    const happy = recordOf("happy");
    await expect(main.getByText(happy.details[0]!.definition)).toBeVisible();
    // Antonyms and synonyms that have a page are links (felicitous: an advanced word); the others are text.
    await expect(main.getByRole("link", { name: "unhappy", exact: true })).toHaveAttribute("href", "/words/unhappy");
    expect(known.has("felicitous")).toBe(true);
    await expect(main.getByRole("link", { name: "felicitous", exact: true })).toHaveAttribute("href", "/words/felicitous");
    expect(known.has("unfortunate")).toBe(true);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Words", "H"]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("happy");
    const sorted = [...headwords].sort();
    const at = sorted.indexOf("happy");
    const neighbours = page.getByRole("navigation", { name: "Neighbouring words" });
    await expect(neighbours.getByRole("link")).toHaveText([`← ${sorted[at - 1]}`, `${sorted[at + 1]} →`]);
    await neighbours.getByRole("link", { name: `${sorted[at + 1]} →` }).click();
    await expect(page).toHaveURL(wordHref(sorted[at + 1]!));
  });

  test("offers up to 3 graded stories that use the word, easiest first, and no such section when none does", async ({ page }) => {
    // From prisma/data/stories/ (lib/stories/stories.ts): seven stories use "happy", one uses "umbrella", none "felicitous".
    await page.goto("/words/happy");
    const stories = page.getByRole("main").getByRole("region", { name: "Read it in a story" });
    await expect(stories.getByRole("heading", { level: 2 })).toHaveText("Read it in a story");
    await expect(stories.getByRole("listitem")).toHaveText(["The Dog Next Door · Band 1", "The Wrong Bag · Band 2", "A Table for Eight · Band 3"]);
    await page.goto("/words/umbrella");
    await expect(stories.getByRole("listitem")).toHaveText(["The Man in Goal · Band 4"]);
    await stories.getByRole("link", { name: "The Man in Goal" }).click();
    await expect(page).toHaveURL("/learn_with_story/the-man-in-goal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Man in Goal");
    await page.goto("/words/felicitous");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("felicitous");
    await expect(page.getByText("Read it in a story")).toHaveCount(0);
  });

  test("a synonym without a page of its own is plain text", async ({ page }) => {
    await page.goto("/words/person");
    const main = page.getByRole("main");
    expect(known.has("somebody")).toBe(false);
    await expect(main.getByText("somebody").first()).toBeVisible();
    await expect(main.getByRole("link", { name: "somebody" })).toHaveCount(0);
  });

  test("has its own title, description, canonical URL, Open Graph tags and social image", async ({ page, request }) => {
    await page.goto("/words/person");
    await expect(page).toHaveTitle("person: meaning, pronunciation and examples · Lexi");
    const meta = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
    }));
    expect(meta.description).toBe(wordDescription(recordOf("person")));
    expect(meta.description).toMatch(/^person \(noun\): a human being\. /);
    expect(new URL(meta.canonical!).pathname).toBe("/words/person");
    expect(new URL(meta.ogUrl!).pathname).toBe("/words/person");
    const image = await request.get(new URL(meta.ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("other spellings of its URL redirect to the one canonical URL", async ({ page, request }) => {
    for (const spelling of ["/words/Person", "/words/PERSON", "/words/%70erson"]) {
      const response = await request.get(spelling, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(308);
      expect(response.headers().location).toBe("/words/person");
    }
    await page.goto("/words/Happy");
    await expect(page).toHaveURL("/words/happy");
  });

  test("a word not in the set is a real 404 with the site's not-found page and a search box", async ({ page }) => {
    const response = await page.goto("/words/no-such-word");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search words" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("a misspelt word's 404 suggests the close words of the search index", async ({ page }) => {
    expect((await page.goto("/words/necesary"))?.status()).toBe(404);
    // Nothing matches "necesary"; its beginnings find words, closest spelling first.
    const close = page.getByRole("navigation", { name: "Close words" });
    await close.getByRole("link", { name: "necessary", exact: true }).click();
    await expect(page).toHaveURL("/words/necessary");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("necessary");
  });
});

test.describe("the word index and letters", () => {
  test("/words links every letter; a long letter is paginated", async ({ page }) => {
    await page.goto("/words");
    const letters = page.getByRole("navigation", { name: "Words by letter" }).getByRole("link");
    await expect(letters).toHaveCount(new Set(headwords.map((word) => word[0])).size);
    await letters.filter({ hasText: /^S/ }).click();
    await expect(page).toHaveURL("/words/s");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Words starting with S");
    const sWords = headwords.filter((word) => word.startsWith("s")).sort();
    const lastPage = Math.ceil(sWords.length / 200);
    await expect(page.getByRole("main").getByRole("list").last().getByRole("link")).toHaveCount(200);
    await page
      .getByRole("navigation", { name: "Pages of S" })
      .getByRole("link", { name: `Page ${lastPage}` })
      .click();
    await expect(page).toHaveURL(`/words/s/${lastPage}`);
    await expect(page.getByRole("main").getByRole("list").last().getByRole("link")).toHaveCount(sWords.length - 200 * (lastPage - 1));
    expect((await page.goto(`/words/s/${lastPage + 1}`))?.status()).toBe(404);
  });
});

/** The search field of `scope`, turned into its combobox by the first focus. */
async function searchCombobox(page: Page, scope = page.getByRole("main")) {
  await scope
    .getByRole("searchbox", { name: /Search/ })
    .first()
    .focus();
  const combobox = scope.getByRole("combobox", { name: /Search/ }).first();
  await expect(combobox).toBeFocused();
  return combobox;
}

test.describe("the word search", () => {
  test("is an ARIA combobox: suggestions as you type, arrows move, Enter opens the word's page", async ({ page }) => {
    await page.goto("/words");
    const combobox = await searchCombobox(page);
    await combobox.pressSequentially("happ");
    const listbox = page.getByRole("listbox", { name: /suggestions/ });
    await expect(listbox.getByRole("option")).toHaveText(["happen", "happy", "happiness", "happily", "unhappy", "unhappily", "slaphappy"]);
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: "7 words found" })).toBeAttached();
    await combobox.press("ArrowDown");
    await combobox.press("ArrowDown");
    await combobox.press("ArrowDown");
    const activeId = await combobox.getAttribute("aria-activedescendant");
    await expect(page.locator(`[id="${activeId}"]`)).toHaveText("happiness");
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
    await combobox.press("Enter");
    await expect(page).toHaveURL("/words/happiness");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("happiness");
  });

  test("a field left before its combobox loaded keeps the focus (typing goes where the visitor is)", async ({ page }) => {
    // The header's search is in the bar on wide screens (in the closed menu below).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/login");
    const email = page.getByRole("main").getByLabel("Email");
    // Before hydration React keeps only the latest focus to replay, the email field's: the combobox would never load.
    await waitForHydration(page, 'header input[type="search"]');
    // Focus starts the combobox's load; the focus moves on before it arrives.
    await page.getByRole("banner").getByRole("searchbox", { name: "Search words" }).focus();
    await email.focus();
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Search words" })).toBeAttached();
    await expect(email).toBeFocused();
    await page.keyboard.type("ada@example.com");
    await expect(email).toHaveValue("ada@example.com");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Search words" })).toHaveValue("");
  });

  test("Escape closes the list, then clears the text", async ({ page }) => {
    await page.goto("/words/person");
    const combobox = await searchCombobox(page);
    await combobox.pressSequentially("pers");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await combobox.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await combobox.press("Escape");
    await expect(combobox).toHaveValue("");
  });

  test("the header has it in the bar on wide screens, in the menu below", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    const headerSearch = page.getByRole("banner").getByRole("searchbox", { name: "Search words" });
    if (isNarrow(page)) {
      await expect(headerSearch).toBeHidden();
      return;
    }
    const combobox = await searchCombobox(page, page.getByRole("banner"));
    await combobox.pressSequentially("person");
    await page.getByRole("banner").getByRole("option", { name: "person", exact: true }).click();
    await expect(page).toHaveURL("/words/person");
  });
});

test.describe("favourite and Add to review on a word's page", () => {
  test("a visitor is sent to log in, and comes back to the word", async ({ page }) => {
    const account = await newLearner();
    await page.goto("/words/person");
    await page.getByRole("main").getByRole("button", { name: "Favourite" }).click();
    await expect(page).toHaveURL("/login?callbackUrl=%2Fwords%2Fperson");
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL("/words/person");
  });

  test("a signed-in learner's heart and review state are their own and stay", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/words/person");
    const main = page.getByRole("main");
    const heart = main.getByRole("button", { name: "Favourite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart.locator("svg")).toHaveCSS("fill", "none");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // The server drew the icons; the pressed look is the buttons' CSS: a filled heart, the deck's plus turned into a tick.
    await expect.poll(() => heart.evaluate((button) => getComputedStyle(button.querySelector("svg")!).fill === getComputedStyle(button).color)).toBe(true);
    const review = main.getByRole("button", { name: "Add to review" });
    const marks = (button: typeof review) => button.locator("svg path").evaluateAll((paths) => paths.map((path) => getComputedStyle(path).display));
    expect(await marks(review)).toEqual(["inline", "inline", "none"]);
    await review.click();
    await expect(accountToast(page, "Added to review").or(page.getByText("Added to review"))).toBeVisible();
    expect(await marks(main.getByRole("button", { name: "Remove from review" }))).toEqual(["inline", "none", "inline"]);
    await page.reload();
    await expect(main.getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    await expect(main.getByRole("button", { name: "Remove from review" })).toHaveAttribute("aria-pressed", "true");
  });
});

test("the flashcard's back shows the word's IPA", async ({ page }) => {
  await openFlashcards(page);
  const word = (await frontWord(page).textContent())!.toLowerCase();
  await frontWord(page).click();
  await expect(card(page)).toHaveAttribute("data-side", "back");
  const ipa = recordOf(word).ipa;
  if (ipa) await expect(card(page).locator('[data-face="back"]').getByText(`/${ipa}/`)).toBeVisible();
  else
    await expect(
      card(page)
        .locator('[data-face="back"]')
        .getByText(/^\/.*\/$/),
    ).toHaveCount(0);
});
