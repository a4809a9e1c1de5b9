import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { AdapterUser } from "next-auth/adapters";
import { sql } from "kysely";
import { kysely, transaction, type Transaction } from "@/lib/db";
import { isUniqueViolation, retryTransientConflicts } from "@/lib/db-retry";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createAdapterUserStore, type StoredUser } from "./adapter-store";
import { EmailInUseError, UserNotFoundError } from "./errors";
import { required } from "./tokens";
import type { UserStore } from "./types";
import { DELETION_TRANSACTION_OPTIONS, writeUserData } from "./user-lock";

/**
 * The PostgreSQL user store: Auth.js's @auth/prisma-adapter over Prisma's
 * client for what Auth.js asks of it, and the app's own SQL (lib/db.ts) for
 * the rest.
 */
export function createPrismaUserStore(client: PrismaClient): UserStore {
  // The adapter is typed against @prisma/client's default output; ours is generated elsewhere.
  const adapter = PrismaAdapter(client as unknown as Parameters<typeof PrismaAdapter>[0]);
  const createUser = required(adapter.createUser, "createUser");

  return createAdapterUserStore({
    kind: "postgres",
    adapter,

    async insertUser({ name, email, passwordHash }) {
      try {
        // The adapter passes every field to prisma.user.create; it drops `id` so the database makes one.
        const user = { id: "", name, email, emailVerified: null, passwordHash, sessionVersion: 0 } satisfies StoredUser;
        return (await createUser(user as AdapterUser)) as StoredUser;
      } catch (error) {
        // The unique index on users.email decides between concurrent sign-ups.
        if (prismaCode(error) === "P2002") throw new EmailInUseError(email);
        throw error;
      }
    },

    async replacePasswordHash(userId, passwordHash) {
      const row = await kysely()
        .updateTable("users")
        .set((eb) => ({ password_hash: passwordHash, session_version: eb("session_version", "+", 1), updated_at: new Date() }))
        .where("id", "=", userId)
        .returning("session_version")
        .executeTakeFirst();
      if (!row) throw new UserNotFoundError(userId);
      return row.session_version;
    },

    async writeRegistration(userId, { userId: id, userName, createdAt, email }) {
      const userData = JSON.stringify({ userId: id, userName, createdAt, email });
      // "Read, then update user_Data or create" as one statement
      // (INSERT … ON CONFLICT), so two concurrent writes cannot both insert.
      // Under the learner's lock: a rename racing the deletion of the account must not write the record back.
      await writeUserData(userId, (tx) =>
        tx
          .insertInto("register_user_data")
          .values({ user_id: userId, user_Data: sql`${userData}::jsonb` })
          .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ user_Data: sql`${userData}::jsonb` }))
          .execute(),
      );
    },

    async replaceEmail(userId, email) {
      try {
        const row = await kysely().updateTable("users").set({ email, updated_at: new Date() }).where("id", "=", userId).returning("id").executeTakeFirst();
        if (!row) throw new UserNotFoundError(userId);
      } catch (error) {
        // The unique index on users.email decides, as at sign-up.
        if (isUniqueViolation(error)) throw new EmailInUseError(email);
        throw error;
      }
    },

    deleteTokens: (stored) => deleteTokens(kysely(), stored),

    async readTokenExpiry(stored, hashed) {
      const row = await kysely()
        .selectFrom("verification_tokens")
        .select("expires")
        .where("identifier", "=", stored)
        .where("token", "=", hashed)
        .executeTakeFirst();
      return row?.expires ?? null;
    },

    async deleteUser(userId, { appData }, storedTokens) {
      // One transaction: the app data, the tokens, the registration record and
      // the user (accounts and sessions go with it: ON DELETE CASCADE).
      await retryTransientConflicts(() =>
        transaction(async (tx) => {
          await appData(tx);
          for (const stored of storedTokens) await deleteTokens(tx, stored);
          await tx.deleteFrom("register_user_data").where("user_id", "=", userId).execute();
          await tx.deleteFrom("users").where("id", "=", userId).execute();
        }, DELETION_TRANSACTION_OPTIONS),
      );
    },

    async readSessionState(userId) {
      // Two columns by primary key: the API's per-call check.
      const row = await kysely().selectFrom("users").select(["session_version", "revoked_sessions"]).where("id", "=", userId).executeTakeFirst();
      return row ? { version: row.session_version, revoked: row.revoked_sessions } : null;
    },

    async addRevokedSession(userId, sessionId, untilMs, nowMs) {
      // One statement, so concurrent sign-outs cannot drop each other's entry.
      const row = await kysely()
        .updateTable("users")
        .set({
          revoked_sessions: sql`(
            SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
            FROM jsonb_each(revoked_sessions || jsonb_build_object(${sessionId}::text, ${untilMs}::bigint))
            WHERE value::bigint > ${nowMs}::bigint
          )`,
        })
        .where("id", "=", userId)
        .returning(sql<number>`(SELECT count(*)::int FROM jsonb_object_keys(revoked_sessions))`.as("live"))
        .executeTakeFirst();
      return row?.live ?? null;
    },

    async endAllSessions(userId) {
      const row = await kysely()
        .updateTable("users")
        .set((eb) => ({ session_version: eb("session_version", "+", 1), revoked_sessions: sql`'{}'::jsonb`, updated_at: new Date() }))
        .where("id", "=", userId)
        .returning("session_version")
        .executeTakeFirst();
      if (!row) throw new UserNotFoundError(userId);
      return row.session_version;
    },

    async readRegistration(userId) {
      const row = await kysely().selectFrom("register_user_data").select("user_Data").where("user_id", "=", userId).executeTakeFirst();
      return row?.user_Data ?? null;
    },
  });
}

/** Deletes the tokens stored under `stored` or under `stored#…` (lib/users/types.ts, deleteTokens); returns how many. */
async function deleteTokens(tx: Transaction, stored: string): Promise<number> {
  const variants = `${stored}#`;
  const { numDeletedRows } = await tx
    .deleteFrom("verification_tokens")
    .where((eb) =>
      eb.or([eb("identifier", "=", stored), eb(eb.fn<string>("left", ["identifier", eb.fn<number>("char_length", [eb.val(variants)])]), "=", variants)]),
    )
    .executeTakeFirstOrThrow();
  return Number(numDeletedRows);
}

function prismaCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}
