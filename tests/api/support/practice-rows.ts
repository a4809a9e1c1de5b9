import { db, kysely } from "@/lib/db";

/** Counts of every table a practice call could write: a visitor's demo or an ungraded round leaves them all as they were. */
export async function practiceRowCounts() {
  const [questions, cards, logs, activity] = await Promise.all([
    db().practiceQuestion.count(),
    db().reviewCard.count(),
    db().reviewLog.count(),
    kysely()
      .selectFrom("review_activity")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { questions, cards, logs, activity: Number(activity.n) };
}
