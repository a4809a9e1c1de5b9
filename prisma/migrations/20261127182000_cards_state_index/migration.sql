-- /progress counts a learner's cards by direction and state (and mastered,
-- due now): with every column it reads in one index, the count is an
-- index-only scan, not a read of each card's row; the new cards of one
-- direction, in due order, are one range of it.
CREATE INDEX "review_cards_user_id_direction_state_due_scheduled_days_idx" ON "review_cards"("user_id", "direction", "state", "due", "scheduled_days");
