import "server-only";
import { cert, getApps, initializeApp, type AppOptions } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { Env } from "@/lib/env";

export type FirebaseConfig =
  | { projectId: string; mode: "service-account"; clientEmail: string; privateKey: string }
  | { projectId: string; mode: "emulator"; emulatorHost: string };

type FirebaseEnv = Pick<Env, "FIREBASE_PROJECT_ID" | "FIREBASE_CLIENT_EMAIL" | "FIREBASE_PRIVATE_KEY" | "FIRESTORE_EMULATOR_HOST">;

/**
 * Firebase settings from the environment, or null when Firebase is not
 * configured (the user store is then PostgreSQL). A half-done configuration is
 * an error rather than a silent fall back to the other database.
 */
export function firebaseConfig(env: FirebaseEnv): FirebaseConfig | null {
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: privateKey } = env;
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST;
  if (!projectId) {
    if (clientEmail || privateKey) throw new Error("FIREBASE_CLIENT_EMAIL/FIREBASE_PRIVATE_KEY are set but FIREBASE_PROJECT_ID is not");
    return null;
  }
  // The emulator wins, as it does inside firebase-admin itself.
  if (emulatorHost) return { projectId, mode: "emulator", emulatorHost };
  if (clientEmail && privateKey) return { projectId, mode: "service-account", clientEmail, privateKey };
  throw new Error(
    "FIREBASE_PROJECT_ID is set: also set FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY (service account) or FIRESTORE_EMULATOR_HOST",
  );
}

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
