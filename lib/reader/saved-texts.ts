import "server-only";
import { randomUUID } from "node:crypto";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeGuard, writeUserData, writeUserStatement } from "@/lib/users/user-lock";
import { recordReadingIn, textHeadwords } from "./readings";
import { MAX_SAVED_TEXTS, MAX_TITLE_CHARACTERS, SAVED_TEXT_MESSAGES } from "./schema";

// The texts a learner saved on "Read your own text". Every statement names
// the learner's id beside the text's, so another learner's id reads and
// deletes nothing (answered as not found). Writes hold the learner's lock
// (lib/users/user-lock.ts), so none lands after the account is deleted.

/** A saved text in the list: no text, which may be 20,000 characters. */
export type SavedTextSummary = { id: string; title: string; createdAt: string };
export type SavedText = SavedTextSummary & { text: string };

/** The refusals of /api/v1/reader/texts/*, for refusalResponse (lib/http/refusal.ts, which checks the table's shape; lib/http uses lib/reader, so no import back). */
export const SAVED_TEXT_REFUSALS = {
  notFound: [404, SAVED_TEXT_MESSAGES.notFound],
  full: [409, SAVED_TEXT_MESSAGES.full],
} as const;

const SUMMARY_COLUMNS = ["id", "title", "created_at as createdAt"] as const;

const summary = (row: { id: string; title: string; createdAt: Date }): SavedTextSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The title of `text`: its first line that is not blank, trimmed, cut to MAX_TITLE_CHARACTERS (whole characters, an ellipsis last). */
export function savedTextTitle(text: string): string {
  const line = text
    .trim()
    .split(/\r\n|\r|\n/, 1)[0]!
    .trim();
  // By code points, so an emoji is never cut in half.
  const characters = Array.from(line);
  if (characters.length <= MAX_TITLE_CHARACTERS) return line;
  return `${characters
    .slice(0, MAX_TITLE_CHARACTERS - 1)
    .join("")
    .trimEnd()}…`;
}

/** The learner's saved texts, newest first. */
export async function listSavedTexts(userId: string): Promise<SavedTextSummary[]> {
  checkedUserId(userId, "Saved texts need the id of a signed-in user.");
  const rows = await kysely()
    .selectFrom("reader_texts")
    .select([...SUMMARY_COLUMNS])
    .where("user_id", "=", userId)
    // The id breaks ties between texts saved in the same millisecond.
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_SAVED_TEXTS)
    .execute();
  return rows.map(summary);
}

/** One of the learner's saved texts, with its text. */
export async function openSavedText(userId: string, id: string): Promise<{ ok: true; text: SavedText } | { notFound: true }> {
  checkedUserId(userId, "Saved texts need the id of a signed-in user.");
  const row = await kysely()
    .selectFrom("reader_texts")
    .select([...SUMMARY_COLUMNS, "text"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { ok: true, text: { ...summary(row), text: row.text } } : { notFound: true };
}

/** Saves `text` for the learner; refused when they hold MAX_SAVED_TEXTS already. */
export async function saveText(userId: string, text: string): Promise<{ ok: true; saved: SavedTextSummary } | { full: true }> {
  checkedUserId(userId, "Saved texts need the id of a signed-in user.");
  // Read before the transaction opens, so no connection waits on it.
  const words = textHeadwords(text);
  const row = await writeUserData(
    userId,
    async (tx) => {
      const { n } = await tx
        .selectFrom("reader_texts")
        .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (n >= MAX_SAVED_TEXTS) return null;
      const saved = await tx
        .insertInto("reader_texts")
        .values({ id: randomUUID(), user_id: userId, title: savedTextTitle(text), text })
        .returning([...SUMMARY_COLUMNS])
        .executeTakeFirstOrThrow();
      // A text saved is one the learner reads: its words count as met in reading.
      await recordReadingIn(tx, userId, `text:${saved.id}`, words);
      return saved;
    },
    // The learner's saves one at a time, so two at once cannot both count 49 and pass the cap.
    { locks: [{ key: `reader-texts:${userId}` }] },
  );
  return row ? { ok: true, saved: summary(row) } : { full: true };
}

/** Deletes one of the learner's saved texts. */
export async function deleteSavedText(userId: string, id: string): Promise<{ ok: true } | { notFound: true }> {
  checkedUserId(userId, "Saved texts need the id of a signed-in user.");
  const { numDeletedRows } = await writeUserStatement(userId, (guard) =>
    kysely().deleteFrom("reader_texts").where("id", "=", id).where("user_id", "=", userId).where(writeGuard(guard)).executeTakeFirstOrThrow(),
  );
  return numDeletedRows > 0n ? { ok: true } : { notFound: true };
}
