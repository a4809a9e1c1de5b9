// A throwaway Firestore emulator for tests. Google's official emulator (a Java
// jar from the google-cloud-cli-firestore-emulator Debian package) when it is
// installed; otherwise the npm package @firestore-emulator/server, in process.
// FIRESTORE_EMULATOR_JAR overrides the jar's path; FIRESTORE_EMULATOR=npm
// forces the npm emulator.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as delay } from "node:timers/promises";

const DEFAULT_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const STARTUP_TIMEOUT_MS = 30_000;

export interface FirestoreEmulator {
  kind: "official" | "npm";
  /** host:port, the value for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Deletes every document of the project. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator({ projectId }: { projectId: string }): Promise<FirestoreEmulator> {
  const jar = process.env.FIRESTORE_EMULATOR_JAR || DEFAULT_JAR;
  const useNpm = process.env.FIRESTORE_EMULATOR === "npm" || !existsSync(jar);
  const port = await freePort();
  return useNpm ? startNpmEmulator(port) : startOfficialEmulator(jar, port, projectId);
}

async function startOfficialEmulator(jar: string, port: number, projectId: string): Promise<FirestoreEmulator> {
  const child = spawn("java", ["-cp", jar, "com.google.cloud.datastore.emulator.firestore.CloudFirestore", "start", "--host=127.0.0.1", `--port=${port}`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let hasExited = false;
  child.once("exit", () => (hasExited = true));
  child.once("error", (error) => {
    output += `\n${error.message}`;
    hasExited = true;
  });

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  // Ready when the emulator's HTTP endpoint answers "Ok".
  for (;;) {
    if (hasExited) throw new Error(`The Firestore emulator exited before it was ready:\n${output}`);
    if (await answers(`${base}/`)) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The Firestore emulator did not answer on ${base} within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
    }
    await delay(50);
  }

  return {
    kind: "official",
    host: `127.0.0.1:${port}`,
    async reset() {
      const response = await fetch(`${base}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: "DELETE" });
      if (!response.ok) throw new Error(`Resetting the Firestore emulator failed: ${response.status} ${await response.text()}`);
    },
    stop: () => stopChild(child),
  };
}

async function startNpmEmulator(port: number): Promise<FirestoreEmulator> {
  const { FirestoreServer } = await import("@firestore-emulator/server");
  const server = new FirestoreServer();
  await server.start(port);
  return {
    kind: "npm",
    host: `127.0.0.1:${port}`,
    async reset() {
      server.state.clear();
    },
    async stop() {
      server.stop();
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Stops the emulator by its own PID: SIGTERM, then SIGKILL if it lingers. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("No port"))));
    });
  });
}
