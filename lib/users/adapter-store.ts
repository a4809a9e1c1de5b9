import "server-only";
import { z } from "zod";
import type { Adapter, AdapterUser } from "next-auth/adapters";
import { normalizeEmail } from "./email";
import { EmailInUseError, UserNotFoundError } from "./errors";
import { consumeToken, isTokenLive, issueToken, required, tokenIdentifier } from "./tokens";
import {
  MAX_REVOKED_SESSIONS,
  type NewUser,
  type PublicUser,
  type RegistrationData,
  type SessionState,
  type UserCredentials,
  type UserDeletion,
  type UserStore,
} from "./types";

/** Revoked session ids as stored: id → when its cookie expires (epoch milliseconds). */
export type RevokedSessions = Record<string, number>;

/** A user record as the adapters return it: Auth.js's fields plus our credential columns. */
export type StoredUser = AdapterUser & { passwordHash?: string | null; sessionVersion?: number | null; revokedSessions?: unknown };

/**
 * The few operations the Auth.js Adapter interface cannot express safely:
 * a create that is atomic with the e-mail uniqueness check, an atomic
 * increment, and the registration record, which is not an Auth.js concept.
 */
export interface StoreBackend {
  kind: UserStore["kind"];
  adapter: Adapter;
  /** Inserts a user with sessionVersion 0. @throws EmailInUseError */
  insertUser(user: NewUser & { email: string }): Promise<StoredUser>;
  /** @returns the new session version. @throws UserNotFoundError */
  replacePasswordHash(userId: string, passwordHash: string): Promise<number>;
  /** Update `user_Data` if the record exists, create it otherwise. */
  writeRegistration(userId: string, data: RegistrationData): Promise<void>;
  /** The stored `user_Data` value, or null when there is no record. */
  readRegistration(userId: string): Promise<unknown>;
  /** The user's session fields alone, when the backend can read them cheaper than the whole user (it runs on every API call). */
  readSessionState?(userId: string): Promise<{ version: number; revoked: unknown } | null>;
  /**
   * Adds `sessionId` (refused until `untilMs`) to the user's revoked sessions
   * and drops the entries expired at `nowMs`, atomically; returns how many are
   * left, or null when the user does not exist.
   */
  addRevokedSession(userId: string, sessionId: string, untilMs: number, nowMs: number): Promise<number | null>;
  /** Increments the session version and empties the revoked sessions (the version ends them all); returns the new version. @throws UserNotFoundError */
  endAllSessions(userId: string): Promise<number>;
  /** The new address, free (checked atomically with the write). @throws EmailInUseError, UserNotFoundError */
  replaceEmail(userId: string, email: string): Promise<void>;
  /** Deletes the tokens whose stored identifier is `stored` or starts with `stored#`; returns how many. */
  deleteTokens(stored: string): Promise<number>;
  /** When the token stored as `stored` + `hashed` expires, or null when there is none (the adapter can only read a token by using it up). */
  readTokenExpiry(stored: string, hashed: string): Promise<Date | null>;
  /** See UserStore.deleteUser; `storedTokens` are stored identifiers as deleteTokens() takes them. */
  deleteUser(userId: string, deletion: UserDeletion, storedTokens: string[]): Promise<void>;
}

const registrationSchema = z.object({
  userId: z.string().min(1),
  userName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  email: z.string().min(1),
});

