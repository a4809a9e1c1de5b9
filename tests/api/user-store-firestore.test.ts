// The user-store contract on Firestore (@auth/firebase-adapter over
// firebase-admin), against a Firestore emulator started for this file.
import { randomUUID } from "node:crypto";
import { deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firebaseConfig, userStoreFirestore } from "@/lib/users/firebase";
import { createFirestoreUserStore, FIRESTORE_COLLECTIONS } from "@/lib/users/firestore-store";
import { startFirestoreEmulator, type FirestoreEmulator } from "../support/firestore-emulator";
import { describeUserStoreContract } from "./user-store.contract";

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
