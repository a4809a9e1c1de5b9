import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { firebaseConfig, type FirebaseConfig } from "./firebase-config";
import { lazyUserStore } from "./lazy-store";
import { createPrismaUserStore } from "./prisma-store";
import type { UserStore } from "./types";

export { EmailInUseError } from "./errors";
export { normalizeEmail } from "./email";
export type * from "./types";

let store: UserStore | undefined;
/** The client the PostgreSQL store was built on: it follows lib/db's (a test swaps it to play an outage). */
let storeClient: ReturnType<typeof db> | undefined;

/**
 * The process's user store, chosen here and nowhere else: Firestore when
 * Firebase is configured (FIREBASE_PROJECT_ID with a service account or an
 * emulator host), PostgreSQL otherwise. next-auth takes `userStore().adapter`.
 * The Firestore code (firebase-admin and the Google libraries, several MB) is
 * imported on first use, and only when Firebase is configured.
 */
export function userStore(): UserStore {
  if (store?.kind === "firestore") return store;
  if (!store) {
    const firebase = firebaseConfig(env());
    if (firebase) return (store = lazyUserStore("firestore", () => loadFirestoreStore(firebase)));
  }
  const client = db();
  if (!store || client !== storeClient) {
    store = createPrismaUserStore(client);
    storeClient = client;
  }
  return store;
}

async function loadFirestoreStore(config: FirebaseConfig): Promise<UserStore> {
  try {
    const [{ userStoreFirestore }, { createFirestoreUserStore }] = await Promise.all([import("./firebase"), import("./firestore-store")]);
    return createFirestoreUserStore(userStoreFirestore(config));
  } catch (error) {
    if ((error as { code?: string }).code === "MODULE_NOT_FOUND" || (error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") {
      throw new Error(
        "Firebase is configured, but this build left firebase-admin out (FIREBASE_PROJECT_ID was unset when `next build` ran; next.config.ts): set it in the build environment too and build again",
        { cause: error },
      );
    }
    throw error;
  }
}
