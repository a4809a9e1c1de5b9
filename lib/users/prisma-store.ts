import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { AdapterUser } from "next-auth/adapters";
import { retryTransientConflicts } from "@/lib/db-retry";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
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
      // The spec's "read, then update user_Data or create" as one statement
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

    deleteTokens: (stored) => client.$executeRaw(deleteTokensStatement(stored)),

    async readTokenExpiry(stored, hashed) {
      const rows = await client.$queryRaw<{ expires: Date }[]>`SELECT expires FROM verification_tokens WHERE identifier = ${stored} AND token = ${hashed}`;
      return rows[0]?.expires ?? null;
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
            ...storedTokens.map((stored) => client.$executeRaw(deleteTokensStatement(stored))),
            client.$executeRaw`DELETE FROM register_user_data WHERE user_id = ${userId}`,
            client.$executeRaw`DELETE FROM users WHERE id = ${userId}`,
          ],
          DELETION_TRANSACTION_OPTIONS,
        ),
      );
    },

    async readSessionState(userId) {
      // Two columns by primary key, as raw SQL: the API's per-call check, where
      // Prisma's query planning for a model query costs more than the query.
      const rows = await client.$queryRaw<{ session_version: number; revoked_sessions: unknown }[]>`
        SELECT session_version, revoked_sessions FROM users WHERE id = ${userId}`;
      const row = rows[0];
      return row ? { version: row.session_version, revoked: row.revoked_sessions } : null;
    },

    async addRevokedSession(userId, sessionId, untilMs, nowMs) {
      // One statement, so concurrent sign-outs cannot drop each other's entry.
      const rows = await client.$queryRaw<{ live: number }[]>`
        UPDATE users SET revoked_sessions = (
          SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
          FROM jsonb_each(revoked_sessions || jsonb_build_object(${sessionId}::text, ${untilMs}::bigint))
          WHERE value::bigint > ${nowMs}::bigint
        )
        WHERE id = ${userId}
        RETURNING (SELECT count(*)::int FROM jsonb_object_keys(revoked_sessions)) AS live`;
      return rows[0]?.live ?? null;
    },

    async endAllSessions(userId) {
      const rows = await client.$queryRaw<{ session_version: number }[]>`
        UPDATE users SET session_version = session_version + 1, revoked_sessions = '{}'::jsonb WHERE id = ${userId} RETURNING session_version`;
      if (!rows[0]) throw new UserNotFoundError(userId);
      return rows[0].session_version;
    },

    async readRegistration(userId) {
      const row = await client.registerUserData.findUnique({ where: { userId } });
      return row?.userData ?? null;
    },
  });
}

/** Tokens stored under `stored` or under `stored#…` (lib/users/types.ts, deleteTokens). */
function deleteTokensStatement(stored: string) {
  const variants = `${stored}#`;
  return Prisma.sql`DELETE FROM verification_tokens WHERE identifier = ${stored} OR left(identifier, char_length(${variants})) = ${variants}`;
}

function prismaCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}
