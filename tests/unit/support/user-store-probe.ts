// Run by tests/unit/user-store-lazy.test.ts in a child process (a fresh
// module cache): picks the user store from the environment, optionally uses
// it once, and prints whether firebase-admin was loaded.
import { createRequire } from "node:module";
import { userStore } from "@/lib/users/user-store";

const firebaseLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/node_modules/firebase-admin/"));

const store = userStore();
const afterPick = firebaseLoaded();
if (process.argv.includes("--use")) {
  // The emulator address leads nowhere: only the import matters here.
  await Promise.race([store.getUserByEmail("probe@example.com").catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3_000))]);
}
console.log(JSON.stringify({ kind: store.kind, afterPick, afterUse: firebaseLoaded() }));
process.exit(0);
