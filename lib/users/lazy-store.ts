import "server-only";
import type { Adapter } from "next-auth/adapters";
import type { UserStore } from "./types";

// Every method @auth/firebase-adapter implements (the whole Adapter interface).
const ADAPTER_METHODS = [
  "createUser",
  "getUser",
  "getUserByEmail",
  "getUserByAccount",
  "updateUser",
  "deleteUser",
  "linkAccount",
  "unlinkAccount",
  "createSession",
  "getSessionAndUser",
  "updateSession",
  "deleteSession",
  "createVerificationToken",
  "useVerificationToken",
] as const satisfies readonly (keyof Adapter)[];

/**
 * A UserStore whose implementation is imported on first use: the Firestore
 * store, with firebase-admin and the Google libraries under it, is loaded
 * only by a process that has Firebase configured and calls it. A failed load
 * is retried on the next call.
 */
export function lazyUserStore(kind: UserStore["kind"], load: () => Promise<UserStore>): UserStore {
  let loading: Promise<UserStore> | undefined;
  const real = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const adapter = Object.fromEntries(
    ADAPTER_METHODS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const method = (await real()).adapter[name] as ((...args: unknown[]) => unknown) | undefined;
        if (!method) throw new Error(`the ${kind} user store's adapter has no ${name}`);
        return method(...args);
      },
    ]),
  ) as Adapter;

  return {
    kind,
    adapter,
    createUser: async (input) => (await real()).createUser(input),
    getUserById: async (id) => (await real()).getUserById(id),
    getUserByEmail: async (email) => (await real()).getUserByEmail(email),
    getCredentials: async (email) => (await real()).getCredentials(email),
    getSessionState: async (userId) => (await real()).getSessionState(userId),
    revokeSession: async (userId, sessionId, until) => (await real()).revokeSession(userId, sessionId, until),
    endAllSessions: async (userId) => (await real()).endAllSessions(userId),
    markEmailVerified: async (userId, at) => (await real()).markEmailVerified(userId, at),
    setPasswordHash: async (userId, passwordHash) => (await real()).setPasswordHash(userId, passwordHash),
    setName: async (userId, name) => (await real()).setName(userId, name),
    changeEmail: async (userId, email) => (await real()).changeEmail(userId, email),
    deleteUser: async (userId, deletion) => (await real()).deleteUser(userId, deletion),
    saveRegistration: async (userId, data) => (await real()).saveRegistration(userId, data),
    getRegistration: async (userId) => (await real()).getRegistration(userId),
    issueToken: async (input) => (await real()).issueToken(input),
    consumeToken: async (input) => (await real()).consumeToken(input),
    isTokenLive: async (input) => (await real()).isTokenLive(input),
    deleteTokens: async (purpose, identifier) => (await real()).deleteTokens(purpose, identifier),
  };
}
