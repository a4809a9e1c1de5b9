// Whether Firebase is configured, read without loading firebase-admin: the
// user store imports the Firestore code only when this says so
// (lib/users/user-store.ts), so PostgreSQL deployments never load it.
import type { Env } from "@/lib/env";

export type FirebaseConfig =
  { projectId: string; mode: "service-account"; clientEmail: string; privateKey: string } | { projectId: string; mode: "emulator"; emulatorHost: string };

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
  throw new Error("FIREBASE_PROJECT_ID is set: also set FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY (service account) or FIRESTORE_EMULATOR_HOST");
}
