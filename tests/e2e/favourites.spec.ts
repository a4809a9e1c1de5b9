// The favourites menu and tables (spec: "Favourites menu", "Favourites table
// and notes table", sections 5, 8 and 9). Data is made through the real API;
// a story's favourite, through its heart.
import type { Page } from "@playwright/test";
import { parseStoryFile } from "@/lib/stories/story-file";
import { storySlugs, storySource } from "@/lib/stories/story-files";
import { storyHref } from "@/lib/stories/story-path";
import { flashToast, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { addFavourites, bodyRows, fetchFavourites, jumpTo, pager, rowNumbers, rowTexts, searchBox, table, tableHydrated } from "./support/tables";

const LINK_TILES = [
  "All",
  "Unseen Words",
  "Seen Words",
  "Test Vocabulary",
  "Idioms",
  "Easy Words",
  "Ambiguous Words",
  "Learn With Story",
  "Word MCQ",
  "Idioms MCQ",
  "Match Words",
  "Antonyms MCQ",
  "Synonyms MCQ",
  "Learn with Friends",
  "My Notes",
];

function tile(page: Page, name: string) {
  return page.getByRole("main").getByRole(LINK_TILES.includes(name) ? "link" : "button", { name, exact: true });
}

async function openTable(page: Page, type: string) {
  await page.goto(`/favourites/${type}`);
  await tableHydrated(page);
}

test.describe("favourites menu", () => {
  test("shows the spec's tiles in their groups, in order", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/favourites");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    await expect(main.locator("li")).toHaveText(
      [
        "All",
        "Unseen Words",
        "Seen Words",
        "Test Vocabulary",
        "Idioms",
        "Easy Words",
        "Ambiguous Words",
        "Learn With Story",
        "Word MCQ",
        "Idioms MCQ",
        "Match Words",
        "Antonyms MCQ",
        "Synonyms MCQ",
        "Learn with Friends",
        "My Notes",
      ].map((label) => new RegExp(`^${label}`)),
    );
    await expect(main.getByRole("region", { name: "Flashcards" }).locator("li")).toHaveCount(5);
    await expect(main.getByRole("region", { name: "Play with friends" }).locator("li")).toHaveCount(6);
  });

  test("All, Unseen Words, Seen Words and Learn With Story open their tables; Test Vocabulary, Idioms, Easy Words, Ambiguous Words and the practice tiles their pages; My Notes opens /mynotes", async ({
    page,
    request,
    baseURL,
  }) => {
    // Fifteen tiles, each a page load.
    test.setTimeout(60_000);
    await signedIn(page, request, baseURL!);
    for (const [name, url] of [
      ["All", "/favourites/all"],
      ["Unseen Words", "/favourites/unseen-words"],
      ["Seen Words", "/favourites/seen-words"],
      ["Test Vocabulary", "/test_vocabulary"],
      ["Idioms", "/favourites/idioms"],
      ["Easy Words", "/favourites/easy-words"],
      ["Ambiguous Words", "/ambiguous_words"],
      ["Learn With Story", "/favourites/learn-with-story"],
      ["Word MCQ", "/favourites/practice/word"],
      ["Idioms MCQ", "/favourites/practice/idioms"],
      ["Match Words", "/favourites/practice/match"],
      ["Antonyms MCQ", "/favourites/practice/antonym"],
      ["Synonyms MCQ", "/favourites/practice/synonym"],
      ["Learn with Friends", "/learn_with_friends?source=favourites"],
      ["My Notes", "/mynotes"],
    ] as const) {
      await page.goto("/favourites");
      await tile(page, name).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(name);
    }
  });

  test("an unknown type is a 404", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    for (const type of ["test-vocabulary", "Unseen-Words", "nope", "practice", "practice/idiom", "practice/meaning"]) {
      const response = await page.goto(`/favourites/${type}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    }
  });
});

test.describe("favourites table", () => {
  test("'No Data Found' for an empty list with no search, something else when a search finds nothing", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    for (const type of ["all", "unseen-words", "seen-words", "learn-with-story"]) {
      await openTable(page, type);
      await expect(page.getByRole("main").getByText("No Data Found", { exact: true })).toBeVisible();
      await expect(table(page)).toHaveCount(0);
    }
    await searchBox(page).fill("abc");
    await expect(page.getByRole("main").getByText("No Data Found", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Nothing matches “abc”.");
  });

  test("13 favourites: 6 a page, numbered across pages; Prev/Next and a page jump from 1 to the page count", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312], "Flashcards-Unseen");
    const words = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));
    expect(words).toHaveLength(13);

    await openTable(page, "unseen-words");
    await expect(table(page)).toHaveAccessibleName("Unseen Words favourites");
    expect(await rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await rowTexts(page)).toEqual(words.slice(0, 6));
    await expect(pager(page).getByRole("button", { name: "Previous page" })).toBeDisabled();

    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(await rowTexts(page)).toEqual(words.slice(6, 12));
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([13]);
    expect(await rowTexts(page)).toEqual(words.slice(12));
    await expect(pager(page).getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(pager(page)).toContainText("Page 3 of 3");

    // The jump accepts 1 to 3 only.
    for (const refused of ["0", "4", "-1"]) {
      await jumpTo(page, refused);
      await expect(pager(page).getByRole("alert")).toHaveText("Enter a page from 1 to 3.");
      await expect(pager(page).getByLabel("Go to page")).toHaveAttribute("aria-invalid", "true");
      expect(await rowNumbers(page)).toEqual([13]);
    }
    await jumpTo(page, "1");
    await expect.poll(() => rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(pager(page).getByRole("alert")).toHaveCount(0);
    await jumpTo(page, "2");
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    await pager(page).getByLabel("Go to page").fill("3");
    await pager(page).getByLabel("Go to page").press("Enter");
    await expect.poll(() => rowNumbers(page)).toEqual([13]);
    await pager(page).getByRole("button", { name: "Previous page" }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  test("the first page is in the server's HTML", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [400, 401, 402, 403, 404, 405, 406], "Flashcards-Seen");
    const words = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));
    const response = await page.request.get("/favourites/seen-words");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<table");
    // Each word is a link to its page (issue 20).
    const cell = (word: string) => `href="/words/${encodeURIComponent(word.toLowerCase())}">${word}</a></td>`;
    for (const word of words.slice(0, 6)) expect(html).toContain(cell(word));
    expect(html).not.toContain(cell(words[6]!));
  });

  test("search is a case-insensitive substring match on the word, numbered from 1", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [500, 501, 502, 503, 504, 505, 506, 507, 508], "Flashcards-Unseen");
    const words = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));
    const target = words[7]!;
    const query = target.slice(0, Math.min(3, target.length)).toUpperCase();
    const expected = words.filter((word) => word.toLowerCase().includes(query.toLowerCase()));

    await openTable(page, "all");
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9]);
    await searchBox(page).fill(query);
    // A new search starts on page 1.
    await expect.poll(() => rowTexts(page)).toEqual(expected.slice(0, 6));
    expect(await rowNumbers(page)).toEqual(expected.slice(0, 6).map((_, i) => i + 1));
    await searchBox(page).fill("");
    await expect.poll(() => rowTexts(page)).toEqual(words.slice(0, 6));
  });

  test("All lists every favourite; Unseen and Seen Words only their own", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [600, 601], "Flashcards-Unseen");
    await addFavourites(page.request, userId, [602], "Flashcards-Seen");
    const words = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));

    await openTable(page, "all");
    expect(await rowTexts(page)).toEqual(words);
    // The list as people read it, not its stored name.
    await expect(bodyRows(page).first()).toContainText("Unseen Words");
    await expect(bodyRows(page).first()).not.toContainText("Flashcards-Unseen");
    await openTable(page, "unseen-words");
    expect(await rowTexts(page)).toEqual(words.slice(0, 2));
    await openTable(page, "seen-words");
    expect(await rowTexts(page)).toEqual(words.slice(2));
  });

  test("removing a favourite takes it out of the table and off the server; the page keeps its place", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [700, 701, 702, 703, 704, 705, 706, 707], "Flashcards-Unseen");
    const words = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));

    await openTable(page, "unseen-words");
    await jumpTo(page, "2");
    await expect.poll(() => rowTexts(page)).toEqual(words.slice(6));
    await page.getByRole("button", { name: `Remove ${words[6]} from favourites` }).click();
    await expect.poll(() => rowTexts(page)).toEqual([words[7]]);
    expect(await rowNumbers(page)).toEqual([7]);
    expect((await fetchFavourites(page.request, userId)).map((item) => String(item.val))).toEqual([...words.slice(0, 6), words[7]]);

    // The last row of the last page: the table falls back to page 1.
    await page.getByRole("button", { name: `Remove ${words[7]} from favourites` }).click();
    await expect.poll(() => rowTexts(page)).toEqual(words.slice(0, 6));
    await expect(pager(page)).toContainText("Page 1 of 1");

    await page.reload();
    expect(await rowTexts(page)).toEqual(words.slice(0, 6));
  });

  test("a failed remove toasts 'There is some server error!' and keeps the row", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [800], "Flashcards-Unseen");
    const [word] = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));
    await openTable(page, "unseen-words");
    await page.route("**/api/v1/favourite/remove", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await page.getByRole("button", { name: `Remove ${word} from favourites` }).click();
    await expect(flashToast(page, "There is some server error!")).toBeVisible();
    expect(await rowTexts(page)).toEqual([word]);
    await expect(page).toHaveURL("/favourites/unseen-words");
  });

  test("a failed fetch toasts 'Failed to fetch favourites.Server Error.' then goes to /error", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await addFavourites(page.request, userId, [900, 901], "Flashcards-Seen");
    const [word] = (await fetchFavourites(page.request, userId)).map((item) => String(item.val));
    await openTable(page, "seen-words");
    // After a change the table fetches the list again: make that fetch fail.
    await page.route("**/api/v1/favourite/fetchItems**", (route) => route.abort("failed"));
    await page.getByRole("button", { name: `Remove ${word} from favourites` }).click();
    await expect(flashToast(page, "Failed to fetch favourites.Server Error.")).toBeVisible();
    await expect(page).toHaveURL("/error");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, something went wrong.");
  });

  test("Learn With Story lists the stories kept with their heart: search by title, remove, and each opens its story", async ({ page, request, baseURL }) => {
    const [story, other] = storySlugs()
      .slice(0, 2)
      .map((slug) => parseStoryFile(slug, storySource(slug)));
    const userId = await signedIn(page, request, baseURL!);
    // One kept earlier (as its heart sends it), one kept now from its page.
    const added = await page.request.post("/api/v1/favourite/add", {
      data: { itemId: other!.slug, type: "sampleStory", userId, val: { title: other!.title } },
    });
    expect(added.status(), await added.text()).toBe(200);
    await addFavourites(page.request, userId, [300], "Flashcards-Unseen");
    const status = page.waitForResponse((response) => response.url().includes("/api/v1/favourite/fetchStatus"));
    await page.goto(storyHref(story!.slug));
    expect((await status).ok()).toBe(true);
    const heart = page.getByRole("button", { name: "Favourite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    const kept = page.waitForResponse((response) => response.url().endsWith("/api/v1/favourite/add"));
    await heart.click();
    expect((await kept).ok()).toBe(true);

    await page.goto("/favourites");
    await tile(page, "Learn With Story").click();
    await expect(page).toHaveURL("/favourites/learn-with-story");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Learn With Story");
    await tableHydrated(page);
    await expect(table(page)).toHaveAccessibleName("Learn With Story favourites");
    // The stories alone, oldest first: not the word.
    expect(await rowTexts(page)).toEqual([other!.title, story!.title]);

    await expect(searchBox(page)).toHaveAccessibleName("Search by title");
    await searchBox(page).fill(story!.title.toUpperCase());
    await expect.poll(() => rowTexts(page)).toEqual([story!.title]);
    await searchBox(page).fill("");
    await expect.poll(() => rowTexts(page)).toEqual([other!.title, story!.title]);

    await page.getByRole("button", { name: `Remove ${other!.title} from favourites` }).click();
    await expect.poll(() => rowTexts(page)).toEqual([story!.title]);
    expect((await fetchFavourites(page.request, userId)).filter((item) => item.type === "sampleStory").map((item) => item.itemId)).toEqual([story!.slug]);

    await table(page).getByRole("link", { name: story!.title, exact: true }).click();
    await expect(page).toHaveURL(storyHref(story!.slug));
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(story!.title);
  });
});
