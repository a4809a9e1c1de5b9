import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";
import { isQuestionKind, type QuestionKind } from "./types";

// A visitor's demo question is stored nowhere: its id is a sealed token
// (AES-256-GCM) holding what the server needs to build the question again
// when the answer comes, so the answer key never leaves the server and a
// visitor costs no row. The key is derived from AUTH_SECRET (HKDF) for this
// use alone: a session cookie can never be read as a token or the reverse.
// A token is bound to no one; it is refused once expired or if any byte of
// it was changed (GCM's tag).

/** What a demo question's id holds. */
export interface DemoQuestion {
  wordIndex: number;
  kind: QuestionKind;
  /** The seed its question was built with. */
  seed: string;
  /** Epoch ms after which it is refused. */
  expiresAt: number;
  /** An Idioms MCQ question: wordIndex is the idiom's position in idioms.json. */
  idiom?: boolean;
}

/** Demo ids start with this; a stored question's id (base64url) never has a dot. */
export const DEMO_PREFIX = "d.";

const IV_BYTES = 12;
const TAG_BYTES = 16;

let cachedKey: { secret: string; key: Buffer } | undefined;

function tokenKey(): Buffer {
  const secret = authSecret();
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "lexi practice", "practice demo question token v1", 32)) };
  }
  return cachedKey.key;
}

export function sealDemoQuestion(question: DemoQuestion): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(), iv);
  const fields = [question.wordIndex, question.kind, question.seed, question.expiresAt];
  const plain = JSON.stringify(question.idiom ? [...fields, 1] : fields);
  const sealed = Buffer.concat([iv, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return DEMO_PREFIX + sealed.toString("base64url");
}

export function isDemoId(id: string): boolean {
  return id.startsWith(DEMO_PREFIX);
}

/** The question a token holds, or null when it is not one of ours (forged, changed, cut). Expiry is the caller's to check. */
export function openDemoQuestion(id: string): DemoQuestion | null {
  if (!isDemoId(id)) return null;
  const sealed = Buffer.from(id.slice(DEMO_PREFIX.length), "base64url");
  if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", tokenKey(), sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    const [wordIndex, kind, seed, expiresAt, idiom] = JSON.parse(plain) as unknown[];
    if (!Number.isInteger(wordIndex) || typeof seed !== "string" || typeof expiresAt !== "number") return null;
    if (!isQuestionKind(kind)) return null;
    return { wordIndex: wordIndex as number, kind, seed, expiresAt, ...(idiom === 1 && { idiom: true }) };
  } catch {
    return null;
  }
}
