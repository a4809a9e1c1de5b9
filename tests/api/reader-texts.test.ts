// api group: app
// A learner's saved texts on "Read your own text" (lib/reader/saved-texts.ts):
// save, list, open, delete, the cap, and nobody else's.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as list from "@/app/api/v1/reader/texts/route";
import * as remove from "@/app/api/v1/reader/texts/delete/route";
import * as open from "@/app/api/v1/reader/texts/open/route";
import * as save from "@/app/api/v1/reader/texts/save/route";
import { db } from "@/lib/db";
import type { SavedText, SavedTextSummary } from "@/lib/reader/saved-texts";
import { MAX_SAVED_TEXTS, MAX_TEXT_CHARACTERS, READER_MESSAGES, SAVED_TEXT_MESSAGES } from "@/lib/reader/schema";
import { getRequest, postRequest, signedInUser, type SignedInUser } from "@/tests/support/session";

const saveText = (user: SignedInUser | null, text: unknown) => save.POST(postRequest("/api/v1/reader/texts/save", { text }, { user }));
const listTexts = (user: SignedInUser | null) => list.GET(getRequest("/api/v1/reader/texts", {}, { user }));
const openText = (user: SignedInUser | null, id: string) => open.GET(getRequest("/api/v1/reader/texts/open", { id }, { user }));
const deleteText = (user: SignedInUser | null, id: string) => remove.POST(postRequest("/api/v1/reader/texts/delete", { id }, { user }));

async function json<T>(response: Response, status: number): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const saved = async (user: SignedInUser, text: string) => (await json<{ saved: SavedTextSummary }>(await saveText(user, text), 201)).saved;
const titles = async (user: SignedInUser) => (await json<{ texts: SavedTextSummary[] }>(await listTexts(user), 200)).texts.map((text) => text.title);

describe("/api/v1/reader/texts", () => {
  it("saves a text titled by its first line, lists it newest first, opens it whole and deletes it", async () => {
    const user = await signedInUser("saver");
    const first = await saved(user, "\n  The Old Harbour  \nThe fisherman walked to the harbour at dawn.");
    expect(first).toEqual({ id: expect.any(String), title: "The Old Harbour", createdAt: expect.any(String) });
    const second = await saved(user, `${"word ".repeat(30)}\nand more`);
    // Cut to 80 characters, the cut said with an ellipsis.
    expect(second.title).toHaveLength(80);
    expect(second.title).toMatch(/^word word .*…$/);

    const { texts } = await json<{ texts: SavedTextSummary[] }>(await listTexts(user), 200);
    expect(texts).toEqual([second, first]);
    expect(Date.parse(texts[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(texts[1]!.createdAt));

    const opened = await json<{ text: SavedText }>(await openText(user, first.id), 200);
    expect(opened.text).toEqual({ ...first, text: "\n  The Old Harbour  \nThe fisherman walked to the harbour at dawn." });

    expect(await json(await deleteText(user, first.id), 200)).toEqual({ deleted: true });
    expect(await titles(user)).toEqual([second.title]);
    expect(await json(await openText(user, first.id), 404)).toEqual({ error: SAVED_TEXT_MESSAGES.notFound });
    expect(await json(await deleteText(user, first.id), 404)).toEqual({ error: SAVED_TEXT_MESSAGES.notFound });
  });

  it(`keeps at most ${MAX_SAVED_TEXTS} texts: the next save is 409 with a message, and one deleted makes room`, async () => {
    const user = await signedInUser("hoarder");
    await db().readerText.createMany({
      data: Array.from({ length: MAX_SAVED_TEXTS - 1 }, (_, i) => ({ userId: user.id, title: `Text ${i}`, text: `Text ${i}` })),
    });
    const last = await saved(user, "The fiftieth text");
    expect(await json(await saveText(user, "One too many"), 409)).toEqual({ error: SAVED_TEXT_MESSAGES.full });
    expect(await db().readerText.count({ where: { userId: user.id } })).toBe(MAX_SAVED_TEXTS);
    expect((await titles(user))[0]).toBe("The fiftieth text");

    await json(await deleteText(user, last.id), 200);
    expect((await saved(user, "Room again")).title).toBe("Room again");
  });

  it("refuses a text the reader would refuse: too long or empty 400, and a malformed id 400", async () => {
    const user = await signedInUser("refused");
    expect(await json(await saveText(user, "a".repeat(MAX_TEXT_CHARACTERS + 1)), 400)).toMatchObject({ error: READER_MESSAGES.textTooLong });
    expect(await json(await saveText(user, " \n "), 400)).toMatchObject({ error: READER_MESSAGES.textRequired });
    expect(await json(await saveText(user, 42), 400)).toMatchObject({ error: READER_MESSAGES.textRequired });
    expect(await json(await openText(user, "not-an-id"), 400)).toMatchObject({ error: SAVED_TEXT_MESSAGES.badId });
    expect(await json(await deleteText(user, "1 OR 1=1"), 400)).toMatchObject({ error: SAVED_TEXT_MESSAGES.badId });
    // The longest text is kept whole.
    const longest = await saved(user, "b".repeat(MAX_TEXT_CHARACTERS));
    expect((await json<{ text: SavedText }>(await openText(user, longest.id), 200)).text.text).toHaveLength(MAX_TEXT_CHARACTERS);
    expect(await titles(user)).toEqual(["b".repeat(79) + "…"]);
  });

  it("another learner's text is not there for them: 404 on open and delete, missing from their list, and left whole", async () => {
    const [owner, other] = [await signedInUser("owner"), await signedInUser("other")];
    const text = await saved(owner, "Mine alone\nA private text.");
    expect(await titles(other)).toEqual([]);
    expect(await json(await openText(other, text.id), 404)).toEqual({ error: SAVED_TEXT_MESSAGES.notFound });
    expect(await json(await deleteText(other, text.id), 404)).toEqual({ error: SAVED_TEXT_MESSAGES.notFound });
    // Claiming the owner's id is refused before anything is read.
    const claimed = await open.GET(getRequest("/api/v1/reader/texts/open", { id: text.id, userId: owner.id }, { user: other }));
    expect(claimed.status).toBe(403);
    expect(await titles(owner)).toEqual(["Mine alone"]);
  });

  it("a visitor gets 401 on every call", async () => {
    const id = randomUUID();
    for (const response of [await saveText(null, "A text"), await listTexts(null), await openText(null, id), await deleteText(null, id)]) {
      expect(response.status).toBe(401);
    }
  });
});
