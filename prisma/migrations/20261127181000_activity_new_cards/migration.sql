-- The day's new-card allowance counts the first grades of new cards given
-- today: kept per learner-day beside the other counts, so the queue reads a
-- few activity rows instead of every log row of the day. Existing history is
-- counted once, on the day each grade counted for.
ALTER TABLE "review_activity" ADD COLUMN "new_cards" INTEGER NOT NULL DEFAULT 0;

UPDATE "review_activity" a
SET "new_cards" = n."new_cards"
FROM (
  SELECT l."user_id", coalesce(l."learner_day", ((l."reviewed_at" AT TIME ZONE coalesce(s."time_zone", 'UTC')) - interval '4 hours')::date) AS "day",
         l."rating", count(*)::integer AS "new_cards"
  FROM "review_logs" l LEFT JOIN "review_settings" s ON s."user_id" = l."user_id"
  WHERE l."state" = 0
  GROUP BY 1, 2, 3
) n
WHERE a."user_id" = n."user_id" AND a."day" = n."day" AND a."rating" = n."rating";
