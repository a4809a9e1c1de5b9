import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { AdapterUser } from "next-auth/adapters";
import { sql } from "kysely";
import { inBatch, kyselyIn } from "@/lib/db";
import { retryTransientConflicts } from "@/lib/db-retry";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createAdapterUserStore, type StoredUser } from "./adapter-store";
import { EmailInUseError, UserNotFoundError } from "./errors";
import { required } from "./tokens";
import type { UserStore } from "./types";
import { DELETION_TRANSACTION_OPTIONS, writeUserData } from "./user-lock";

/** The PostgreSQL user store: @auth/prisma-adapter over the app's Prisma client. */
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
      try {
        const { sessionVersion } = await client.user.update({
          where: { id: userId },
          data: { passwordHash, sessionVersion: { increment: 1 } },
          select: { sessionVersion: true },
        });
        return sessionVersion;
      } catch (error) {
        if (prismaCode(error) === "P2025") throw new UserNotFoundError(userId);
        throw error;
      }
    },

    async writeRegistration(userId, { userId: id, userName, createdAt, email }) {
      // A plain object literal: Prisma's JSON input type does not accept an interface.
      const userData = { userId: id, userName, createdAt, email };
      // "Read, then update user_Data or create" as one statement
      // (INSERT … ON CONFLICT), so two concurrent writes cannot both insert.
      // Under the learner's lock: a rename racing the deletion of the account must not write the record back.
      await writeUserData(userId, (tx) => tx.registerUserData.upsert({ where: { userId }, create: { userId, userData }, update: { userData } }), { client });
    },

    async replaceEmail(userId, email) {
      try {
        await client.user.update({ where: { id: userId }, data: { email }, select: { id: true } });
      } catch (error) {
        // The unique index on users.email decides, as at sign-up.
        if (prismaCode(error) === "P2002") throw new EmailInUseError(email);
        if (prismaCode(error) === "P2025") throw new UserNotFoundError(userId);
        throw error;
      }
    },

    deleteTokens: (stored) => deleteTokens(client, stored),

    async readTokenExpiry(stored, hashed) {
      const row = await client.verificationToken.findUnique({ where: { identifier_token: { identifier: stored, token: hashed } }, select: { expires: true } });
      return row?.expires ?? null;
    },

    async deleteUser(userId, { appData }, storedTokens) {
      // One transaction: the app data, the tokens, the registration record and
      // the user (accounts and sessions go with it: ON DELETE CASCADE). A batch
      // of statements, not an interactive transaction: nothing here depends on
      // session state, so it also runs behind a transaction-mode pooler.
      await retryTransientConflicts(() =>
        client.$transaction(
          [
            ...appData(client),
            ...storedTokens.map((stored) => deleteTokens(client, stored)),
            client.registerUserData.deleteMany({ where: { userId } }),
            client.user.deleteMany({ where: { id: userId } }),
          ],
          DELETION_TRANSACTION_OPTIONS,
        ),
      );
    },

    async readSessionState(userId) {
      // Two columns by primary key, in SQL: the API's per-call check, where
      // Prisma's query planning for a model query costs more than the query.
      const row = await kyselyIn(client).selectFrom("users").select(["session_version", "revoked_sessions"]).where("id", "=", userId).executeTakeFirst();
      return row ? { version: row.session_version, revoked: row.revoked_sessions } : null;
    },

    async addRevokedSession(userId, sessionId, untilMs, nowMs) {
      // One statement, so concurrent sign-outs cannot drop each other's entry.
      const row = await kyselyIn(client)
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
      try {
        const { sessionVersion } = await client.user.update({
          where: { id: userId },
          data: { sessionVersion: { increment: 1 }, revokedSessions: {} },
          select: { sessionVersion: true },
        });
        return sessionVersion;
      } catch (error) {
        if (prismaCode(error) === "P2025") throw new UserNotFoundError(userId);
        throw error;
      }
    },

    async readRegistration(userId) {
      const row = await client.registerUserData.findUnique({ where: { userId } });
      return row?.userData ?? null;
    },
  });
}

/** Deletes the tokens stored under `stored` or under `stored#…` (lib/users/types.ts, deleteTokens); awaited, or an item of a batch transaction. */
function deleteTokens(client: PrismaClient, stored: string) {
  const variants = `${stored}#`;
  const statement = kyselyIn(client)
    .deleteFrom("verification_tokens")
    .where((eb) =>
      eb.or([eb("identifier", "=", stored), eb(eb.fn<string>("left", ["identifier", eb.fn<number>("char_length", [eb.val(variants)])]), "=", variants)]),
    );
  return inBatch(client, statement.compile());
}

function prismaCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}
