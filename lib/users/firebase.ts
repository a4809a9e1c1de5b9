import "server-only";
import { cert, getApps, initializeApp, type AppOptions } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { FirebaseConfig } from "./firebase-config";

export { firebaseConfig, type FirebaseConfig } from "./firebase-config";

/** The name of the app the user store uses, so tests and other code can create apps of their own. */
export const USER_STORE_APP_NAME = "lexi-user-store";

/**
 * The Firestore of the process's one user-store app. getApps() finds the app
 * again after a dev-server module reload, so it is initialised only once.
 * In emulator mode firebase-admin connects to FIRESTORE_EMULATOR_HOST by itself
 * (lib/env read the value from the same process environment).
 */
export function userStoreFirestore(config: FirebaseConfig, appName = USER_STORE_APP_NAME): Firestore {
  const existing = getApps().find((app) => app.name === appName);
  if (existing) return getFirestore(existing);
  const options: AppOptions =
    config.mode === "service-account"
      ? { projectId: config.projectId, credential: cert({ projectId: config.projectId, clientEmail: config.clientEmail, privateKey: config.privateKey }) }
      : { projectId: config.projectId };
  return getFirestore(initializeApp(options, appName));
}
