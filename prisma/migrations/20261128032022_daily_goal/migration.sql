-- The daily goal, the opt-in streak and the catch-up plan (docs/review.md).
-- AlterTable
ALTER TABLE "review_activity" ADD COLUMN     "duration_ms" BIGINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "review_settings" ADD COLUMN     "catch_up" JSONB,
ADD COLUMN     "goal_minutes" INTEGER,
ADD COLUMN     "streak_enabled" BOOLEAN NOT NULL DEFAULT false;

-- The time of the grades already counted, from their log rows (each answer up to a minute, as lib/review/activity.ts counts it).
UPDATE "review_activity" a
SET "duration_ms" = t."ms"
FROM (
  SELECT l."user_id",
         coalesce(l."learner_day", ((l."reviewed_at" AT TIME ZONE coalesce(s."time_zone", 'UTC')) - interval '4 hours')::date) AS "day",
         l."rating",
         sum(least(l."duration_ms", 60000))::bigint AS "ms"
  FROM "review_logs" l LEFT JOIN "review_settings" s ON s."user_id" = l."user_id"
  GROUP BY 1, 2, 3
) t
WHERE a."user_id" = t."user_id" AND a."day" = t."day" AND a."rating" = t."rating";
