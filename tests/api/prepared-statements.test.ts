// api group: database
// DATABASE_PREPARED_STATEMENTS (lib/db.ts): a statement sent again goes out
// named (lib/prepared-statements.ts), each connection keeps it, and the calls
// answer as they do unnamed, also once the server plans them without their
// values (after five runs; tests/api/query-plans.test.ts checks those plans).
// The app's connections go straight to the server here, as a direct
// connection does: the pooled pass's PgBouncer keeps no prepared statement
// between transactions, which is why the setting is off unless set
// (docs/deploy.md).
import { expect, inject, it } from "vitest";
import { preparedStatementName } from "@/lib/prepared-statements";
import { transaction } from "@/lib/db";
import { sql } from "kysely";
import type { AnswerResult } from "@/lib/practice/types";
import { addToDeck } from "@/lib/review/deck";
import { reviewSettings } from "@/lib/review/settings";
import { statementsOf } from "@/scripts/lib/statement-log";
import { answered, nextQuestion, practiceCall } from "@/tests/api/support/practice-calls";
import { signedInUser } from "@/tests/support/session";

// Read on first use (lib/env.ts), after these lines. One connection: the embedded PGlite has one session for all its
// clients, where two connections would each prepare the same name in it.
process.env.DATABASE_URL = inject("directDatabaseUrl");
process.env.DATABASE_PREPARED_STATEMENTS = "true";
process.env.DATABASE_POOL_MAX = "1";

/** The names of the statements prepared on the connection a transaction runs on. */
async function preparedOnConnection(): Promise<string[]> {
  return transaction(async (tx) => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements WHERE NOT from_sql`.execute(tx);
    return rows.map((row) => row.name);
  });
}

it("sends a statement named the second time, and the connection then keeps it", async () => {
  const learner = await signedInUser("prepared-settings");
  const [first] = await statementsOf(() => reviewSettings(learner.id, new Date()));
  const [again] = await statementsOf(() => reviewSettings(learner.id, new Date()));
  expect(again!.text).toBe(first!.text);
  const name = preparedStatementName(first!.text);
  expect(name).toMatch(/^lexi_[0-9a-f]{32}$/);
  expect(await preparedOnConnection()).toContain(name);
});

it("answers a learner's practice rounds as unnamed statements do, past the runs after which the server may keep one plan", async () => {
  const learner = await signedInUser("prepared-practice");
  for (const wordIndex of [7500, 7501, 7502, 7503, 7504, 7505, 7506, 7507]) await addToDeck(learner.id, wordIndex);
  const graded: number[] = [];
  for (let round = 0; round < 8; round += 1) {
    const question = await nextQuestion(learner, { source: "review", kind: "meaning" });
    const result = await answered<AnswerResult>(await practiceCall("answer", { questionId: question.id, answer: { choice: 0 }, durationMs: 2000 }, learner));
    graded.push(...result.graded.map((grade) => grade.wordIndex));
  }
  // Each round graded the word it asked, and no word twice: the queue read each grade the round before wrote.
  expect(graded).toHaveLength(8);
  expect(new Set(graded).size).toBe(8);
  const settings = await reviewSettings(learner.id, new Date());
  expect(settings.newPerDay).toBeGreaterThan(0);
});
