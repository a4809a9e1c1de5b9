-- lexi:no-transaction
-- The reader asks, for each of a few thousand words, whether it is in the
-- learner's deck and due: with due in the index, each word is one index probe
-- and no heap page (docs/performance.md). Built concurrently: review_cards is
-- the biggest table learners write to.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "review_cards_user_id_word_index_direction_due_idx" ON "review_cards"("user_id", "word_index", "direction", "due");
