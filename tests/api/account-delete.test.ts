// api group: database
// "Delete my account": everything with the learner's id (or address) goes,
// in every table of the database, found from its own catalogue so that a
// table added later cannot be forgotten; the address can sign up again.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import type { TestSmtpServer } from "@/scripts/lib/smtp";
import { fillAccount } from "./support/account-fill";
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  learner,
  post,
  sessionCookieSet,
  useAccountModules,
  type AccountModules,
  type Learner,
} from "./support/account-helpers";
import { jsonRequest } from "./support/auth-helpers";

let smtp: TestSmtpServer;
let account: AccountModules;
useAccountModules((server, modules) => {
  smtp = server;
  account = modules;
});

type Column = { table: string; column: string; dataType: string };

/**
 * The PostgreSQL user store's own tables (lib/users/prisma-store.ts removes
 * their rows with the user; accounts and sessions by ON DELETE CASCADE).
 * With the Firestore store they stay empty.
 */
const USER_STORE_TABLES = ["users", "accounts", "sessions", "register_user_data", "verification_tokens"];

/** Every column of every table in the app's schema, from information_schema. */
async function columns(): Promise<Column[]> {
  return db().$queryRaw<Column[]>`
    SELECT table_name AS "table", column_name AS "column", data_type AS "dataType"
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`;
}

/** The tables with a row whose text (any column, as text) contains one of `needles`, with how many. */
async function tablesHolding(needles: string[]): Promise<Record<string, number>> {
  const byTable = new Map<string, Column[]>();
  for (const column of await columns()) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  const found: Record<string, number> = {};
  for (const [table, cols] of byTable) {
    const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const conditions = cols.flatMap(({ column }) => needles.map((_, index) => `position($${index + 1} in ${quoted(column)}::text) > 0`));
    const rows = await db().$queryRawUnsafe<{ count: number }[]>(
      `SELECT count(*)::integer AS count FROM ${quoted(table)} WHERE ${conditions.join(" OR ")}`,
      ...needles,
    );
    if (rows[0]!.count > 0) found[table] = rows[0]!.count;
  }
  return found;
}

/** The learner's account in every state a learner can leave it in: data, tokens, rate-limit rows. */
async function fullAccount(label: string): Promise<Learner> {
  const user = await learner(account, { label });
  await fillAccount(user.id);
  // A pending e-mail change, a reset link and code, a verification token; counters by address and by id.
  expect(
    (await post(account.email, "/api/v1/account/email", { email: `${label}-new-${user.id}@example.com`, password: STRONG_PASSWORD }, user.cookie)).status,
  ).toBe(200);
  const { POST: forgot } = await import("@/app/api/v1/auth/forgot-password/route");
  expect((await forgot(jsonRequest("/api/v1/auth/forgot-password", { email: user.email }))).status).toBe(200);
  await account.store.issueToken({ identifier: user.email, purpose: "verify", ttlMs: 60_000 });
  await consumeRateLimit({ key: `login:account:${user.email}`, limit: 10, windowSeconds: 900 });
  // A login's per-client counter and the client it remembers name the address too.
  await consumeRateLimit({ key: `login-client:198.51.100.7:account:${user.email}`, limit: 10, windowSeconds: 900 });
  const { rememberLoginClient } = await import("@/lib/auth/login-budgets");
  await rememberLoginClient(user.email, "198.51.100.7");
  expect(
    (
      await post(
        account.password,
        "/api/v1/account/password",
        { currentPassword: "Wrong1Password!", password: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD },
        user.cookie,
      )
    ).status,
  ).toBe(400);
  return user;
}

const remove = (user: Learner, body: Record<string, unknown>) => post(account.deleteAccount, "/api/v1/account/delete", body, user.cookie);

describe("POST /api/v1/account/delete", () => {
  it("needs the password and the address typed out; otherwise nothing is removed", async () => {
    const ada = await learner(account);
    await fillAccount(ada.id);
    expect(await remove(ada, { password: "Wrong1Password!", email: ada.email })).toMatchObject({
      status: 400,
      body: { error: "Your current password is not right." },
    });
    expect(await remove(ada, { password: STRONG_PASSWORD, email: "someone.else@example.com" })).toMatchObject({
      status: 400,
      body: { error: "The email you typed is not your account's address." },
    });
    expect(await remove(ada, { password: STRONG_PASSWORD })).toMatchObject({ status: 400, body: { error: "Please type your email address to confirm." } });
    expect((await post(account.deleteAccount, "/api/v1/account/delete", { password: STRONG_PASSWORD, email: ada.email })).status).toBe(401);
    expect(await account.store.getUserById(ada.id)).not.toBeNull();
    expect(await db().note.count({ where: { userId: ada.id } })).toBe(2);
  });

  it("leaves nothing with the learner's id or address in any table, ends every session, says goodbye, and the address can sign up again", async () => {
    const [ada, bob] = [await fullAccount("ada"), await fullAccount("bob")];
    const bobBefore = await tablesHolding([bob.id, bob.email]);

    // The scan sees the learner everywhere the app keeps them before the deletion.
    const before = await tablesHolding([ada.id, ada.email]);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([...account.userData.USER_DATA_TABLES, "users", "register_user_data", "verification_tokens", "rate_limits"]),
    );

    const answer = await remove(ada, { password: STRONG_PASSWORD, email: ` ${ada.email.toUpperCase()} ` });
    expect(answer).toMatchObject({ status: 200, body: { message: "Your account has been deleted." } });
    // This browser's cookie is cleared, and no session of the learner's is valid any more.
    expect(sessionCookieSet(answer.headers)).toBe("");
    expect(await account.getSessionUser(new Request("http://localhost/", { headers: { cookie: ada.cookie } }))).toBeNull();

    expect(await tablesHolding([ada.id, ada.email])).toEqual({});
    expect(await tablesHolding([bob.id, bob.email])).toEqual(bobBefore);

    const goodbye = await smtp.waitForMessage(
      (message) => message.envelope.to.includes(ada.email) && message.mail.subject === "Your Lexi account has been deleted",
    );
    expect(goodbye.mail.text).toContain("Your Lexi account has been deleted");

    const again = await account.register(
      jsonRequest("/api/v1/auth/register", { username: "Ada again", email: ada.email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
    );
    expect(again.status).toBe(201);
    expect((await account.store.getUserByEmail(ada.email))?.id).not.toBe(ada.id);
  });

  it("knows every table that holds user ids: each table with a user_id column is one the deletion empties", async () => {
    const withUserId = [...new Set((await columns()).filter(({ column }) => column === "user_id").map(({ table }) => table))].sort();
    const known = [...account.userData.USER_DATA_TABLES, ...USER_STORE_TABLES];
    expect(withUserId.filter((table) => !known.includes(table as never))).toEqual([]);
  });
});
