-- The reads of a learner's last 30 days of grades (the goal's pace, the
-- practice tally of /progress) find every column they need in an index: an
-- index-only scan instead of a heap page a grade, as a year's log lies spread
-- over the table (docs/performance.md).
DROP INDEX "review_logs_user_id_reviewed_at_idx";

CREATE INDEX "review_logs_user_id_reviewed_at_idx" ON "review_logs"("user_id", "reviewed_at", "question_kind", "direction", "rating", "duration_ms");

DROP INDEX "review_logs_user_id_question_kind_reviewed_at_idx";

CREATE INDEX "review_logs_user_id_question_kind_reviewed_at_idx" ON "review_logs"("user_id", "question_kind", "reviewed_at", "direction", "rating");
