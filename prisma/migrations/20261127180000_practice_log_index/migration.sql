-- /progress tallies the practice grades of the last 30 days: an index that
-- reaches them without the flip grades (question_kind NULL) read beside them.
CREATE INDEX "review_logs_user_id_question_kind_reviewed_at_idx" ON "review_logs"("user_id", "question_kind", "reviewed_at");
