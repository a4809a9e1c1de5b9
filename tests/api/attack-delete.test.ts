// api group: database
// Deleting an account while another device of the learner's is busy: grades,
// marks, notes, review settings and an import in flight through the real
// route handlers while the deletion runs. The deletion answers 200 (never a
// deadlock's 500), every request in flight answers as a signed-out or
// finished one, and afterwards no table with a user-id column (found in the
// database's own catalogue, so a table added later is covered) holds a row
// of the learner's.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { STRONG_PASSWORD, learner, post, useAccountModules, type AccountModules, type Answer, type Learner } from "./support/account-helpers";
import { fillAccount } from "./support/account-fill";

type Handler = (request: Request) => Promise<Response>;

let account: AccountModules;
useAccountModules((_smtp, modules) => {
  account = modules;
});

/** The writers' handlers, loaded in the account modules' module graph (useAccountModules resets it). */
let routes: Record<string, Handler>;
beforeAll(async () => {
  const modules = await Promise.all([
    import("@/app/api/v1/review/grade/route"),
    import("@/app/api/v1/review/add/route"),
    import("@/app/api/v1/review/remove/route"),
    import("@/app/api/v1/review/start/route"),
    import("@/app/api/v1/review/settings/route"),
    import("@/app/api/v1/review/undo/route"),
    import("@/app/api/v1/favourite/add/route"),
    import("@/app/api/v1/favourite/remove/route"),
    import("@/app/api/v1/remember/add/route"),
    import("@/app/api/v1/unremember/add/route"),
    import("@/app/api/v1/seen/add/route"),
    import("@/app/api/v1/notes/createnote/route"),
  ]);
  const paths = ["review/grade", "review/add", "review/remove", "review/start", "review/settings", "review/undo"];
  paths.push("favourite/add", "favourite/remove", "remember/add", "unremember/add", "seen/add", "notes/createnote");
  routes = Object.fromEntries(paths.map((path, i) => [path, modules[i]!.POST]));
});

/** The deck cards the in-flight grades hit. */
const DECK = Array.from({ length: 20 }, (_, i) => 100 + i);

/** One write of the learner's other device, the `n`th of its burst. */
function write(user: Learner, n: number): Promise<Answer> {
  const word = DECK[n % DECK.length]!;
  const fresh = 300 + n;
  const send = (path: string, body: unknown) => post(routes[path]!, `/api/v1/${path}`, body, user.cookie);
  switch (n % 12) {
    case 0:
    case 1:
    case 2:
      return send("review/grade", { wordIndex: word, rating: 1 + (n % 4), reviewId: randomUUID(), durationMs: 900 });
    case 3:
      return send("remember/add", { itemId: String(fresh), type: "words" });
    case 4:
      return send("unremember/add", { itemId: String(fresh), type: "words" });
    case 5:
      return send("favourite/add", { itemId: String(fresh), type: "words", name: "Flashcards-Seen" });
    case 6:
      return send("seen/add", { itemId: String(fresh), type: "words", name: "Flashcards" });
    case 7:
      return send("notes/createnote", { word: `word${n}`, type: "noun", definitions: "a meaning", example: "an example", breakdown: "a-b" });
    case 8:
      return send("review/settings", { newPerDay: 10 + (n % 20) });
    case 9:
      return n % 2 ? send("review/start", {}) : send("review/undo", {});
    case 10:
      return send("review/add", { wordIndex: fresh });
    default:
      return n % 2 ? send("review/remove", { wordIndex: word }) : send("favourite/remove", { itemId: String(word), type: "words" });
  }
}

/** Every (table, column) of the app's schema that holds a user's id: `user_id` columns, and `users.id`. */
async function userIdColumns(): Promise<{ table: string; column: string }[]> {
  return db().$queryRaw<{ table: string; column: string }[]>`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema()
      AND (c.column_name IN ('user_id', 'userId') OR (c.table_name = 'users' AND c.column_name = 'id'))
    ORDER BY 1, 2`;
}

/** How many rows of each table name `userId`; tables with none left out. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const found: Record<string, number> = {};
  for (const { table, column } of await userIdColumns()) {
    const rows = await db().$queryRawUnsafe<{ count: number }[]>(
      `SELECT count(*)::integer AS count FROM ${quoted(table)} WHERE ${quoted(column)}::text = $1`,
      userId,
    );
    if (rows[0]!.count > 0) found[`${table}.${column}`] = rows[0]!.count;
  }
  return found;
}

/** 2xx, signed out (401: the session ended, or the user was gone when the write got its turn), or not there (404). */
const SETTLED = (status: number) => (status >= 200 && status < 300) || status === 401 || status === 404 || status === 409;

const ROUNDS = 5;
/** Requests the other device has in flight at once, and how many it sends before the deletion starts. */
const LANES = 12;
const HEAD_START = 24;

/**
 * The other device at work: LANES requests in flight at a time, each lane
 * sending its next as the last is answered, until it is told it is signed
 * out (as the app's client stops) or the deletion has answered.
 */
async function busyDevice(user: Learner, deletion: Promise<unknown>): Promise<Answer[]> {
  let deleted = false;
  void deletion.finally(() => (deleted = true));
  let sent = 0;
  const lane = async () => {
    const answers: Answer[] = [];
    do answers.push(await write(user, sent++));
    while (!deleted && answers.at(-1)!.status !== 401);
    return answers;
  };
  return (await Promise.all(Array.from({ length: LANES }, lane))).flat();
}

describe("deleting an account while another device writes", () => {
  it("the user-id columns the check below covers include every table the deletion empties", async () => {
    const tables = new Set((await userIdColumns()).map(({ table }) => table));
    for (const table of account.userData.USER_DATA_TABLES) expect(tables).toContain(table);
    expect(tables).toContain("users");
  });

  it(`answers 200, never a 500, and leaves no row of the learner's, whatever is in flight (${ROUNDS} rounds)`, async () => {
    const { addToDeck } = await import("@/lib/review/deck");
    for (let round = 0; round < ROUNDS; round += 1) {
      const ada = await learner(account, { label: `busy${round}` });
      await fillAccount(ada.id);
      for (const word of DECK) await addToDeck(ada.id, word);
      expect(Object.keys(await rowsOf(ada.id)).length).toBeGreaterThan(5);

      // A burst of writes, the deletion while they are under way, and the device writing on until it is answered.
      const burst = Array.from({ length: HEAD_START }, (_, n) => write(ada, 1_000 + n));
      const deletion = post(account.deleteAccount, "/api/v1/account/delete", { password: STRONG_PASSWORD, email: ada.email }, ada.cookie);
      const [deleted, device, ...early] = await Promise.all([deletion, busyDevice(ada, deletion), ...burst]);
      const answers = [...early, ...device];

      expect({ round, status: deleted.status, body: deleted.body }).toEqual({ round, status: 200, body: { message: "Your account has been deleted." } });
      const unsettled = answers.filter((answer) => !SETTLED(answer.status)).map((answer) => ({ status: answer.status, body: answer.body }));
      expect(unsettled).toEqual([]);
      expect({ round, left: await rowsOf(ada.id) }).toEqual({ round, left: {} });
    }
  }, 60_000);
});
