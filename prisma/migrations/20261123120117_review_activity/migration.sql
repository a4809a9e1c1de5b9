-- CreateTable
CREATE TABLE "review_activity" (
    "user_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "rating" SMALLINT NOT NULL,
    "reviews" INTEGER NOT NULL,
    "review_state" INTEGER NOT NULL,

    CONSTRAINT "review_activity_pkey" PRIMARY KEY ("user_id","day","rating")
);

-- Existing history, counted once, by the learner's day (4 a.m. in their time zone).
INSERT INTO "review_activity" ("user_id", "day", "rating", "reviews", "review_state")
SELECT l."user_id", ((l."reviewed_at" AT TIME ZONE coalesce(s."time_zone", 'UTC')) - interval '4 hours')::date, l."rating",
       count(*)::integer, (count(*) FILTER (WHERE l."state" = 2))::integer
FROM "review_logs" l LEFT JOIN "review_settings" s ON s."user_id" = l."user_id"
GROUP BY 1, 2, 3;
