-- "Study 10 more" on /review: new cards allowed on top of new_per_day, for one
-- learner's day only (extra_new counts on extra_new_day and is ignored after it).
ALTER TABLE "review_settings" ADD COLUMN     "extra_new" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "extra_new_day" DATE;
