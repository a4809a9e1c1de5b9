import { expect } from "vitest";
import * as answerRoute from "@/app/api/v1/practice/answer/route";
import * as hintRoute from "@/app/api/v1/practice/hint/route";
import * as nextRoute from "@/app/api/v1/practice/next/route";
import * as overrideRoute from "@/app/api/v1/practice/override/route";
import type { NextResponse, QuestionView } from "@/lib/practice/types";
import { statementsOf } from "@/scripts/lib/statement-log";
import { postRequest, type SignedInUser } from "@/tests/support/session";

// The practice API as the API suites call it: a handler as Next calls it,
// a JSON answer of the expected status, the next question of a round, and
// the writes a practice call sent.

type Handler = (request: Request) => Promise<Response>;
/** The practice route handlers by name. */
export const PRACTICE_HANDLERS = { next: nextRoute.POST, answer: answerRoute.POST, hint: hintRoute.POST, override: overrideRoute.POST } as const;

export type PracticeCallName = keyof typeof PRACTICE_HANDLERS;

/** POST /api/v1/practice/<name> with `body`, as `user` (null: a visitor). */
export function practiceCall(name: PracticeCallName, body: unknown, user: SignedInUser | null): Promise<Response> {
  return (PRACTICE_HANDLERS[name] as Handler)(postRequest(`/api/v1/practice/${name}`, body, { user }));
}

/** The answer's JSON body, after checking it is JSON with `status`. */
export async function answered<T>(response: Response, status = 200): Promise<T> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** The question POST /practice/next gives for `body`; throws when the round has none. */
export async function nextQuestion(user: SignedInUser | null, body: Record<string, unknown>): Promise<QuestionView> {
  const next = await answered<NextResponse>(await practiceCall("next", body, user));
  if (!("question" in next)) throw new Error(`no question: ${JSON.stringify(next)}`);
  return next.question;
}

const PRACTICE_TABLES = ["practice_questions", "review_cards", "review_logs", "review_activity"];
const WRITE = /\b(insert|update|delete)\b/i;

/**
 * The statements `run` sent that write a table a practice call could write: none for a visitor's demo
 * or an ungraded round. Read from the statements themselves, not from row counts, which a test file
 * running beside this one would change.
 */
export async function practiceWritesOf(run: () => Promise<unknown>): Promise<string[]> {
  const statements = await statementsOf(run);
  return statements
    .map((statement) => statement.text)
    .filter((text) => WRITE.test(text) && PRACTICE_TABLES.some((table) => new RegExp(`\\b${table}\\b`).test(text)));
}
