import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { firebaseConfig, userStoreFirestore } from "./firebase";
import { createFirestoreUserStore } from "./firestore-store";
import { createPrismaUserStore } from "./prisma-store";
import type { UserStore } from "./types";

export { EmailInUseError, UserNotFoundError } from "./errors";
export { normalizeEmail } from "./email";
export type * from "./types";

let store: UserStore | undefined;

/**
 * The process's user store, chosen here and nowhere else: Firestore when
 * Firebase is configured (FIREBASE_PROJECT_ID with a service account or an
 * emulator host), PostgreSQL otherwise. next-auth takes `userStore().adapter`.
 */
export function userStore(): UserStore {
  if (!store) {
    const firebase = firebaseConfig(env());
    store = firebase ? createFirestoreUserStore(userStoreFirestore(firebase)) : createPrismaUserStore(db());
  }
  return store;
}
