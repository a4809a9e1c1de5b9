-- Every call reads one learner's rows, or one word's, through an index: a
-- plan that starts parallel workers for it pays a process start each and
-- shares the same cores with the other calls. On the heavy learner's /progress
-- (a deck of 20,000 cards in a table of a million) PostgreSQL chose two
-- workers for the deck's counts once the table had grown: 4 ms serial, 38 ms
-- parallel, the page 36 -> 75 ms (docs/performance.md). A table's own setting
-- holds through any pooler, where a session setting might not. Setting a
-- storage parameter takes SHARE UPDATE EXCLUSIVE: reads and writes go on.
ALTER TABLE "words" SET (parallel_workers = 0);
ALTER TABLE "deploy_marks" SET (parallel_workers = 0);
ALTER TABLE "marks" SET (parallel_workers = 0);
ALTER TABLE "notes" SET (parallel_workers = 0);
ALTER TABLE "reader_texts" SET (parallel_workers = 0);
ALTER TABLE "readings" SET (parallel_workers = 0);
ALTER TABLE "reading_words" SET (parallel_workers = 0);
ALTER TABLE "contact_messages" SET (parallel_workers = 0);
ALTER TABLE "rate_limits" SET (parallel_workers = 0);
ALTER TABLE "register_user_data" SET (parallel_workers = 0);
ALTER TABLE "deleted_users" SET (parallel_workers = 0);
ALTER TABLE "users" SET (parallel_workers = 0);
ALTER TABLE "accounts" SET (parallel_workers = 0);
ALTER TABLE "sessions" SET (parallel_workers = 0);
ALTER TABLE "verification_tokens" SET (parallel_workers = 0);
ALTER TABLE "review_cards" SET (parallel_workers = 0);
ALTER TABLE "review_logs" SET (parallel_workers = 0);
ALTER TABLE "review_settings" SET (parallel_workers = 0);
ALTER TABLE "review_activity" SET (parallel_workers = 0);
ALTER TABLE "placements" SET (parallel_workers = 0);
ALTER TABLE "known_words" SET (parallel_workers = 0);
ALTER TABLE "practice_questions" SET (parallel_workers = 0);
ALTER TABLE "review_undos" SET (parallel_workers = 0);
ALTER TABLE "reminders" SET (parallel_workers = 0);
ALTER TABLE "push_subscriptions" SET (parallel_workers = 0);
ALTER TABLE "challenges" SET (parallel_workers = 0);
ALTER TABLE "challenge_players" SET (parallel_workers = 0);
ALTER TABLE "challenge_answers" SET (parallel_workers = 0);
