// What the favourites and notes specs share: the table's parts, waiting for
// it to be interactive, and data made through the real API.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { waitForHydration } from "./hydration";

export function table(page: Page): Locator {
  return page.getByRole("main").getByRole("table");
}

export function bodyRows(page: Page): Locator {
  return table(page).locator("tbody tr");
}

/** The "No." cell of every row shown. */
export async function rowNumbers(page: Page): Promise<number[]> {
  return (await bodyRows(page).locator("td:first-child").allTextContents()).map(Number);
}

/** The first text column (word or title) of every row shown. */
export function rowTexts(page: Page): Promise<string[]> {
  return bodyRows(page).locator("td:nth-child(2)").allTextContents();
}

export function searchBox(page: Page): Locator {
  return page.getByRole("main").getByRole("searchbox");
}

export function pager(page: Page): Locator {
  return page.getByRole("main").getByRole("navigation");
}

/** Types a page into the jump input and presses Go. */
export async function jumpTo(page: Page, value: string) {
  await pager(page).getByLabel("Go to page").fill(value);
  await pager(page).getByRole("button", { name: "Go", exact: true }).click();
}

/** Waits until React has hydrated the table's search box, so typing and clicks reach its handlers. */
export async function tableHydrated(page: Page) {
  await waitForHydration(page, 'main input[type="search"]');
}

/** Favourites the words at `indexes` (in that order) through POST /api/v1/favourite/add. */
export async function addFavourites(request: APIRequestContext, userId: string, indexes: number[], name: string) {
  for (const index of indexes) {
    const response = await request.post("/api/v1/favourite/add", { data: { itemId: String(index), type: "words", userId, name } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

export interface ApiFavourite {
  itemId: string;
  type: string;
  name: string | null;
  val: unknown;
}

/** The user's favourites through GET /api/v1/favourite/fetchItems, oldest first. */
export async function fetchFavourites(request: APIRequestContext, userId: string): Promise<ApiFavourite[]> {
  const response = await request.get(`/api/v1/favourite/fetchItems?${new URLSearchParams({ userId })}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiFavourite[] }).data;
}

export interface ApiNote {
  id: string;
  word: string;
  type: string;
  definitions: string;
  example: string;
  breakdown: string;
}

export type NoteInput = Omit<ApiNote, "id">;

export function noteInput(word: string, overrides: Partial<NoteInput> = {}): NoteInput {
  return { word, type: "noun", definitions: `the meaning of ${word}`, example: `An example with ${word}.`, breakdown: `${word}: a breakdown`, ...overrides };
}

/** Creates notes (in that order, so the last is the newest) through POST /api/v1/notes/createnote. */
export async function createNotes(request: APIRequestContext, userId: string, notes: NoteInput[]): Promise<ApiNote[]> {
  const created: ApiNote[] = [];
  for (const note of notes) {
    const response = await request.post("/api/v1/notes/createnote", { data: { ...note, userId } });
    expect(response.status(), await response.text()).toBe(201);
    created.push(((await response.json()) as { data: ApiNote }).data);
  }
  return created;
}

/** The user's notes through POST /api/v1/notes/getallnotes, newest first. */
export async function fetchNotes(request: APIRequestContext, userId: string): Promise<ApiNote[]> {
  const response = await request.post("/api/v1/notes/getallnotes", { data: { userId } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiNote[] }).data;
}
