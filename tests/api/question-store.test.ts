// api group: database
// lib/practice/question-store.ts's issue, one statement (lexi_issue_question):
// a learner's issues take their issue lock one at a time, and each closes the
// learner's open questions on its words, those issued while it waited for the
// lock included. The real-server pass holds the race: the waiting issue's
// statement has begun before the other commits. On the embedded PGlite every
// socket shares one session, so there the issue waits for the holder's
// transaction instead, and the same outcome is checked.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect, inject, it } from "vitest";
import { advisoryLockId, kysely } from "@/lib/db";
import { insertQuestion, MAX_OPEN_QUESTIONS, type NewQuestion } from "@/lib/practice/question-store";
import { QUESTION_TTL_MS } from "@/lib/practice/types";

const realServer = Boolean(process.env.TEST_POSTGRES_ADMIN_URL);

function questionOn(userId: string, id: string, wordIndexes: number[], issuedAt = new Date()): NewQuestion {
  return {
    id,
    userId,
    kind: "meaning",
    wordIndexes,
    direction: 0,
    key: { kind: "meaning", correct: 0, options: ["a", "b", "c", "d"] } as unknown as NewQuestion["key"],
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + QUESTION_TTL_MS),
  };
}

async function openQuestions(userId: string): Promise<string[]> {
  const rows = await kysely()
    .selectFrom("practice_questions")
    .select("id")
    .where("user_id", "=", userId)
    .where("answered_at", "is", null)
    .where("expires_at", ">", new Date())
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

it("an issue that waited for the learner's issue lock closes the question on its word issued while it waited", async () => {
  const userId = `issue-lock-${randomUUID()}`;
  const holder = new pg.Client({ connectionString: inject("directDatabaseUrl") });
  await holder.connect();
  try {
    // Another issue of the learner's, under way: it holds the lock and has stored its question on word 5.
    await holder.query("BEGIN");
    await holder.query("SELECT pg_advisory_xact_lock($1::bigint)", [String(advisoryLockId(`practice-issue:${userId}`))]);
    await holder.query(
      `INSERT INTO practice_questions (id, user_id, kind, word_indexes, direction, answer_key, issued_at, expires_at)
       VALUES ('first', $1, 'meaning', ARRAY[5], 0, '{}'::jsonb, now(), now() + interval '15 minutes')`,
      [userId],
    );
    const second = insertQuestion(questionOn(userId, "second", [5]));
    if (realServer) {
      // The second issue's statement has begun (its snapshot taken) and waits for the lock.
      await expect
        .poll(async () => {
          // A transaction keeps its first view of pg_stat_activity: cleared for each look.
          const { rows } = await holder.query<{ waiting: number }>(
            "SELECT pg_stat_clear_snapshot(), count(*)::integer AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%lexi_issue_question(%' AND pid <> pg_backend_pid()",
          );
          return rows[0]!.waiting;
        })
        .toBe(1);
    }
    await holder.query("COMMIT");
    expect(await second).toBe(true);
  } finally {
    await holder.end();
  }
  expect(await openQuestions(userId)).toEqual(["second"]);
});

it("at the cap, an issue stores nothing and closes nothing; below it, each issue closes only the questions on its words", async () => {
  const userId = `issue-cap-${randomUUID()}`;
  const issuedAt = new Date();
  await kysely()
    .insertInto("practice_questions")
    .values(
      Array.from({ length: MAX_OPEN_QUESTIONS }, (_, index) => {
        const {
          key,
          userId: user_id,
          wordIndexes: word_indexes,
          expiresAt: expires_at,
          ...question
        } = questionOn(userId, `q${String(index).padStart(3, "0")}`, [index]);
        return {
          id: question.id,
          user_id,
          kind: question.kind,
          word_indexes: [...word_indexes],
          direction: question.direction,
          answer_key: JSON.stringify(key),
          expires_at,
        };
      }),
    )
    .execute();
  const atCap = await openQuestions(userId);
  expect(atCap).toHaveLength(MAX_OPEN_QUESTIONS);
  expect(await insertQuestion(questionOn(userId, "over", [0], issuedAt))).toBe(false);
  expect(await openQuestions(userId)).toEqual(atCap);
  // One answered frees a place: a Match board's issue on words 1 and 2 then closes those two questions and no other.
  await kysely().updateTable("practice_questions").set({ answered_at: new Date() }).where("id", "=", "q000").execute();
  expect(await insertQuestion(questionOn(userId, "board", [1, 2], issuedAt))).toBe(true);
  expect(await openQuestions(userId)).toEqual([...atCap.filter((id) => !["q000", "q001", "q002"].includes(id)), "board"].sort());
});
