import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Adapter } from "next-auth/adapters";
import type { ConsumeTokenInput, IssueTokenInput } from "./types";

// 32 bytes = 256 bits from the CSPRNG, base64url: 43 characters, safe in a URL.
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the store keeps instead of the token: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The stored identifier: the purpose is part of it, so a reset token never verifies an e-mail. */
export function tokenIdentifier(purpose: string, identifier: string): string {
  if (!identifier) throw new TypeError("Token identifier is empty");
  return `${purpose}:${identifier}`;
}

export async function issueToken(adapter: Adapter, { identifier, purpose, ttlMs, now = new Date() }: IssueTokenInput): Promise<string> {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`Token lifetime must be positive, got ${ttlMs}`);
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await required(
    adapter.createVerificationToken,
    "createVerificationToken",
  )({
    identifier: tokenIdentifier(purpose, identifier),
    token: hashToken(token),
    expires: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export async function consumeToken(adapter: Adapter, { identifier, purpose, token, now = new Date() }: ConsumeTokenInput): Promise<boolean> {
  if (!identifier || !TOKEN_PATTERN.test(token)) return false;
  // useVerificationToken deletes the record as it reads it: a second use finds
  // nothing, and an expired token is removed by the attempt that finds it expired.
  const record = await required(
    adapter.useVerificationToken,
    "useVerificationToken",
  )({
    identifier: tokenIdentifier(purpose, identifier),
    token: hashToken(token),
  });
  return record !== null && new Date(record.expires).getTime() > now.getTime();
}

/** consumeToken's answer without the use: the same checks, on a read that deletes nothing. */
export async function isTokenLive(
  readExpiry: (stored: string, hashed: string) => Promise<Date | null>,
  { identifier, purpose, token, now = new Date() }: ConsumeTokenInput,
): Promise<boolean> {
  if (!identifier || !TOKEN_PATTERN.test(token)) return false;
  const expires = await readExpiry(tokenIdentifier(purpose, identifier), hashToken(token));
  return expires !== null && expires.getTime() > now.getTime();
}

/** Adapter methods are optional in Auth.js's type; the two used here exist in both adapters. */
export function required<T>(method: T | undefined, name: string): T {
  if (!method) throw new Error(`The user store's adapter has no ${name}()`);
  return method;
}
