import "server-only";
import { openJson, sealJson } from "@/lib/sealed-token";
import { isQuestionKind, type QuestionKind } from "./types";

// A visitor's demo question is stored nowhere: its id is a sealed token
// (lib/sealed-token.ts) holding what the server needs to build the question again
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
  /** A story's question (source story): the story's slug, whose sentence a cloze is built from. */
  story?: string;
}

/** Demo ids start with this; a stored question's id (base64url) never has a dot. */
export const DEMO_PREFIX = "d.";

const DEMO_PURPOSE = { salt: "lexi practice", info: "practice demo question token v1" };

export function sealDemoQuestion(question: DemoQuestion): string {
  const fields: (string | number)[] = [question.wordIndex, question.kind, question.seed, question.expiresAt];
  // Appended only when set, so the other tokens stay as short as they were.
  if (question.idiom || question.story !== undefined) fields.push(question.idiom ? 1 : 0);
  if (question.story !== undefined) fields.push(question.story);
  return DEMO_PREFIX + sealJson(DEMO_PURPOSE, fields);
}

export function isDemoId(id: string): boolean {
  return id.startsWith(DEMO_PREFIX);
}

/** The question a token holds, or null when it is not one of ours (forged, changed, cut). Expiry is the caller's to check. */
export function openDemoQuestion(id: string): DemoQuestion | null {
  if (!isDemoId(id)) return null;
  const opened = openJson(DEMO_PURPOSE, id.slice(DEMO_PREFIX.length));
  if (!Array.isArray(opened)) return null;
  const [wordIndex, kind, seed, expiresAt, idiom, story] = opened as unknown[];
  if (!Number.isInteger(wordIndex) || typeof seed !== "string" || typeof expiresAt !== "number") return null;
  if (!isQuestionKind(kind)) return null;
  return { wordIndex: wordIndex as number, kind, seed, expiresAt, ...(idiom === 1 && { idiom: true }), ...(typeof story === "string" && { story }) };
}
