import "server-only";
import { randomBytes } from "node:crypto";
import { hash, verify, type Options } from "@node-rs/argon2";

/**
 * argon2id at the OWASP minimum (m=19 MiB, t=2, p=1). The parameters are stored
 * in each hash, so raising them later only affects new hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm.Argon2id; the package's enum is `const`, which isolatedModules cannot import.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown user, or a
 * user without a password) it still spends one verification on a dummy hash,
 * so response times do not reveal which e-mail addresses have accounts.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
