// The behaviour every user store must have, run against PostgreSQL
// (user-store-postgres.test.ts) and Firestore (user-store-firestore.test.ts).
// Each case uses addresses of its own, so cases never depend on one another.
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, type Transaction } from "@/lib/db";
import { sql } from "kysely";
import { EmailInUseError, UserNotFoundError } from "@/lib/users/errors";
import { hashPassword, verifyPassword } from "@/lib/users/password";
import type { RegistrationData, UserStore } from "@/lib/users/types";

export interface StoredTokenRecord {
  identifier: string;
  token: string;
  expires: Date;
  /** The whole record as stored, to check that the raw token appears nowhere. */
  raw: unknown;
}

export interface UserStoreHarness {
  store: UserStore;
  /** Every verification-token record, read from the storage itself (table or collection). */
  storedTokens(): Promise<StoredTokenRecord[]>;
  /** The registration record as stored (`{ user_Data: … }`), or null. */
  rawRegistration(userId: string): Promise<Record<string, unknown> | null>;
  /** Called before each case (e.g. to empty an emulator). */
  reset?(): Promise<void>;
  close?(): Promise<void>;
}

const PUBLIC_USER_KEYS = ["email", "emailVerified", "id", "name"];
const HOUR = 60 * 60 * 1000;

export function describeUserStoreContract(name: string, makeHarness: () => Promise<UserStoreHarness>) {
  describe(`UserStore contract: ${name}`, () => {
    let harness: UserStoreHarness;
    let store: UserStore;
    // Cheap stand-ins where a real argon2 hash is not the point of the case.
    const fakeHash = (label: string) => `$test$${label}$${randomUUID()}`;
    const uniqueEmail = (label = "user") => `${label}-${randomUUID()}@Example.COM`;

    beforeAll(async () => {
      harness = await makeHarness();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.close?.();
    });
    beforeEach(async () => {
      await harness.reset?.();
    });

    describe("users", () => {
      it("creates a user and finds it by id and by e-mail in any case", async () => {
        const email = uniqueEmail("Ann");
        const created = await store.createUser({ name: "Ann", email: `  ${email} `, passwordHash: fakeHash("ann") });

        expect(created).toEqual({ id: expect.any(String), name: "Ann", email: email.toLowerCase(), emailVerified: null });
        expect(await store.getUserById(created.id)).toEqual(created);
        expect(await store.getUserByEmail(email.toUpperCase())).toEqual(created);
        expect(await store.getUserByEmail(` ${email.toLowerCase()}`)).toEqual(created);
      });

      it("returns null for unknown users", async () => {
        expect(await store.getUserById("no-such-user")).toBeNull();
        expect(await store.getUserByEmail(uniqueEmail("nobody"))).toBeNull();
        expect(await store.getUserByEmail("  ")).toBeNull();
        expect(await store.getCredentials(uniqueEmail("nobody"))).toBeNull();
        expect(await store.getSessionState("no-such-user")).toBeNull();
        // A slash would be a different document path in Firestore.
        expect(await store.getUserById("users/no-such-user")).toBeNull();
        expect(await store.getRegistration("users/no-such-user")).toBeNull();
      });

      it("refuses a second account for the same e-mail, whatever its case", async () => {
        const email = uniqueEmail("dup");
        const first = await store.createUser({ name: "First", email, passwordHash: fakeHash("1") });

        const second = store.createUser({ name: "Second", email: email.toUpperCase(), passwordHash: fakeHash("2") });
        await expect(second).rejects.toBeInstanceOf(EmailInUseError);
        await expect(second).rejects.toThrow("This email is already in use!");
        expect(await store.getUserByEmail(email)).toEqual(first);
      });

      it("lets exactly one of several concurrent sign-ups with one e-mail succeed", async () => {
        const email = uniqueEmail("race");
        const attempts = await Promise.allSettled(
          ["a", "b", "c", "d", "e"].map((label, i) =>
            store.createUser({ name: label, email: i % 2 ? email.toUpperCase() : email, passwordHash: fakeHash(label) }),
          ),
        );

        const created = attempts.filter((attempt) => attempt.status === "fulfilled");
        const refused = attempts.filter((attempt) => attempt.status === "rejected");
        expect(created).toHaveLength(1);
        expect(refused).toHaveLength(4);
        for (const attempt of refused) expect(attempt.reason).toBeInstanceOf(EmailInUseError);
        expect(await store.getUserByEmail(email)).toEqual(created[0]!.value);
      });

      it("marks the e-mail verified once and keeps the first date", async () => {
        const user = await store.createUser({ name: "Vera", email: uniqueEmail("vera"), passwordHash: fakeHash("v") });
        const at = new Date("2030-01-02T03:04:05.678Z");

        const verified = await store.markEmailVerified(user.id, at);
        expect(verified).toEqual({ ...user, emailVerified: at });
        expect(await store.getUserById(user.id)).toEqual(verified);

        const again = await store.markEmailVerified(user.id, new Date("2031-01-01T00:00:00Z"));
        expect(again.emailVerified).toEqual(at);
        await expect(store.markEmailVerified("no-such-user")).rejects.toBeInstanceOf(UserNotFoundError);
        expect(await store.getUserById("no-such-user")).toBeNull();
      });

      it("replaces the password hash and bumps the session version each time", async () => {
        const email = uniqueEmail("pat");
        const firstHash = fakeHash("first");
        const user = await store.createUser({ name: "Pat", email, passwordHash: firstHash });
        expect(await store.getCredentials(email)).toEqual({ user, passwordHash: firstHash, sessionVersion: 0 });
        expect((await store.getSessionState(user.id))?.version).toBe(0);

        const secondHash = fakeHash("second");
        expect(await store.setPasswordHash(user.id, secondHash)).toEqual({ sessionVersion: 1 });
        expect(await store.getCredentials(email.toUpperCase())).toEqual({ user, passwordHash: secondHash, sessionVersion: 1 });

        expect(await store.setPasswordHash(user.id, fakeHash("third"))).toEqual({ sessionVersion: 2 });
        expect((await store.getSessionState(user.id))?.version).toBe(2);
        await expect(store.setPasswordHash("no-such-user", fakeHash("x"))).rejects.toBeInstanceOf(UserNotFoundError);
        expect(await store.getUserById("no-such-user")).toBeNull();
      });

      it("revokes sessions one by one until their cookies expire, each sign-out kept when they come at once", async () => {
        const user = await store.createUser({ name: "Rae", email: uniqueEmail("rae"), passwordHash: fakeHash("r") });
        expect(await store.getSessionState(user.id)).toEqual({ version: 0, revoked: new Set() });
        const [laptop, phone, tablet] = [randomUUID(), randomUUID(), randomUUID()];
        const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000);
        await Promise.all([laptop, phone].map((id) => store.revokeSession(user.id, id, inAMonth)));
        expect(await store.getSessionState(user.id)).toEqual({ version: 0, revoked: new Set([laptop, phone]) });
        // An entry whose cookie has expired is no longer listed, and goes at the next sign-out.
        await store.revokeSession(user.id, tablet, new Date(Date.now() + 1_500));
        expect((await store.getSessionState(user.id))?.revoked.has(tablet)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1_600));
        expect(await store.getSessionState(user.id)).toEqual({ version: 0, revoked: new Set([laptop, phone]) });
        // Revoking for a user who is gone is no error and creates nothing.
        await store.revokeSession("no-such-user", laptop, inAMonth);
        expect(await store.getUserById("no-such-user")).toBeNull();
      });

      it("ends every session past the cap of revoked sessions, and on endAllSessions", async () => {
        const { MAX_REVOKED_SESSIONS } = await import("@/lib/users/types");
        const user = await store.createUser({ name: "Cap", email: uniqueEmail("cap"), passwordHash: fakeHash("c") });
        const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000);
        for (let i = 0; i < MAX_REVOKED_SESSIONS; i++) await store.revokeSession(user.id, `session-${i}`, inAMonth);
        expect((await store.getSessionState(user.id))?.revoked.size).toBe(MAX_REVOKED_SESSIONS);
        await store.revokeSession(user.id, "one-too-many", inAMonth);
        expect(await store.getSessionState(user.id)).toEqual({ version: 1, revoked: new Set() });

        await store.revokeSession(user.id, "after", inAMonth);
        expect(await store.endAllSessions(user.id)).toEqual({ sessionVersion: 2 });
        expect(await store.getSessionState(user.id)).toEqual({ version: 2, revoked: new Set() });
        await expect(store.endAllSessions("no-such-user")).rejects.toBeInstanceOf(UserNotFoundError);
      });

      it("never puts the password hash or session version in the public user", async () => {
        const email = uniqueEmail("secret");
        const passwordHash = fakeHash("secret");
        const created = await store.createUser({ name: "Sam", email, passwordHash });
        await store.setPasswordHash(created.id, passwordHash);
        const shapes = [
          created,
          await store.getUserById(created.id),
          await store.getUserByEmail(email),
          await store.markEmailVerified(created.id),
          (await store.getCredentials(email))!.user,
        ];
        for (const shape of shapes) {
          expect(Object.keys(shape!).sort()).toEqual(PUBLIC_USER_KEYS);
          expect(JSON.stringify(shape)).not.toContain(passwordHash);
        }
      });
    });

    describe("'Register User Data' record", () => {
      const registration = (userId: string, userName: string, createdAt: string, email: string): RegistrationData => ({
        userId,
        userName,
        createdAt,
        email,
      });

      it("creates the record when missing, then updates user_Data with the new object", async () => {
        const user = await store.createUser({ name: "Reg", email: uniqueEmail("reg"), passwordHash: fakeHash("r") });
        expect(await store.getRegistration(user.id)).toBeNull();
        expect(await harness.rawRegistration(user.id)).toBeNull();

        const first = registration(user.id, "Reg", "2030-05-06T07:08:09.000Z", user.email);
        await store.saveRegistration(user.id, first);
        expect(await harness.rawRegistration(user.id)).toEqual({ user_Data: first });
        expect(await store.getRegistration(user.id)).toEqual(first);

        // As the spec says: the field user_Data takes the new object, createdAt included.
        const second = registration(user.id, "Reggie", "2031-01-01T00:00:00.000Z", user.email);
        await store.saveRegistration(user.id, second);
        expect(await harness.rawRegistration(user.id)).toEqual({ user_Data: second });
        expect(await store.getRegistration(user.id)).toEqual(second);
      });

      it("ends with one record when two saves race on a new user", async () => {
        const user = await store.createUser({ name: "Race", email: uniqueEmail("regrace"), passwordHash: fakeHash("r") });
        const a = registration(user.id, "A", "2030-01-01T00:00:00.000Z", user.email);
        const b = registration(user.id, "B", "2030-01-01T00:00:01.000Z", user.email);

        await Promise.all([store.saveRegistration(user.id, a), store.saveRegistration(user.id, b)]);
        expect([a, b]).toContainEqual(await store.getRegistration(user.id));
        expect(Object.keys((await harness.rawRegistration(user.id))!)).toEqual(["user_Data"]);
      });

      it("refuses data that names another user or is malformed", async () => {
        const data = registration("someone-else", "X", "2030-01-01T00:00:00.000Z", "x@example.com");
        await expect(store.saveRegistration("me", data)).rejects.toThrow();
        await expect(store.saveRegistration("me", { ...data, userId: "me", createdAt: "yesterday" })).rejects.toThrow();
        await expect(store.saveRegistration("a/b", { ...data, userId: "a/b" })).rejects.toThrow("Invalid user id");
        expect(await store.getRegistration("me")).toBeNull();
      });
    });

    describe("verification and reset tokens", () => {
      it("issues an unguessable token that works exactly once", async () => {
        const identifier = uniqueEmail("tok").toLowerCase();
        const token = await store.issueToken({ identifier, purpose: "verify", ttlMs: HOUR });

        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
        expect(await store.consumeToken({ identifier, purpose: "verify", token })).toBe(true);
        expect(await store.consumeToken({ identifier, purpose: "verify", token })).toBe(false);
      });

      it("lets exactly one of several concurrent uses of a token succeed", async () => {
        const identifier = uniqueEmail("tokrace").toLowerCase();
        const token = await store.issueToken({ identifier, purpose: "reset", ttlMs: HOUR });
        const results = await Promise.all(Array.from({ length: 5 }, () => store.consumeToken({ identifier, purpose: "reset", token })));
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it("rejects a wrong token, identifier or purpose, and the right one still works", async () => {
        const identifier = uniqueEmail("tokwrong").toLowerCase();
        const token = await store.issueToken({ identifier, purpose: "verify", ttlMs: HOUR });
        const other = await store.issueToken({ identifier: uniqueEmail("other").toLowerCase(), purpose: "verify", ttlMs: HOUR });
        const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);

        expect(await store.consumeToken({ identifier, purpose: "verify", token: flipped })).toBe(false);
        expect(await store.consumeToken({ identifier, purpose: "verify", token: other })).toBe(false);
        expect(await store.consumeToken({ identifier, purpose: "verify", token: "" })).toBe(false);
        expect(await store.consumeToken({ identifier, purpose: "verify", token: "x".repeat(10_000) })).toBe(false);
        expect(await store.consumeToken({ identifier: uniqueEmail("x"), purpose: "verify", token })).toBe(false);
        expect(await store.consumeToken({ identifier, purpose: "reset", token })).toBe(false);
        expect(await store.consumeToken({ identifier, purpose: "verify", token })).toBe(true);
      });

      it("accepts a token until it expires and rejects it afterwards", async () => {
        const identifier = uniqueEmail("tokexp").toLowerCase();
        const issuedAt = new Date("2030-01-01T00:00:00.000Z");
        const ttlMs = 15 * 60 * 1000;
        const live = await store.issueToken({ identifier, purpose: "reset", ttlMs, now: issuedAt });
        const stale = await store.issueToken({ identifier, purpose: "reset", ttlMs, now: issuedAt });

        const justAfter = new Date(issuedAt.getTime() + ttlMs + 1);
        expect(await store.consumeToken({ identifier, purpose: "reset", token: stale, now: justAfter })).toBe(false);
        const justBefore = new Date(issuedAt.getTime() + ttlMs - 1);
        expect(await store.consumeToken({ identifier, purpose: "reset", token: live, now: justBefore })).toBe(true);
      });

      it("says whether a token is live without using it up", async () => {
        const identifier = uniqueEmail("toklive").toLowerCase();
        const issuedAt = new Date("2030-01-01T00:00:00.000Z");
        const token = await store.issueToken({ identifier, purpose: "reset", ttlMs: HOUR, now: issuedAt });
        const during = new Date(issuedAt.getTime() + HOUR - 1);

        expect(await store.isTokenLive({ identifier, purpose: "reset", token, now: during })).toBe(true);
        expect(await store.isTokenLive({ identifier, purpose: "reset", token, now: during })).toBe(true);
        expect(await store.isTokenLive({ identifier, purpose: "reset", token, now: new Date(issuedAt.getTime() + HOUR + 1) })).toBe(false);
        expect(await store.isTokenLive({ identifier, purpose: "verify", token, now: during })).toBe(false);
        expect(await store.isTokenLive({ identifier: `${identifier}#1`, purpose: "reset", token, now: during })).toBe(false);
        expect(await store.isTokenLive({ identifier, purpose: "reset", token: (token[0] === "A" ? "B" : "A") + token.slice(1), now: during })).toBe(false);
        expect(await store.isTokenLive({ identifier, purpose: "reset", token: "", now: during })).toBe(false);

        expect(await store.consumeToken({ identifier, purpose: "reset", token, now: during })).toBe(true);
        expect(await store.isTokenLive({ identifier, purpose: "reset", token, now: during })).toBe(false);
      });

      it("refuses a lifetime that is not positive", async () => {
        for (const ttlMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
          await expect(store.issueToken({ identifier: "a@example.com", purpose: "verify", ttlMs })).rejects.toBeInstanceOf(RangeError);
        }
      });

      it("stores only the SHA-256 of the token, under an identifier that names the purpose", async () => {
        const identifier = uniqueEmail("tokraw").toLowerCase();
        const now = new Date("2030-01-01T00:00:00.000Z");
        const token = await store.issueToken({ identifier, purpose: "verify", ttlMs: HOUR, now });

        const records = (await harness.storedTokens()).filter((record) => record.identifier.endsWith(identifier));
        expect(records).toHaveLength(1);
        const [record] = records;
        expect(record!.identifier).toBe(`verify:${identifier}`);
        expect(record!.token).toBe(createHash("sha256").update(token).digest("hex"));
        expect(record!.expires).toEqual(new Date(now.getTime() + HOUR));
        expect(JSON.stringify(record!.raw)).not.toContain(token);

        expect(await store.consumeToken({ identifier, purpose: "verify", token, now })).toBe(true);
        expect((await harness.storedTokens()).filter((r) => r.identifier.endsWith(identifier))).toHaveLength(0);
      });
    });

    describe("profile changes", () => {
      it("sets the display name; an unknown user is an error and creates nothing", async () => {
        const user = await store.createUser({ name: "Old", email: uniqueEmail("name"), passwordHash: fakeHash("n") });
        expect(await store.setName(user.id, "New Name")).toEqual({ ...user, name: "New Name" });
        expect(await store.getUserById(user.id)).toEqual({ ...user, name: "New Name" });
        await expect(store.setName("no-such-user", "X")).rejects.toBeInstanceOf(UserNotFoundError);
        expect(await store.getUserById("no-such-user")).toBeNull();
      });

      it("moves the account to a free address, which frees the old one; sessions go on", async () => {
        const [oldEmail, newEmail] = [uniqueEmail("move"), uniqueEmail("moved")];
        const user = await store.createUser({ name: "Mo", email: oldEmail, passwordHash: fakeHash("m") });
        expect(await store.changeEmail(user.id, ` ${newEmail.toUpperCase()} `)).toEqual({ ...user, email: newEmail.toLowerCase() });
        expect(await store.getUserByEmail(newEmail)).toEqual({ ...user, email: newEmail.toLowerCase() });
        expect(await store.getUserByEmail(oldEmail)).toBeNull();
        expect((await store.getSessionState(user.id))?.version).toBe(0);
        // The old address can have an account again.
        expect((await store.createUser({ name: "Next", email: oldEmail, passwordHash: fakeHash("x") })).email).toBe(oldEmail.toLowerCase());
      });

      it("refuses an address in use (another's or its own) and an unknown user, changing nothing", async () => {
        const taken = await store.createUser({ name: "Taken", email: uniqueEmail("taken"), passwordHash: fakeHash("t") });
        const user = await store.createUser({ name: "Me", email: uniqueEmail("me"), passwordHash: fakeHash("me") });
        await expect(store.changeEmail(user.id, taken.email.toUpperCase())).rejects.toBeInstanceOf(EmailInUseError);
        await expect(store.changeEmail(user.id, user.email)).rejects.toBeInstanceOf(EmailInUseError);
        await expect(store.changeEmail("no-such-user", uniqueEmail("ghost"))).rejects.toBeInstanceOf(UserNotFoundError);
        expect(await store.getUserById(user.id)).toEqual(user);
        expect(await store.getUserByEmail(taken.email)).toEqual(taken);
      });

      it("lets exactly one of two users move to one free address at once", async () => {
        const target = uniqueEmail("contested");
        const [a, b] = await Promise.all(
          ["a", "b"].map((label) => store.createUser({ name: label, email: uniqueEmail(label), passwordHash: fakeHash(label) })),
        );
        const moves = await Promise.allSettled([store.changeEmail(a!.id, target), store.changeEmail(b!.id, target)]);
        expect(moves.filter((move) => move.status === "fulfilled")).toHaveLength(1);
        expect((moves.find((move) => move.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(EmailInUseError);
      });
    });

    describe("deleting tokens and users", () => {
      it("deletes a token identifier's tokens and its #-variants, not those of a longer identifier", async () => {
        const email = uniqueEmail("tokdel").toLowerCase();
        const keep = [
          await store.issueToken({ identifier: `${email}.au`, purpose: "reset", ttlMs: HOUR }),
          await store.issueToken({ identifier: email, purpose: "verify", ttlMs: HOUR }),
        ];
        await store.issueToken({ identifier: email, purpose: "reset", ttlMs: HOUR });
        await store.issueToken({ identifier: `${email}#0`, purpose: "reset", ttlMs: HOUR });
        await store.issueToken({ identifier: `${email}#0#code`, purpose: "reset", ttlMs: HOUR });

        expect(await store.deleteTokens("reset", email)).toBe(3);
        expect(await store.deleteTokens("reset", email)).toBe(0);
        expect(await store.consumeToken({ identifier: `${email}.au`, purpose: "reset", token: keep[0]! })).toBe(true);
        expect(await store.consumeToken({ identifier: email, purpose: "verify", token: keep[1]! })).toBe(true);
      });

      it("deletes the user with their tokens, registration record and app data; the address can sign up again; again is no error", async () => {
        const email = uniqueEmail("gone");
        const user = await store.createUser({ name: "Gone", email, passwordHash: fakeHash("g") });
        await store.saveRegistration(user.id, { userId: user.id, userName: "Gone", createdAt: new Date().toISOString(), email: user.email });
        const token = await store.issueToken({ identifier: user.email, purpose: "verify", ttlMs: HOUR });
        const otherToken = await store.issueToken({ identifier: uniqueEmail("stays").toLowerCase(), purpose: "verify", ttlMs: HOUR });
        await db().note.create({ data: { userId: user.id, word: "w", type: "t", definitions: "d", example: "e", breakdown: "b" } });
        const deletion = {
          appData: async (tx: Transaction) => {
            await sql`DELETE FROM notes WHERE user_id = ${user.id}`.execute(tx);
          },
          tokens: [{ purpose: "verify" as const, identifier: user.email }],
        };

        await store.deleteUser(user.id, deletion);
        expect(await store.getUserById(user.id)).toBeNull();
        expect(await store.getUserByEmail(email)).toBeNull();
        expect(await store.getSessionState(user.id)).toBeNull();
        expect(await store.getRegistration(user.id)).toBeNull();
        expect(await harness.rawRegistration(user.id)).toBeNull();
        expect((await harness.storedTokens()).filter((record) => record.identifier.endsWith(user.email))).toEqual([]);
        expect(await store.consumeToken({ identifier: user.email, purpose: "verify", token })).toBe(false);
        expect(await db().note.count({ where: { userId: user.id } })).toBe(0);
        expect(await store.deleteTokens("verify", "x")).toBe(0);

        await expect(store.deleteUser(user.id, deletion)).resolves.toBeUndefined();
        await expect(store.deleteUser("no-such-user", deletion)).resolves.toBeUndefined();
        const again = await store.createUser({ name: "Again", email, passwordHash: fakeHash("a") });
        expect(again.id).not.toBe(user.id);
        expect((await harness.storedTokens()).some((record) => record.token === createHash("sha256").update(otherToken).digest("hex"))).toBe(true);
      });

      it("keeps the user, and all their app data, when removing the app data fails", async () => {
        const user = await store.createUser({ name: "Kept", email: uniqueEmail("kept"), passwordHash: fakeHash("k") });
        await db().note.create({ data: { userId: user.id, word: "w", type: "t", definitions: "d", example: "e", breakdown: "b" } });
        const failing = {
          appData: async (tx: Transaction) => {
            await sql`DELETE FROM notes WHERE user_id = ${user.id}`.execute(tx);
            await sql`SELECT 1 / 0`.execute(tx);
          },
          tokens: [],
        };
        await expect(store.deleteUser(user.id, failing)).rejects.toThrow();
        expect(await store.getUserById(user.id)).toEqual(user);
        expect(await db().note.count({ where: { userId: user.id } })).toBe(1);
      });
    });

    it("carries a whole sign-up → verify → login → reset path", async () => {
      const typedEmail = uniqueEmail("Path");
      const password = "Correct-Horse-9!";
      const user = await store.createUser({ name: "Path", email: typedEmail, passwordHash: await hashPassword(password) });
      await store.saveRegistration(user.id, { userId: user.id, userName: "Path", createdAt: new Date().toISOString(), email: user.email });

      // Not verified yet: login must refuse (the login code checks emailVerified).
      expect((await store.getCredentials(typedEmail))!.user.emailVerified).toBeNull();

      const verifyToken = await store.issueToken({ identifier: user.email, purpose: "verify", ttlMs: HOUR });
      expect(await store.consumeToken({ identifier: user.email, purpose: "verify", token: verifyToken })).toBe(true);
      await store.markEmailVerified(user.id);

      const login = (await store.getCredentials(typedEmail.toUpperCase()))!;
      expect(login.user.id).toBe(user.id);
      expect(login.user.emailVerified).toBeInstanceOf(Date);
      expect(login.sessionVersion).toBe(0);
      expect(login.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(login.passwordHash, password)).toBe(true);
      expect(await verifyPassword(login.passwordHash, "wrong-password")).toBe(false);
      expect(await verifyPassword(null, password)).toBe(false);

      const resetToken = await store.issueToken({ identifier: user.email, purpose: "reset", ttlMs: HOUR });
      expect(await store.consumeToken({ identifier: user.email, purpose: "verify", token: resetToken })).toBe(false);
      expect(await store.consumeToken({ identifier: user.email, purpose: "reset", token: resetToken })).toBe(true);
      const newPassword = "Another-Pass-42$";
      expect(await store.setPasswordHash(user.id, await hashPassword(newPassword))).toEqual({ sessionVersion: 1 });

      const after = (await store.getCredentials(user.email))!;
      expect(after.sessionVersion).toBeGreaterThan(login.sessionVersion);
      expect(await verifyPassword(after.passwordHash, password)).toBe(false);
      expect(await verifyPassword(after.passwordHash, newPassword)).toBe(true);
      expect(after.user.emailVerified).toEqual(login.user.emailVerified);
    });
  });
}
