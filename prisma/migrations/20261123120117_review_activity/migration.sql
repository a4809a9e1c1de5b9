-- CreateTable
CREATE TABLE "review_activity" (
    "user_id" TEXT NOT NULL,
    "slot" TIMESTAMPTZ(3) NOT NULL,
    "rating" SMALLINT NOT NULL,
    "reviews" INTEGER NOT NULL,
    "review_state" INTEGER NOT NULL,

    CONSTRAINT "review_activity_pkey" PRIMARY KEY ("user_id","slot","rating")
);

-- Existing history, counted once.
INSERT INTO "review_activity" ("user_id", "slot", "rating", "reviews", "review_state")
SELECT "user_id", to_timestamp(floor(extract(epoch FROM "reviewed_at") / 900) * 900), "rating", count(*)::integer, (count(*) FILTER (WHERE "state" = 2))::integer
FROM "review_logs"
GROUP BY 1, 2, 3;
