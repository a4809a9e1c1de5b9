import "server-only";
import { kysely, transactionLock, type Transaction } from "@/lib/db";
import { NOTES_FULL_MESSAGE, NOTES_PER_ACCOUNT } from "./cap";

// The cap on notes (lib/notes/cap.ts), exact under concurrent saves: every
// writer that adds notes (createnote, the import) takes the learner's notes
// lock in its transaction before it counts, so the next writer waits for
// that one's commit and counts the rows it added. A transaction-scoped
// advisory lock, so it also holds behind a pooler in transaction mode.

/** How many notes the learner may still add; the lock is held until `tx` ends. */
export async function lockNoteRoom(tx: Transaction, userId: string): Promise<number> {
  await transactionLock(tx, `notes-room:${userId}`);
  return Math.max(0, NOTES_PER_ACCOUNT - (await noteCount(tx, userId)));
}

/**
 * Whether the learner holds NOTES_PER_ACCOUNT notes already, without the
 * lock: a hint to refuse work that could add nothing (an import into a full
 * account is refused before its file is parsed); the writers still count
 * under the lock.
 */
export async function isAccountFull(userId: string): Promise<boolean> {
  return (await noteCount(kysely(), userId)) >= NOTES_PER_ACCOUNT;
}

async function noteCount(tx: Transaction, userId: string): Promise<number> {
  const row = await tx
    .selectFrom("notes")
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The account holds NOTES_PER_ACCOUNT notes already: a save answers 409 with this message. */
export class NotesFullError extends Error {
  constructor() {
    super(NOTES_FULL_MESSAGE);
    this.name = "NotesFullError";
  }
}
