-- Remember / Not remembered on a flashcard put a word in the deck and wrote
-- a review log row for it, counted as a review. An entry is not a review
-- (lib/review/grading.ts, enterDeckGraded): its log rows go, and their day's
-- reviews with them. They are the log rows of a new card (state 0) graded
-- Good or Again with no duration, no practice question and no override: a
-- flip card on /review always reports how long the answer took. The day's
-- new-card count keeps them, as an entry takes a new-card slot.
CREATE TEMPORARY TABLE "deck_entry_logs" ON COMMIT DROP AS
SELECT l."id", l."user_id",
       coalesce(l."learner_day", ((l."reviewed_at" AT TIME ZONE coalesce(s."time_zone", 'UTC')) - interval '4 hours')::date) AS "day",
       l."rating"
FROM "review_logs" l LEFT JOIN "review_settings" s ON s."user_id" = l."user_id"
WHERE l."state" = 0 AND l."duration_ms" = 0 AND l."question_kind" IS NULL AND NOT l."override" AND l."rating" IN (1, 3);

UPDATE "review_activity" a
SET "reviews" = a."reviews" - e."entries"
FROM (SELECT "user_id", "day", "rating", count(*)::integer AS "entries" FROM "deck_entry_logs" GROUP BY 1, 2, 3) e
WHERE a."user_id" = e."user_id" AND a."day" = e."day" AND a."rating" = e."rating";

DELETE FROM "review_logs" WHERE "id" IN (SELECT "id" FROM "deck_entry_logs");
