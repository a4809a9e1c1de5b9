// The notes widget among the other things on screen (issue 20, "Layout
// breaks"): its plus button never covers the slide-in menu; its panel sits
// beside the card on wide screens and is a bottom sheet below the header on
// phones; a new note starts from the card on screen, whichever face shows, and
// follows it while open; an empty save marks the empty fields. Run with
// --project desktop: each test sets its own widths.
import type { Locator, Page } from "@playwright/test";
import { NOTE_MESSAGES } from "@/lib/notes/messages";
import { button, card, flashToast, openFlashcards, shownIndex, signedIn, wordAt } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { createNotes, noteInput, tableHydrated } from "./support/tables";

type Box = { x: number; y: number; width: number; height: number };

function plusButton(page: Page): Locator {
  return page.getByRole("button", { name: "Notes", exact: true });
}

function panel(page: Page): Locator {
  return page.getByRole("dialog", { name: "Notes" });
}

function field(page: Page, label: string): Locator {
  return panel(page).getByLabel(label, { exact: true });
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "a box on screen").not.toBeNull();
  return box!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The bottom edge of the sticky header (with the learning bar). */
async function headerBottom(page: Page): Promise<number> {
  const header = await boxOf(page.getByRole("banner"));
  return header.y + header.height;
}

/** Whether what is drawn at each of `points` (fractions of the box) belongs to `locator`'s element. */
async function ownsPoints(locator: Locator, points: readonly [number, number][]): Promise<boolean[]> {
  return locator.evaluate((element, fractions) => {
    const box = element.getBoundingClientRect();
    return fractions.map(([fx, fy]) => {
      const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
      return hit !== null && element.contains(hit);
    });
  }, points);
}

async function openPanel(page: Page) {
  await plusButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(field(page, "Word")).toBeFocused();
}

test("the plus button stays under the slide-in menu: the Profile row and Log Out can be tapped (375 and 1024 px)", async ({ page, request, baseURL }) => {
  await signedIn(page, request, baseURL!);
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await openFlashcards(page);
    await expect(plusButton(page)).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Profile" }).click();
    const logOut = page.getByRole("button", { name: "Log Out", exact: true });
    await expect(logOut).toBeVisible();
    // The whole width of each row, the right end included (where the plus button sits).
    const across: [number, number][] = [
      [0.1, 0.5],
      [0.5, 0.5],
      [0.75, 0.5],
      [0.95, 0.5],
    ];
    expect(await ownsPoints(logOut, across), `Log Out at ${viewport.width} px`).toEqual([true, true, true, true]);
    expect(await ownsPoints(page.getByRole("button", { name: "Profile" }), across), `Profile at ${viewport.width} px`).toEqual([true, true, true, true]);
  }
});

test.describe("where the panel goes", () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${viewport.width} px it is beside the card, below the header, and the card stays whole`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openFlashcards(page);
      await openPanel(page);
      const sheet = await boxOf(panel(page));
      expect(sheet.y).toBeGreaterThanOrEqual(await headerBottom(page));
      const cardBox = await boxOf(card(page));
      expect(overlaps(sheet, cardBox), `panel ${JSON.stringify(sheet)} over card ${JSON.stringify(cardBox)}`).toBe(false);
      await expect(card(page)).toBeInViewport({ ratio: 1 });
      // The card's own controls stay reachable beside it.
      for (const name of ["Prev", "Next", "Show meaning", "Remember", "Not remembered"]) {
        expect(overlaps(sheet, await boxOf(button(page, name))), name).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width} px it is a bottom sheet that starts below the header`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openFlashcards(page);
      await openPanel(page);
      const sheet = await boxOf(panel(page));
      expect(sheet.y, "the sheet's top").toBeGreaterThanOrEqual(await headerBottom(page));
      expect(sheet.y + sheet.height, "the sheet's bottom").toBeCloseTo(viewport.height, 0);
      expect(sheet.width, "the sheet's width").toBeCloseTo(viewport.width, 0);
      // The header's buttons stay usable above it.
      expect(await ownsPoints(page.getByRole("button", { name: "Open menu" }), [[0.5, 0.5]])).toEqual([true]);
      // Its last button scrolls clear of the plus button over its foot.
      await panel(page).getByRole("button", { name: "Save", exact: true }).scrollIntoViewIfNeeded();
      expect(await ownsPoints(panel(page).getByRole("button", { name: "Save", exact: true }), [[0.5, 0.5]])).toEqual([true]);
    });
  }
});

