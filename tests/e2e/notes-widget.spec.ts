// The floating notes widget on the flashcards screen (spec sections 2 and 4
// "Notes widget", 5 "Notes", 7 and 8): the plus button, create mode prefilled
// from the card, the 5 newest notes, edit mode, the messages, the failures
// (the browser's call made to fail with page.route), and the keyboard.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { NOTE_MESSAGES } from "@/lib/notes/messages";
import { button, flashToast, openFlashcards, shownIndex, signedIn, wordAt } from "./support/flashcards";
import { STRONG_PASSWORD, submitLogin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { newLearner } from "./support/learner";

type Draft = { word: string; type: string; definitions: string; example: string; breakdown: string };
type ApiNote = Draft & { id: string; userId: string; timestamp: string };

const LABELS = { word: "Word", type: "Type", definitions: "Definitions", example: "Example", breakdown: "Breakdown" } as const;

function plusButton(page: Page): Locator {
  return page.getByRole("button", { name: "Notes", exact: true });
}

function widget(page: Page): Locator {
  return page.getByRole("dialog", { name: "Notes" });
}

function field(page: Page, name: keyof Draft): Locator {
  return widget(page).getByLabel(LABELS[name], { exact: true });
}

function widgetButton(page: Page, name: string): Locator {
  return widget(page).getByRole("button", { name, exact: true });
}

/** The recent notes' words, in the order listed. */
function recentItems(page: Page): Locator {
  return widget(page).getByRole("region", { name: "Recent notes" }).getByRole("listitem");
}

function draft(label: string): Draft {
  return { word: `word ${label}`, type: "noun", definitions: `meaning ${label}`, example: `an example of ${label}`, breakdown: `parts of ${label}` };
}

async function fill(page: Page, values: Partial<Draft>) {
  for (const [name, value] of Object.entries(values) as [keyof Draft, string][]) await field(page, name).fill(value);
}

async function openWidget(page: Page) {
  await plusButton(page).click();
  await expect(widget(page)).toBeVisible();
  await expect(field(page, "word")).toBeFocused();
}

/** A note made through the API with the page's session. */
async function createViaApi(request: APIRequestContext, userId: string, values: Draft): Promise<ApiNote> {
  const response = await request.post("/api/v1/notes/createnote", { data: { ...values, userId } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ApiNote }).data;
}

async function allNotes(request: APIRequestContext, userId: string): Promise<ApiNote[]> {
  const response = await request.post("/api/v1/notes/getallnotes", { data: { userId } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiNote[] }).data;
}

/** Signed in, on /flashcards with the recent list loaded (empty for a new account). */
async function signedInOnFlashcards(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  const userId = await signedIn(page, request, baseURL);
  await openFlashcards(page);
  return userId;
}

async function openAndWaitForRecent(page: Page) {
  const recent = page.waitForResponse((response) => response.url().endsWith("/api/v1/notes/getrecentnotes"));
  await openWidget(page);
  expect((await recent).ok()).toBe(true);
}

test.describe("opening and prefill", () => {
  test(
    "the plus button opens and closes the widget; create mode starts with the card's word and first definition",
    { tag: "@phone" },
    async ({ page, request }) => {
      await openFlashcards(page);
      await expect(widget(page)).toHaveCount(0);
      await expect(plusButton(page)).toHaveAttribute("aria-expanded", "false");

      const expected = await wordAt(request, await shownIndex(page));
      await openWidget(page);
      await expect(plusButton(page)).toHaveAttribute("aria-expanded", "true");
      await expect(field(page, "word")).toHaveValue(expected.word);
      await expect(field(page, "definitions")).toHaveValue(expected.details[0]!.definition);
      for (const name of ["type", "example", "breakdown"] as const) await expect(field(page, name)).toHaveValue("");
      await expect(widgetButton(page, "Save")).toBeVisible();
      await expect(widgetButton(page, "Edit")).toHaveCount(0);

      await plusButton(page).click();
      await expect(widget(page)).toBeHidden();
      await expect(plusButton(page)).toHaveAttribute("aria-expanded", "false");

      // Another card: the next opening starts from it.
      const before = await shownIndex(page);
      await button(page, "Next").click();
      await expect.poll(() => shownIndex(page)).not.toBe(before);
      const next = await wordAt(request, await shownIndex(page));
      await openWidget(page);
      await expect(field(page, "word")).toHaveValue(next.word);
      await expect(field(page, "definitions")).toHaveValue(next.details[0]!.definition);
    },
  );

  test("a visitor's Save toasts 'Please login to create notes!' and goes to log in, which then returns to the flashcards", async ({ page }) => {
    const { email } = await newLearner();
    await openFlashcards(page);
    await openWidget(page);
    await expect(widget(page).getByText("Log in to keep notes on words.")).toBeVisible();
    await fill(page, { type: "noun", example: "e", breakdown: "b" });
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.loginRequired)).toBeVisible();
    await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent("/flashcards")}`);
    expect(await page.evaluate(() => window.localStorage.getItem("returnPath"))).toBe("/flashcards");

    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL("/flashcards");
  });
});

test.describe("create, recent list and edit", () => {
  test("Save creates the note; the list holds the 5 newest, newest first", async ({ page, request, baseURL }) => {
    const userId = await signedInOnFlashcards(page, request, baseURL!);
    const cardWord = (await wordAt(request, await shownIndex(page))).word;
    await openAndWaitForRecent(page);
    await expect(widget(page).getByText("No notes yet. Your newest five show here.")).toBeVisible();

    // The prefilled word and definition, completed by hand.
    await fill(page, { type: "noun", example: "first example", breakdown: "first breakdown" });
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.created)).toBeVisible();
    await expect(recentItems(page)).toHaveCount(1);
    await expect(recentItems(page).first()).toContainText(cardWord);
    // The form is empty again, ready for the next note.
    await expect(field(page, "word")).toHaveValue("");
    const [first] = await allNotes(page.request, userId);
    expect(first).toMatchObject({ word: cardWord, type: "noun", example: "first example", breakdown: "first breakdown" });

    // Five more: the first one drops out of the list.
    for (const label of ["b", "c", "d", "e", "f"]) await createViaApi(page.request, userId, draft(label));
    await plusButton(page).click();
    await expect(widget(page)).toBeHidden();
    await openAndWaitForRecent(page);
    await expect(recentItems(page)).toHaveCount(5);
    await expect(recentItems(page).locator("span:first-child")).toHaveText(["word f", "word e", "word d", "word c", "word b"]);

    // A seventh through the form goes on top at once.
    await fill(page, draft("g"));
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.created)).toBeVisible();
    await expect(recentItems(page).locator("span:first-child")).toHaveText(["word g", "word f", "word e", "word d", "word c"]);
    expect(await allNotes(page.request, userId)).toHaveLength(7);
  });

  test("an empty field on create toasts 'Please fill all fields!' and saves nothing", async ({ page, request, baseURL }) => {
    const userId = await signedInOnFlashcards(page, request, baseURL!);
    await openAndWaitForRecent(page);
    await fill(page, { ...draft("x"), example: "   " });
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.createInvalid)).toBeVisible();
    // The draft stays for the user to complete.
    await expect(field(page, "word")).toHaveValue("word x");
    expect(await allNotes(page.request, userId)).toEqual([]);
  });

  test("clicking a recent note switches to edit mode; Edit saves it ('Notes Update Successfully')", async ({ page, request, baseURL }) => {
    const userId = await signedInOnFlashcards(page, request, baseURL!);
    const older = await createViaApi(page.request, userId, draft("older"));
    const target = await createViaApi(page.request, userId, draft("target"));
    await openAndWaitForRecent(page);
    await expect(recentItems(page)).toHaveCount(2);

    await recentItems(page).filter({ hasText: "word target" }).getByRole("button").click();
    await expect(widgetButton(page, "Edit")).toBeVisible();
    await expect(widgetButton(page, "Save")).toHaveCount(0);
    for (const name of Object.keys(LABELS) as (keyof Draft)[]) await expect(field(page, name)).toHaveValue(target[name]);

    await field(page, "definitions").fill("a better meaning");
    await widgetButton(page, "Edit").click();
    await expect(flashToast(page, NOTE_MESSAGES.updated)).toBeVisible();
    // Back to create mode, the list showing the change.
    await expect(widgetButton(page, "Save")).toBeVisible();
    await expect(recentItems(page).first()).toContainText("a better meaning");
    const notes = await allNotes(page.request, userId);
    expect(notes.find((note) => note.id === target.id)).toMatchObject({ ...draft("target"), definitions: "a better meaning", timestamp: target.timestamp });
    expect(notes.find((note) => note.id === older.id)).toEqual(older);
  });

  test("an empty meaning on update toasts 'Please fill in the word and its meaning!'; Cancel goes back to create mode", async ({ page, request, baseURL }) => {
    const userId = await signedInOnFlashcards(page, request, baseURL!);
    const note = await createViaApi(page.request, userId, draft("keep"));
    await openAndWaitForRecent(page);
    await recentItems(page).first().getByRole("button").click();
    await field(page, "definitions").fill("");
    await widgetButton(page, "Edit").click();
    await expect(flashToast(page, NOTE_MESSAGES.updateInvalid)).toBeVisible();
    expect(await allNotes(page.request, userId)).toEqual([note]);

    await widgetButton(page, "Cancel").click();
    await expect(widgetButton(page, "Save")).toBeVisible();
    await expect(field(page, "word")).toHaveValue((await wordAt(request, await shownIndex(page))).word);
  });
});

test.describe("failures", () => {
  test("a failed recent-notes fetch toasts 'Recent notes fetching failed!'", async ({ page, request, baseURL }) => {
    await signedInOnFlashcards(page, request, baseURL!);
    await page.route("**/api/v1/notes/getrecentnotes", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await openWidget(page);
    await expect(flashToast(page, NOTE_MESSAGES.recentFailed)).toBeVisible();
    await expect(widget(page).getByText("Your notes could not be loaded.")).toBeVisible();
  });

  test("a create that cannot reach the server toasts 'Failed to create note!'; a server failure toasts 'Server error!' and goes to /error", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedInOnFlashcards(page, request, baseURL!);
    await openAndWaitForRecent(page);
    await fill(page, draft("lost"));

    await page.route("**/api/v1/notes/createnote", (route) => route.abort("failed"));
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.createFailed)).toBeVisible();
    await expect(field(page, "word")).toHaveValue("word lost");
    await expect(page).toHaveURL("/flashcards");

    await page.unroute("**/api/v1/notes/createnote");
    await page.route("**/api/v1/notes/createnote", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.serverError)).toBeVisible();
    await expect(page).toHaveURL("/error");
    expect(await allNotes(page.request, userId)).toEqual([]);
  });

  test("an update that cannot reach the server toasts 'Failed to update note!'; a server failure toasts 'Server error!' and goes to /error", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedInOnFlashcards(page, request, baseURL!);
    const note = await createViaApi(page.request, userId, draft("stays"));
    await openAndWaitForRecent(page);
    await recentItems(page).first().getByRole("button").click();
    await field(page, "example").fill("changed");

    await page.route("**/api/v1/notes/updatenote", (route) => route.abort("failed"));
    await widgetButton(page, "Edit").click();
    await expect(flashToast(page, NOTE_MESSAGES.updateFailed)).toBeVisible();
    await expect(widgetButton(page, "Edit")).toBeVisible();

    await page.unroute("**/api/v1/notes/updatenote");
    await page.route("**/api/v1/notes/updatenote", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await widgetButton(page, "Edit").click();
    await expect(flashToast(page, NOTE_MESSAGES.serverError)).toBeVisible();
    await expect(page).toHaveURL("/error");
    expect(await allNotes(page.request, userId)).toEqual([note]);
  });
});

test.describe("keyboard", () => {
  test("opens from the keyboard, traps focus, keeps keys from the card, and Escape closes it and returns focus", async ({ page }) => {
    await openFlashcards(page);
    await plusButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(widget(page)).toBeVisible();
    await expect(field(page, "word")).toBeFocused();

    // Every stop is inside the dialog: Close, the five fields, Save (no recent notes for a visitor), then round again.
    const stops = [
      widgetButton(page, "Close"),
      ...(["word", "type", "definitions", "example", "breakdown"] as const).map((name) => field(page, name)),
      widgetButton(page, "Save"),
    ];
    for (const stop of [...stops.slice(2), stops[0]!, stops[1]!]) {
      await page.keyboard.press("Tab");
      await expect(stop).toBeFocused();
    }
    await page.keyboard.press("Shift+Tab");
    await expect(stops[0]!).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(stops.at(-1)!).toBeFocused();

    // The card's arrow shortcut does not act from inside the widget.
    const index = await shownIndex(page);
    await page.keyboard.press("ArrowRight");
    await field(page, "word").focus();
    await page.keyboard.type("f r u");
    expect(await shownIndex(page)).toBe(index);
    await expect(field(page, "word")).not.toHaveValue("");

    await page.keyboard.press("Escape");
    await expect(widget(page)).toBeHidden();
    await expect(plusButton(page)).toBeFocused();
    await expect(plusButton(page)).toHaveAttribute("aria-expanded", "false");

    // The Close button closes it as well, focus back on the plus button.
    await page.keyboard.press("Enter");
    await expect(field(page, "word")).toBeFocused();
    await widgetButton(page, "Close").click();
    await expect(widget(page)).toBeHidden();
    await expect(plusButton(page)).toBeFocused();
  });

  test("a click on the page while it is open brings focus back into it", { tag: "@phone" }, async ({ page }) => {
    await openFlashcards(page);
    await openWidget(page);
    // A click on the page just above the dialog (on a phone a sheet as wide as the screen, from just below the header) leaves focus on nothing…
    const dialogTop = (await widget(page).boundingBox())!.y;
    await page.mouse.click(4, dialogTop - 4);
    // …and focus moving to a control of the page is sent back to the field it left.
    await button(page, "Prev").focus();
    await expect(field(page, "word")).toBeFocused();
  });
});

test.describe("on the favourites and notes screens", () => {
  test("the plus button is on /favourites and a favourites table, empty (no card to prefill from)", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    for (const path of ["/favourites", "/favourites/all"]) {
      await page.goto(path);
      await openWidget(page);
      await expect(field(page, "word")).toHaveValue("");
      await expect(field(page, "definitions")).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(widget(page)).toBeHidden();
      await expect(plusButton(page)).toBeFocused();
    }
  });

  test("a note saved from the widget on /mynotes appears in the table at once", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/mynotes");
    await expect(page.getByText("No Data Found")).toBeVisible();
    await openWidget(page);
    await fill(page, draft("from the widget"));
    await widgetButton(page, "Save").click();
    await expect(flashToast(page, NOTE_MESSAGES.created)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("main").getByRole("table").getByText("word from the widget")).toBeVisible();
  });
});
