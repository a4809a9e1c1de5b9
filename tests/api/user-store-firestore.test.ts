// api group: app
// The user-store contract on Firestore (@auth/firebase-adapter over
// firebase-admin), against a Firestore emulator started for this file.
import { randomUUID } from "node:crypto";
import { deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type CollectionReference, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, type Transaction } from "@/lib/db";
import { sql } from "kysely";
import { firebaseConfig, userStoreFirestore } from "@/lib/users/firebase";
import { createFirestoreUserStore, FIRESTORE_COLLECTIONS } from "@/lib/users/firestore-store";
import { startFirestoreEmulator, type FirestoreEmulator } from "./support/firestore-emulator";
import { describeUserStoreContract } from "./support/user-store.contract";

const PROJECT_ID = "demo-lexi";
let emulator: FirestoreEmulator | undefined;
const savedEnv = { host: process.env.FIRESTORE_EMULATOR_HOST, metadata: process.env.METADATA_SERVER_DETECTION };

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ projectId: PROJECT_ID });
  // firebase-admin reads these when a Firestore client is created.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.METADATA_SERVER_DETECTION = "none";
});

afterAll(async () => {
  await emulator?.stop();
  restoreEnv("FIRESTORE_EMULATOR_HOST", savedEnv.host);
  restoreEnv("METADATA_SERVER_DETECTION", savedEnv.metadata);
});

describeUserStoreContract("Firestore", async () => {
  const app = initializeApp({ projectId: PROJECT_ID }, `user-store-test-${randomUUID()}`);
  const firestore = getFirestore(app);
  return {
    store: createFirestoreUserStore(firestore),
    reset: () => emulator!.reset(),
    close: () => deleteApp(app),
    async storedTokens() {
      const snapshot = await firestore.collection(FIRESTORE_COLLECTIONS.verificationTokens).get();
      return snapshot.docs.map((doc) => {
        const raw = doc.data();
        return { identifier: raw.identifier, token: raw.token, expires: (raw.expires as Timestamp).toDate(), raw };
      });
    },
    async rawRegistration(userId) {
      const snapshot = await firestore.collection("Register User Data").doc(userId).get();
      return snapshot.exists ? snapshot.data()! : null;
    },
  };
});

describe("deleting a user from Firestore", () => {
  it("a failure half-way (the app data gone, the user document not) is finished by deleting again", async () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `user-delete-test-${randomUUID()}`);
    const firestore = getFirestore(app);
    const store = createFirestoreUserStore(firestore);
    // The same Firestore, except that deleting a user document fails (as a lost connection would).
    const failing = createFirestoreUserStore(failingUserDeletes(firestore));
    try {
      const email = `halfway-${randomUUID()}@example.com`;
      const user = await store.createUser({ name: "Half", email, passwordHash: "$test$" });
      await store.saveRegistration(user.id, { userId: user.id, userName: "Half", createdAt: new Date().toISOString(), email: user.email });
      await db().note.create({ data: { userId: user.id, word: "w", type: "t", definitions: "d", example: "e", breakdown: "b" } });
      const deletion = {
        appData: async (tx: Transaction) => {
          await sql`DELETE FROM notes WHERE user_id = ${user.id}`.execute(tx);
        },
        tokens: [{ purpose: "verify" as const, identifier: user.email }],
      };

      await expect(failing.deleteUser(user.id, deletion)).rejects.toThrow("user document delete failed");
      // PostgreSQL went first and is done; the user is still there, so the deletion can be asked for again.
      expect(await db().note.count({ where: { userId: user.id } })).toBe(0);
      expect(await store.getRegistration(user.id)).toBeNull();
      expect(await store.getUserById(user.id)).toEqual(user);

      await store.deleteUser(user.id, deletion);
      expect(await store.getUserById(user.id)).toBeNull();
      expect((await store.createUser({ name: "Again", email, passwordHash: "$test$" })).email).toBe(email);
    } finally {
      await deleteApp(app);
    }
  });
});

/** `firestore`, but delete() on a document of the users collection rejects. */
function failingUserDeletes(firestore: Firestore): Firestore {
  const bound = <T extends object>(target: T, property: string | symbol) => {
    const value = Reflect.get(target, property, target) as unknown;
    return typeof value === "function" ? value.bind(target) : value;
  };
  const failingDoc = (ref: DocumentReference) =>
    new Proxy(ref, {
      get: (target, property) => (property === "delete" ? () => Promise.reject(new Error("user document delete failed")) : bound(target, property)),
    });
  const users = (collection: CollectionReference) =>
    new Proxy(collection, { get: (target, property) => (property === "doc" ? (id: string) => failingDoc(target.doc(id)) : bound(target, property)) });
  return new Proxy(firestore, {
    get: (target, property) =>
      property === "collection"
        ? (path: string) => (path === FIRESTORE_COLLECTIONS.users ? users(target.collection(path)) : target.collection(path))
        : bound(target, property),
  });
}

describe("Firebase configuration", () => {
  const none = { FIREBASE_PROJECT_ID: undefined, FIREBASE_CLIENT_EMAIL: undefined, FIREBASE_PRIVATE_KEY: undefined, FIRESTORE_EMULATOR_HOST: undefined };

  it("selects Firestore only with a project id plus a service account or an emulator", () => {
    expect(firebaseConfig(none)).toBeNull();
    expect(firebaseConfig({ ...none, FIREBASE_PROJECT_ID: "p", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toEqual({
      projectId: "p",
      mode: "emulator",
      emulatorHost: "127.0.0.1:8080",
    });
    expect(firebaseConfig({ ...none, FIREBASE_PROJECT_ID: "p", FIREBASE_CLIENT_EMAIL: "a@p.iam.gserviceaccount.com", FIREBASE_PRIVATE_KEY: "k" })).toEqual({
      projectId: "p",
      mode: "service-account",
      clientEmail: "a@p.iam.gserviceaccount.com",
      privateKey: "k",
    });
  });

  it("refuses a half-done configuration instead of silently using PostgreSQL", () => {
    expect(() => firebaseConfig({ ...none, FIREBASE_PROJECT_ID: "p" })).toThrow(/FIREBASE_CLIENT_EMAIL/);
    expect(() => firebaseConfig({ ...none, FIREBASE_PROJECT_ID: "p", FIREBASE_CLIENT_EMAIL: "a@p.iam.gserviceaccount.com" })).toThrow();
    expect(() => firebaseConfig({ ...none, FIREBASE_PRIVATE_KEY: "k" })).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it("initialises one named app per process and reaches the emulator through it", async () => {
    const config = firebaseConfig({ ...none, FIREBASE_PROJECT_ID: PROJECT_ID, FIRESTORE_EMULATOR_HOST: emulator!.host })!;
    const appName = `user-store-app-${randomUUID()}`;
    const firestore = userStoreFirestore(config, appName);
    expect(userStoreFirestore(config, appName)).toBe(firestore);

    const store = createFirestoreUserStore(firestore);
    const user = await store.createUser({ name: "Emu", email: `emu-${randomUUID()}@example.com`, passwordHash: "$test$" });
    expect(await store.getUserById(user.id)).toEqual(user);
    const app = getApps().find((candidate) => candidate.name === appName);
    expect(app).toBeDefined();
    await deleteApp(app!);
  });
});

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
