// The notes table (spec: "Favourites table and notes table", sections 5, 8
// and 9): paging, search on word or definitions, edit and delete, messages.
// Notes are made through the real API.
import type { Page } from "@playwright/test";
import { flashToast, signedIn } from "./support/flashcards";
import { expect, test } from "./support/fixtures";
import { bodyRows, createNotes, fetchNotes, jumpTo, noteInput, pager, rowNumbers, rowTexts, searchBox, table, tableHydrated } from "./support/tables";

async function openNotes(page: Page) {
  await page.goto("/mynotes");
  await tableHydrated(page);
}

function dialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

test.describe("notes table", () => {
  test("'No Data Found' with no notes and no search", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await openNotes(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("My Notes");
    await expect(page.getByRole("main").getByText("No Data Found", { exact: true })).toBeVisible();
    await searchBox(page).fill("zebra");
    await expect(page.getByRole("main").getByText("No Data Found", { exact: true })).toHaveCount(0);
  });

  test("13 notes, newest first: 6 a page numbered across pages, page jump from 1 to 3; first page in the server's HTML", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    const words = Array.from({ length: 13 }, (_, i) => `pagenote${String(i + 1).padStart(2, "0")}`);
    await createNotes(
      page.request,
      userId,
      words.map((word) => noteInput(word)),
    );
    const newestFirst = [...words].reverse();

    const html = await (await page.request.get("/mynotes")).text();
    for (const word of newestFirst.slice(0, 6)) expect(html).toContain(`>${word}</td>`);
    expect(html).not.toContain(`>${newestFirst[6]}</td>`);

    await openNotes(page);
    await expect(table(page)).toHaveAccessibleName("My notes");
    expect(await rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await rowTexts(page)).toEqual(newestFirst.slice(0, 6));
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    await jumpTo(page, "3");
    await expect.poll(() => rowNumbers(page)).toEqual([13]);
    expect(await rowTexts(page)).toEqual(newestFirst.slice(12));
    for (const refused of ["0", "4"]) {
      await jumpTo(page, refused);
      await expect(pager(page).getByRole("alert")).toHaveText("Enter a page from 1 to 3.");
      expect(await rowNumbers(page)).toEqual([13]);
    }
    await jumpTo(page, "1");
    await expect.poll(() => rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("2,000 notes: the HTML holds the page asked for and stays small; paging and search are in the URL and kept by a reload", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedIn(page, request, baseURL!);
    const csv = Array.from({ length: 2000 }, (_, i) => `w${i + 1},meaning number ${i + 1}`).join("\n");
    const imported = await page.request.post("/api/v1/account/import", { data: { csv, userId } });
    expect(imported.status(), await imported.text()).toBe(200);
    expect((await imported.json()).added).toBe(2000);

    const first = await page.request.get("/mynotes");
    const html = await first.text();
    expect([...html.matchAll(/data-label="No\."[^>]*>(\d+)</g)].map((cell) => Number(cell[1]))).toEqual([1, 2, 3, 4, 5, 6]);
    // Every note in the page (its HTML and its RSC payload) was about 500 KB.
    expect(Buffer.byteLength(html)).toBeLessThan(120_000);
    const later = await (await page.request.get("/mynotes?page=334")).text();
    expect([...later.matchAll(/data-label="No\."[^>]*>(\d+)</g)].map((cell) => Number(cell[1]))).toEqual([1999, 2000]);

    await openNotes(page);
    expect(await rowNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    await expect(page).toHaveURL("/mynotes?page=2");
    await jumpTo(page, "334");
    await expect.poll(() => rowNumbers(page)).toEqual([1999, 2000]);
    await expect(pager(page)).toContainText("1999–2000 of 2000 · Page 334 of 334");
    await jumpTo(page, "335");
    await expect(pager(page).getByRole("alert")).toHaveText("Enter a page from 1 to 334.");

    await searchBox(page).fill("W1234");
    await expect.poll(() => rowTexts(page)).toEqual(["w1234"]);
    await expect(page).toHaveURL("/mynotes?q=W1234");
    await searchBox(page).fill("number 19");
    // "meaning number 19", "… 190" to "… 199" and "… 1900" to "… 1999": 111 notes.
    await expect(pager(page)).toContainText("1–6 of 111 · Page 1 of 19");
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL("/mynotes?page=2&q=number+19");
    await page.reload();
    await tableHydrated(page);
    await expect(searchBox(page)).toHaveValue("number 19");
    expect(await rowNumbers(page)).toEqual([7, 8, 9, 10, 11, 12]);
    await expect(pager(page)).toContainText("7–12 of 111 · Page 2 of 19");
  });

  test("search matches the word or the definitions, case-insensitively", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [
      noteInput("Apple", { definitions: "a round fruit" }),
      noteInput("pineapple", { definitions: "a tropical fruit" }),
      noteInput("carrot", { definitions: "an orange root, not an APPLE" }),
      noteInput("stone", { definitions: "a hard thing", example: "apple in the example does not count" }),
    ]);
    await openNotes(page);
    await searchBox(page).fill("aPPle");
    await expect.poll(() => rowTexts(page)).toEqual(["carrot", "pineapple", "Apple"]);
    expect(await rowNumbers(page)).toEqual([1, 2, 3]);
    await searchBox(page).fill("TROPICAL");
    await expect.poll(() => rowTexts(page)).toEqual(["pineapple"]);
    await searchBox(page).fill("");
    await expect.poll(() => rowTexts(page)).toEqual(["stone", "carrot", "pineapple", "Apple"]);
  });

  test("edit: an empty word or meaning is refused with 'Please fill in the word and its meaning!'; a save toasts 'Notes Update Successfully'", async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = await signedIn(page, request, baseURL!);
    const [note] = await createNotes(page.request, userId, [noteInput("lantern")]);
    await openNotes(page);
    await page.getByRole("button", { name: "Edit the note on lantern" }).click();
    const form = dialog(page, "Edit note");
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Word")).toHaveValue("lantern");
    await expect(form.getByLabel("Breakdown")).toHaveValue("lantern: a breakdown");

    let updates = 0;
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/v1/notes/updatenote")) updates += 1;
    });
    for (const field of ["Word", "Definitions"]) {
      const input = form.getByLabel(field, { exact: true });
      const before = await input.inputValue();
      await input.fill("   ");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(flashToast(page, "Please fill in the word and its meaning!")).toBeVisible();
      await input.fill(before);
    }
    expect(updates).toBe(0);
    await expect(form).toBeVisible();

    // The other fields may be left empty: a note imported with a word and a meaning only stays editable.
    await form.getByLabel("Definitions").fill("a portable lamp");
    await form.getByLabel("Type").fill("noun (object)");
    await form.getByLabel("Example", { exact: true }).fill("");
    await form.getByLabel("Breakdown", { exact: true }).fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(flashToast(page, "Notes Update Successfully")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(bodyRows(page).first()).toContainText("a portable lamp");
    await expect(bodyRows(page).first()).toContainText("noun (object)");
    expect(await fetchNotes(page.request, userId)).toEqual([
      expect.objectContaining({ id: note!.id, word: "lantern", type: "noun (object)", definitions: "a portable lamp", example: "", breakdown: "" }),
    ]);

    // Escape closes the form without saving.
    await page.getByRole("button", { name: "Edit the note on lantern" }).click();
    await form.getByLabel("Definitions").fill("changed, then abandoned");
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    expect((await fetchNotes(page.request, userId))[0]?.definitions).toBe("a portable lamp");
  });

  test("a failed update toasts 'Failed to update note!' and keeps the form open", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [noteInput("harbour")]);
    await openNotes(page);
    await page.route("**/api/v1/notes/updatenote", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await page.getByRole("button", { name: "Edit the note on harbour" }).click();
    await dialog(page, "Edit note").getByLabel("Definitions").fill("a sheltered port");
    await dialog(page, "Edit note").getByRole("button", { name: "Save" }).click();
    await expect(flashToast(page, "Failed to update note!")).toBeVisible();
    await expect(dialog(page, "Edit note")).toBeVisible();
    expect((await fetchNotes(page.request, userId))[0]?.definitions).toBe("the meaning of harbour");
  });

  test("delete asks first, then removes the note from the table and the server", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [noteInput("anchor"), noteInput("buoy")]);
    await openNotes(page);
    await page.getByRole("button", { name: "Delete the note on buoy" }).click();
    await dialog(page, "Delete note").getByRole("button", { name: "Cancel" }).click();
    await expect(dialog(page, "Delete note")).toBeHidden();
    expect(await rowTexts(page)).toEqual(["buoy", "anchor"]);

    await page.getByRole("button", { name: "Delete the note on buoy" }).click();
    await dialog(page, "Delete note").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => rowTexts(page)).toEqual(["anchor"]);
    expect((await fetchNotes(page.request, userId)).map((note) => note.word)).toEqual(["anchor"]);

    await page.getByRole("button", { name: "Delete the note on anchor" }).click();
    await dialog(page, "Delete note").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("main").getByText("No Data Found", { exact: true })).toBeVisible();
  });

  test("Cancel, then Delete again at once: the confirmation stays open", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [noteInput("anchor")]);
    await openNotes(page);
    await page.getByRole("button", { name: "Delete the note on anchor" }).click();
    await expect(dialog(page, "Delete note")).toBeVisible();
    // Delete right after Cancel closed the dialog, before the close event that Cancel queued has run.
    const openAfterTheCloseEvent = await page.evaluate(async () => {
      const button = (name: string) =>
        [...document.querySelectorAll("button")].find((element) => element.textContent === name || element.getAttribute("aria-label") === name)!;
      const confirm = [...document.querySelectorAll("dialog")].find((element) => element.open)!;
      const closed = new Promise((resolve) => confirm.addEventListener("close", resolve, { once: true }));
      button("Cancel").click();
      // React renders the click in a microtask and closes the dialog; the close event waits for a task.
      for (let turns = 0; turns < 10 && confirm.open; turns += 1) await Promise.resolve();
      button("Delete the note on anchor").click();
      await closed;
      // Let React render whatever the close event asked for.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return confirm.open;
    });
    expect(openAfterTheCloseEvent).toBe(true);
    await expect(dialog(page, "Delete note").getByText("Delete your note on “anchor”?")).toBeVisible();
  });

  test("a failed delete toasts 'Failed to remove note!' and keeps the note", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [noteInput("compass")]);
    await openNotes(page);
    await page.route("**/api/v1/notes/deletenote", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Delete the note on compass" }).click();
    await dialog(page, "Delete note").getByRole("button", { name: "Delete" }).click();
    await expect(flashToast(page, "Failed to remove note!")).toBeVisible();
    expect(await rowTexts(page)).toEqual(["compass"]);
    expect(await fetchNotes(page.request, userId)).toHaveLength(1);
  });

  test("a failed list fetch toasts 'There is some server error!'", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await createNotes(page.request, userId, [noteInput("rudder"), noteInput("keel")]);
    await openNotes(page);
    await page.route("**/api/v1/notes/getallnotes", (route) => route.fulfill({ status: 500, json: { error: "There is some server error!" } }));
    await page.getByRole("button", { name: "Delete the note on keel" }).click();
    await dialog(page, "Delete note").getByRole("button", { name: "Delete" }).click();
    await expect(flashToast(page, "There is some server error!")).toBeVisible();
    // The delete itself went through.
    await expect.poll(() => rowTexts(page)).toEqual(["rudder"]);
    await expect(page).toHaveURL("/mynotes");
  });

  test("a note made elsewhere on the page (the notes widget's event) appears without a reload", async ({ page, request, baseURL }) => {
    const userId = await signedIn(page, request, baseURL!);
    await openNotes(page);
    await expect(page.getByRole("main").getByText("No Data Found", { exact: true })).toBeVisible();
    await createNotes(page.request, userId, [noteInput("mast")]);
    await page.evaluate(() => window.dispatchEvent(new Event("lexi:notes-changed")));
    await expect.poll(() => rowTexts(page)).toEqual(["mast"]);
  });
});