test("a new note starts from the card on either face, and follows the card while the panel is open until the learner types", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openFlashcards(page);
  const front = await wordAt(request, await shownIndex(page));
  await openPanel(page);
  await expect(field(page, "Word")).toHaveValue(front.word);
  await plusButton(page).click();
  await expect(panel(page)).toBeHidden();

  // The back: the same word.
  await button(page, "Show meaning").click();
  await expect(card(page)).toHaveAttribute("data-side", "back");
  await openPanel(page);
  await expect(field(page, "Word")).toHaveValue(front.word);
  await expect(field(page, "Definitions")).toHaveValue(front.details[0]!.definition);

  // Open beside the card: the next card's word replaces the untouched draft.
  const before = await shownIndex(page);
  await button(page, "Next").click();
  await expect.poll(() => shownIndex(page)).not.toBe(before);
  const next = await wordAt(request, await shownIndex(page));
  await expect(field(page, "Word")).toHaveValue(next.word);
  await expect(field(page, "Definitions")).toHaveValue(next.details[0]!.definition);

  // Once the learner has typed, the draft is theirs.
  await field(page, "Type").fill("noun");
  const typedAt = await shownIndex(page);
  await button(page, "Next").click();
  await expect.poll(() => shownIndex(page)).not.toBe(typedAt);
  await expect(field(page, "Word")).toHaveValue(next.word);
  await expect(field(page, "Type")).toHaveValue("noun");
});

test.describe("an empty save marks the empty fields", () => {
  test("create: besides 'Please fill all fields!', each empty field is aria-invalid with a message by it, cleared as it is filled", async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(page, request, baseURL!);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openFlashcards(page);
    await openPanel(page);
    await field(page, "Word").fill("");
    await field(page, "Type").fill("noun");
    await panel(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(flashToast(page, NOTE_MESSAGES.createInvalid)).toBeVisible();

    for (const label of ["Word", "Example", "Breakdown"]) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(`${label} is required.`);
      await expect(panel(page).getByText(`${label} is required.`, { exact: true })).toBeVisible();
    }
    for (const label of ["Type", "Definitions"]) {
      await expect(field(page, label)).not.toHaveAttribute("aria-invalid", "true");
    }
    // Focus goes to the first field to fill.
    await expect(field(page, "Word")).toBeFocused();
    await field(page, "Word").fill("lantern");
    await expect(field(page, "Word")).not.toHaveAttribute("aria-invalid", "true");
    await expect(panel(page).getByText("Word is required.", { exact: true })).toHaveCount(0);
    await expect(field(page, "Example")).toHaveAttribute("aria-invalid", "true");
  });

  test("update, in the widget and in the /mynotes edit dialog: the emptied meaning or word is marked besides 'Please fill in the word and its meaning!'", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [noteInput("lantern")]);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto("/mynotes");
    await tableHydrated(page);
    await page.getByRole("button", { name: "Edit the note on lantern" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit note" });
    await dialog.getByLabel("Breakdown", { exact: true }).fill("  ");
    await dialog.getByLabel("Definitions", { exact: true }).fill("  ");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(flashToast(page, NOTE_MESSAGES.updateInvalid)).toBeVisible();
    await expect(dialog.getByLabel("Definitions", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Definitions", { exact: true })).toHaveAccessibleDescription("Definitions is required.");
    // An empty breakdown is no reason to refuse an edit.
    await expect(dialog.getByLabel("Breakdown", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Word", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();

    await openPanel(page);
    await panel(page).getByRole("region", { name: "Recent notes" }).getByRole("button").first().click();
    await expect(panel(page).getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    await field(page, "Word").fill("");
    await panel(page).getByRole("button", { name: "Edit", exact: true }).click();
    await expect(flashToast(page, NOTE_MESSAGES.updateInvalid)).toBeVisible();
    await expect(field(page, "Word")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Word")).toHaveAccessibleDescription("Word is required.");
  });
});

test("the panel on /mynotes beside the table at 1366 px: the table's actions stay uncovered", async ({ page, request, baseURL }) => {
  const userId = await signedIn(page, request, baseURL!);
  await createNotes(page.request, userId, [noteInput("lantern")]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/mynotes");
  await tableHydrated(page);
  await openPanel(page);
  const sheet = await boxOf(panel(page));
  for (const name of ["Edit the note on lantern", "Delete the note on lantern"]) {
    expect(overlaps(sheet, await boxOf(page.getByRole("button", { name }))), name).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
