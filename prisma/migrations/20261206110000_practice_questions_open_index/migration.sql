-- lexi:no-transaction
-- Issuing a question counts the learner's open questions and closes those on
-- its words. Answered questions are kept until they expire, so through the
-- (user_id, issued_at) index both reads went through every question of the
-- last quarter of an hour (hundreds for a learner answering fast); only the
-- unanswered ones are in this index. Built concurrently, as the app keeps
-- issuing questions during a deploy.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "practice_questions_open_idx" ON "practice_questions"("user_id", "expires_at") WHERE "answered_at" IS NULL;
