// firebase-admin (and the Google libraries under it) is loaded only by a
// process that has Firebase configured and uses the user store.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

async function probe(env: Record<string, string>, use: boolean) {
  const args = [TSX, "--conditions=react-server", fileURLToPath(new URL("./support/user-store-probe.ts", import.meta.url)), ...(use ? ["--use"] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: "postgresql://lexi@127.0.0.1:9/lexi", ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as { kind: string; afterPick: boolean; afterUse: boolean };
}

describe("the user store loads the Firestore code lazily", () => {
  it("with PostgreSQL (no Firebase configured) firebase-admin is never loaded", async () => {
    expect(await probe({}, true)).toEqual({ kind: "postgres", afterPick: false, afterUse: false });
  }, 60_000);

  it("with Firebase configured, it is loaded on first use, not when the store is picked", async () => {
    const firebase = { FIREBASE_PROJECT_ID: "demo-lexi-lazy", FIRESTORE_EMULATOR_HOST: "127.0.0.1:9", METADATA_SERVER_DETECTION: "none" };
    expect(await probe(firebase, true)).toEqual({ kind: "firestore", afterPick: false, afterUse: true });
  }, 60_000);
});
