-- lexi:no-transaction
-- The spot checks a learner was offered today count the misses of the last
-- 24 hours: the grades whose review_id ends "-known". Through the learner's
-- (user_id, reviewed_at) index that read every grade of the day, each row's
-- page for its review_id (about 600 for a heavy learner, 9-14 ms of each
-- /progress); only misses are in this index. Built concurrently: review_logs
-- is the biggest table learners write to.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "review_logs_spot_check_misses_idx" ON "review_logs"("user_id", "reviewed_at") WHERE "review_id" LIKE '%-known';
