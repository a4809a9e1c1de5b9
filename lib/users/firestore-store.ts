// The Firestore user store. What Firestore cannot promise, and what is done instead:
// - E-mail uniqueness: no unique indexes, so each address has a claim document
//   (`userEmails/<sha256(address)>`) created in the same batch as the user with a
//   must-not-exist precondition; concurrent sign-ups through this store cannot
//   both succeed. Users written by other code without a claim are caught only by
//   the query before the batch, which a simultaneous foreign write can slip past.
//   Deleting a user (deleteUser) removes its claim, so the address can sign up
//   again; changing an address creates the new claim and removes the old one in
//   the batch that updates the user.
// - Single-use tokens: the delete carries an "exists" precondition (see below).
// - setPasswordHash's increment is atomic; the version it returns is read afterwards.
// - Deleting a user: the app data in PostgreSQL first (one transaction), then
//   tokens, registration record and claim, the user document last; each step
//   is idempotent, so a failure half-way is finished by deleting again.
// No transactions are used, so the npm fallback emulator (no transaction isolation)
// behaves like the real thing for this store.
import "server-only";
import { createHash } from "node:crypto";
import { FirestoreAdapter } from "@auth/firebase-adapter";
import { FieldPath, FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import type { Adapter, VerificationToken } from "next-auth/adapters";
import { transaction } from "@/lib/db";
import { retryTransientConflicts } from "@/lib/db-retry";
import { createAdapterUserStore, type RevokedSessions, type StoredUser } from "./adapter-store";
import { EmailInUseError, UserNotFoundError } from "./errors";
import { required } from "./tokens";
import type { UserStore } from "./types";
import { DELETION_TRANSACTION_OPTIONS } from "./user-lock";

/** Collection names. The first two are the adapter's defaults, named here so our own reads agree. */
export const FIRESTORE_COLLECTIONS = {
  users: "users",
  verificationTokens: "verificationTokens",
  /** One document per e-mail address in use: id = SHA-256 of the normalised address. */
  emailClaims: "userEmails",
  /** Exactly the original app's name, so its data is read as it is. */
  registrations: "Register User Data",
} as const;

// gRPC status codes returned by Firestore for failed preconditions.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

/**
 * The Firestore user store: @auth/firebase-adapter over a firebase-admin
 * Firestore. deleteUser removes the app data (PostgreSQL) first.
 */
export function createFirestoreUserStore(firestore: Firestore): UserStore {
  const C = FIRESTORE_COLLECTIONS;
  const base = FirestoreAdapter({
    firestore,
    collections: { users: C.users, verificationTokens: C.verificationTokens },
  });
  const adapter: Adapter = { ...base, useVerificationToken: (params) => useVerificationToken(firestore, params) };
  const getUser = required(adapter.getUser, "getUser");
  const getUserByEmail = required(adapter.getUserByEmail, "getUserByEmail");

  return createAdapterUserStore({
    kind: "firestore",
    adapter,

    async insertUser({ name, email, passwordHash }) {
      // Firestore has no unique indexes. Uniqueness comes from a claim document
      // whose id is derived from the address, written in the same batch as the
      // user with create() (precondition: must not exist): of two concurrent
      // sign-ups exactly one commit succeeds. The query first catches users
      // that exist without a claim (created by other code, e.g. the old app).
      if (await getUserByEmail(email)) throw new EmailInUseError(email);
      const userRef = firestore.collection(C.users).doc();
      const claimRef = firestore.collection(C.emailClaims).doc(emailClaimId(email));
      try {
        // The claim is written first: the npm fallback emulator applies a batch's
        // writes in order rather than atomically.
        await firestore
          .batch()
          .create(claimRef, { userId: userRef.id, email, createdAt: FieldValue.serverTimestamp() })
          .create(userRef, { name, email, emailVerified: null, passwordHash, sessionVersion: 0 })
          .commit();
      } catch (error) {
        if (grpcCode(error) === ALREADY_EXISTS) throw new EmailInUseError(email);
        throw error;
      }
      const user = (await getUser(userRef.id)) as StoredUser | null;
      if (!user) throw new Error("[createUser] the new user document is missing");
      return user;
    },

    async replacePasswordHash(userId, passwordHash) {
      const userRef = firestore.collection(C.users).doc(userId);
      try {
        // update() fails on a missing document instead of creating one; the increment is atomic.
        await userRef.update({ passwordHash, sessionVersion: FieldValue.increment(1) });
      } catch (error) {
        if (grpcCode(error) === NOT_FOUND) throw new UserNotFoundError(userId);
        throw error;
      }
      // Read back separately: a concurrent second change may already show here.
      const version = (await userRef.get()).get("sessionVersion");
      return typeof version === "number" ? version : 0;
    },

    async addRevokedSession(userId, sessionId, untilMs, nowMs) {
      const userRef = firestore.collection(C.users).doc(userId);
      try {
        // A field of the map, so concurrent sign-outs each add their own.
        await userRef.update(new FieldPath("revokedSessions", sessionId), untilMs);
      } catch (error) {
        if (grpcCode(error) === NOT_FOUND) return null;
        throw error;
      }
      const revoked = ((await userRef.get()).get("revokedSessions") ?? {}) as RevokedSessions;
      const expired = Object.keys(revoked).filter((id) => !(Number(revoked[id]) > nowMs));
      if (expired.length > 0) {
        const removals = expired.flatMap((id) => [new FieldPath("revokedSessions", id), FieldValue.delete()]);
        await userRef.update(removals[0]!, removals[1], ...removals.slice(2)).catch(ignoreNotFound);
      }
      return Object.keys(revoked).length - expired.length;
    },

    async endAllSessions(userId) {
      const userRef = firestore.collection(C.users).doc(userId);
      try {
        await userRef.update({ sessionVersion: FieldValue.increment(1), revokedSessions: {} });
      } catch (error) {
        if (grpcCode(error) === NOT_FOUND) throw new UserNotFoundError(userId);
        throw error;
      }
      // Read back separately, as in replacePasswordHash.
      const version = (await userRef.get()).get("sessionVersion");
      return typeof version === "number" ? version : 0;
    },

    async replaceEmail(userId, email) {
      const userRef = firestore.collection(C.users).doc(userId);
      const current = await userRef.get();
      if (!current.exists) throw new UserNotFoundError(userId);
      const previous = String(current.get("email") ?? "");
      // Users written without a claim (by other code) are caught by the query.
      if (await getUserByEmail(email)) throw new EmailInUseError(email);
      try {
        // The new claim first (must not exist), as in insertUser; update() fails on a missing user.
        await firestore
          .batch()
          .create(firestore.collection(C.emailClaims).doc(emailClaimId(email)), { userId, email, createdAt: FieldValue.serverTimestamp() })
          .update(userRef, { email })
          .delete(firestore.collection(C.emailClaims).doc(emailClaimId(previous)))
          .commit();
      } catch (error) {
        if (grpcCode(error) === ALREADY_EXISTS) throw new EmailInUseError(email);
        if (grpcCode(error) === NOT_FOUND) throw new UserNotFoundError(userId);
        throw error;
      }
    },

    deleteTokens: (stored) => deleteTokens(firestore, stored),

    async readTokenExpiry(stored, hashed) {
      const doc = (await tokenQuery(firestore, stored, hashed).get()).docs[0];
      return doc ? timestampDate(doc.get("expires")) : null;
    },

    async deleteUser(userId, { appData }, storedTokens) {
      await retryTransientConflicts(() => transaction(appData, DELETION_TRANSACTION_OPTIONS));
      const userRef = firestore.collection(C.users).doc(userId);
      const user = await userRef.get();
      for (const stored of storedTokens) await deleteTokens(firestore, stored);
      await registrationRef(firestore, userId).delete();
      // The adapter's other collections, in case anything ever wrote to them for this user.
      for (const collection of ["accounts", "sessions"]) {
        const linked = await firestore.collection(collection).where("userId", "==", userId).get();
        for (const doc of linked.docs) await doc.ref.delete();
      }
      const email = user.get("email");
      if (typeof email === "string" && email) {
        const claimRef = firestore.collection(C.emailClaims).doc(emailClaimId(email));
        if ((await claimRef.get()).get("userId") === userId) await claimRef.delete();
      }
      // Last: while the user document exists, a failed deletion can be run again.
      await userRef.delete();
    },

    async writeRegistration(userId, data) {
      const ref = registrationRef(firestore, userId);
      // The original app's sequence: read the document, then update user_Data
      // or create it. The preconditions of update()/create() catch a concurrent
      // writer; then the read is repeated and the other branch taken.
      for (let attempt = 1; ; attempt++) {
        const exists = (await ref.get()).exists;
        try {
          await (exists ? ref.update({ user_Data: data }) : ref.create({ user_Data: data }));
          return;
        } catch (error) {
          const code = grpcCode(error);
          if (attempt >= 3 || (code !== NOT_FOUND && code !== ALREADY_EXISTS)) throw error;
        }
      }
    },

    async readRegistration(userId) {
      const snapshot = await registrationRef(firestore, userId).get();
      return snapshot.exists ? (snapshot.get("user_Data") ?? null) : null;
    },
  });
}

/**
 * The adapter's useVerificationToken queries the token and then deletes it
 * unconditionally, so two concurrent uses could both succeed. Here the delete
 * carries the precondition "exists": only one use can remove the document.
 */
async function useVerificationToken(firestore: Firestore, { identifier, token }: { identifier: string; token: string }): Promise<VerificationToken | null> {
  const doc = (await tokenQuery(firestore, identifier, token).get()).docs[0];
  if (!doc) return null;
  try {
    await doc.ref.delete({ exists: true });
  } catch (error) {
    if (grpcCode(error) === NOT_FOUND) return null;
    throw error;
  }
  return { identifier: String(doc.get("identifier")), token: String(doc.get("token")), expires: timestampDate(doc.get("expires")) };
}

/** The token document stored as `identifier` + `token` (hashed). */
function tokenQuery(firestore: Firestore, identifier: string, token: string) {
  return firestore.collection(FIRESTORE_COLLECTIONS.verificationTokens).where("identifier", "==", identifier).where("token", "==", token).limit(1);
}

function timestampDate(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(value as string | number | Date);
}

/** Deletes the tokens stored under `stored` or `stored#…`; returns how many. */
async function deleteTokens(firestore: Firestore, stored: string): Promise<number> {
  const tokens = firestore.collection(FIRESTORE_COLLECTIONS.verificationTokens);
  const variants = `${stored}#`;
  const [exact, extended] = await Promise.all([
    tokens.where("identifier", "==", stored).get(),
    // Every string that starts with `variants` sorts between it and it + U+F8FF.
    tokens.where("identifier", ">=", variants).where("identifier", "<", `${variants}\uf8ff`).get(),
  ]);
  const docs = [...exact.docs, ...extended.docs];
  for (const doc of docs) await doc.ref.delete();
  return docs.length;
}

function registrationRef(firestore: Firestore, userId: string): DocumentReference {
  // A slash would address a different document path.
  if (userId.includes("/")) throw new TypeError("Invalid user id");
  return firestore.collection(FIRESTORE_COLLECTIONS.registrations).doc(userId);
}

/** Document ids cannot hold every character an address may contain; a hash can. */
export function emailClaimId(normalizedEmail: string): string {
  return createHash("sha256").update(normalizedEmail).digest("hex");
}

function ignoreNotFound(error: unknown): void {
  if (grpcCode(error) !== NOT_FOUND) throw error;
}

function grpcCode(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "number" ? error.code : undefined;
}
