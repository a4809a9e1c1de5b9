import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

// Sealed tokens: a JSON value the server hands out and takes back, encrypted
// and authenticated (AES-256-GCM) so the browser can neither read nor change
// it, and nothing needs storing meanwhile. Each use derives its own key from
// AUTH_SECRET (HKDF, its own salt and info), so a token of one use is never
// accepted by another, nor is a session cookie.

/** What sets one use's key apart. */
export interface SealPurpose {
  salt: string;
  info: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, { secret: string; key: Buffer }>();

function keyFor({ salt, info }: SealPurpose): Buffer {
  const secret = authSecret();
  const cacheKey = `${salt}\u0000${info}`;
  const cached = keys.get(cacheKey);
  if (cached?.secret === secret) return cached.key;
  const key = Buffer.from(hkdfSync("sha256", secret, salt, info, 32));
  keys.set(cacheKey, { secret, key });
  return key;
}

/** `value` as JSON, sealed (base64url). */
export function sealJson(purpose: SealPurpose, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(value), "utf8"), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString("base64url");
}

/** The JSON value a token holds, or undefined when it is not one of this use's (forged, changed, cut). */
export function openJson(purpose: SealPurpose, token: string): unknown {
  const sealed = Buffer.from(token, "base64url");
  if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    return JSON.parse(plain) as unknown;
  } catch {
    return undefined;
  }
}