/** The UserStore both databases share, over their Auth.js adapter and a small backend. */
export function createAdapterUserStore(backend: StoreBackend): UserStore {
  const { adapter } = backend;
  const getUser = required(adapter.getUser, "getUser");
  const getUserByEmail = required(adapter.getUserByEmail, "getUserByEmail");
  const updateUser = required(adapter.updateUser, "updateUser");

  // No store makes ids with a slash, and in Firestore one would address another path.
  const isPlausibleId = (id: string) => id.length > 0 && !id.includes("/");
  const findById = async (id: string) => (isPlausibleId(id) ? ((await getUser(id)) as StoredUser | null) : null);
  const findByEmail = async (email: string) => (email.trim() ? ((await getUserByEmail(normalizeEmail(email))) as StoredUser | null) : null);

  return {
    kind: backend.kind,
    adapter,

    async createUser({ name, email, passwordHash }) {
      if (!passwordHash) throw new TypeError("createUser needs a password hash");
      return toPublicUser(await backend.insertUser({ name, email: normalizeEmail(email), passwordHash }));
    },

    async getUserById(id) {
      const user = await findById(id);
      return user && toPublicUser(user);
    },

    async getUserByEmail(email) {
      const user = await findByEmail(email);
      return user && toPublicUser(user);
    },

    async getCredentials(email): Promise<UserCredentials | null> {
      const user = await findByEmail(email);
      if (!user) return null;
      return {
        user: toPublicUser(user),
        passwordHash: typeof user.passwordHash === "string" ? user.passwordHash : null,
        sessionVersion: sessionVersionOf(user),
      };
    },

    async getSessionState(userId) {
      if (backend.readSessionState) {
        const stored = isPlausibleId(userId) ? await backend.readSessionState(userId) : null;
        return stored && { version: stored.version, revoked: liveRevokedSessions(stored.revoked) };
      }
      const user = await findById(userId);
      return user && { version: sessionVersionOf(user), revoked: liveRevokedSessions(user.revokedSessions) };
    },

    async revokeSession(userId, sessionId, until) {
      if (!isPlausibleId(userId) || !sessionId) return;
      const now = Date.now();
      if (until.getTime() <= now) return;
      const live = await backend.addRevokedSession(userId, sessionId, until.getTime(), now);
      if (live !== null && live > MAX_REVOKED_SESSIONS) await backend.endAllSessions(userId).catch(ignoreUserGone);
    },

    async endAllSessions(userId) {
      if (!isPlausibleId(userId)) throw new UserNotFoundError(userId);
      return { sessionVersion: await backend.endAllSessions(userId) };
    },

    async markEmailVerified(userId, at = new Date()) {
      // Checked first because the Firestore adapter's updateUser is a merge
      // that would create a stray user document for an unknown id.
      const user = await findById(userId);
      if (!user) throw new UserNotFoundError(userId);
      if (user.emailVerified) return toPublicUser(user);
      return toPublicUser((await updateUser({ id: userId, emailVerified: at })) as StoredUser);
    },

    async setPasswordHash(userId, passwordHash) {
      if (!passwordHash) throw new TypeError("setPasswordHash needs a password hash");
      if (!isPlausibleId(userId)) throw new UserNotFoundError(userId);
      return { sessionVersion: await backend.replacePasswordHash(userId, passwordHash) };
    },

    async setName(userId, name) {
      // Checked first, as in markEmailVerified: Firestore's updateUser would create a stray document.
      if (!(await findById(userId))) throw new UserNotFoundError(userId);
      return toPublicUser((await updateUser({ id: userId, name })) as StoredUser);
    },

    async changeEmail(userId, email) {
      const address = normalizeEmail(email);
      const user = await findById(userId);
      if (!user) throw new UserNotFoundError(userId);
      // Its own address is taken too (by itself): nothing would change.
      if (user.email === address) throw new EmailInUseError(address);
      await backend.replaceEmail(userId, address);
      return toPublicUser({ ...user, email: address });
    },

    async deleteUser(userId, deletion) {
      if (!isPlausibleId(userId)) return;
      const tokens = deletion.tokens.map(({ purpose, identifier }) => tokenIdentifier(purpose, identifier));
      await backend.deleteUser(userId, deletion, tokens);
    },

    async saveRegistration(userId, data) {
      const parsed = registrationSchema.parse(data);
      if (!isPlausibleId(userId)) throw new TypeError("Invalid user id");
      if (parsed.userId !== userId) throw new TypeError("Registration data belongs to another user id");
      await backend.writeRegistration(userId, parsed);
    },

    async getRegistration(userId) {
      if (!isPlausibleId(userId)) return null;
      const raw = await backend.readRegistration(userId);
      return raw == null ? null : toRegistrationData(raw);
    },

    issueToken: (input) => issueToken(adapter, input),
    consumeToken: (input) => consumeToken(adapter, input),
    isTokenLive: (input) => isTokenLive(backend.readTokenExpiry, input),
    deleteTokens: (purpose, identifier) => backend.deleteTokens(tokenIdentifier(purpose, identifier)),
  };
}

/** An explicit allow-list, so columns added later never reach callers by accident. */
function toPublicUser(user: StoredUser): PublicUser {
  return {
    id: user.id,
    name: user.name ?? null,
    email: user.email,
    emailVerified: user.emailVerified ? new Date(user.emailVerified) : null,
  };
}

/** The stored revoked sessions whose cookies have not expired yet. */
function liveRevokedSessions(stored: unknown, now = Date.now()): SessionState["revoked"] {
  if (typeof stored !== "object" || stored === null) return new Set();
  return new Set(Object.entries(stored as RevokedSessions).flatMap(([id, until]) => (Number(until) > now ? [id] : [])));
}

function ignoreUserGone(error: unknown): void {
  if (!(error instanceof UserNotFoundError)) throw error;
}

function sessionVersionOf(user: StoredUser): number {
  return typeof user.sessionVersion === "number" ? user.sessionVersion : 0;
}

/**
 * Reads what the stores hold; documents written by the original Firebase app
 * may carry createdAt as a Firestore Timestamp (anything with toDate()).
 */
function toRegistrationData(raw: unknown): RegistrationData {
  const record = (raw ?? {}) as Record<string, unknown>;
  const createdAt = record.createdAt as { toDate?: () => Date } | Date | string | undefined;
  const iso =
    createdAt instanceof Date
      ? createdAt.toISOString()
      : typeof createdAt === "object" && typeof createdAt?.toDate === "function"
        ? createdAt.toDate().toISOString()
        : String(createdAt ?? "");
  return {
    userId: String(record.userId ?? ""),
    userName: String(record.userName ?? ""),
    createdAt: iso,
    email: String(record.email ?? ""),
  };
}
