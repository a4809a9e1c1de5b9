import "server-only";
import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

// Decrypting the session cookie (JWE, A256CBC-HS512 through WebCrypto) costs
// about 0.5 ms of CPU, a third of an API call's own work (docs/performance.md),
// and a client sends the same cookie on every call. So each decrypted cookie
// is kept, keyed by its exact text, which is secret and only this process's
// AUTH_SECRET could have produced. Only successful decryptions are kept, so no
// one can fill the cache without valid cookies; entries leave at their `exp`,
// and the session-version check (session-token.ts) still runs on every call.

const MAX_ENTRIES = 5_000;
const decoded = new Map<string, JWT>();

function expired(token: JWT, now = Date.now()): boolean {
  return typeof token.exp !== "number" || token.exp * 1000 <= now;
}

/** next-auth's decode, remembering what it returns; a drop-in for getToken's `decode`. */
export async function decodeRemembered(params: JWTDecodeParams): Promise<JWT | null> {
  if (!params.token) return null;
  const key = `${params.salt}\u0000${params.token}`;
  const known = decoded.get(key);
  if (known && !expired(known)) return known;
  decoded.delete(key);

  const token = await decode(params);
  if (token && !expired(token)) {
    // A Map keeps insertion order: the first key is the oldest entry.
    if (decoded.size >= MAX_ENTRIES) decoded.delete(decoded.keys().next().value!);
    decoded.set(key, Object.freeze(token));
  }
  return token;
}
