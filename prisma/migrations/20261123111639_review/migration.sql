-- CreateTable
CREATE TABLE "review_cards" (
    "id" BIGSERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "word_index" INTEGER NOT NULL,
    "due" TIMESTAMPTZ(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "elapsed_days" INTEGER NOT NULL,
    "scheduled_days" INTEGER NOT NULL,
    "learning_steps" INTEGER NOT NULL,
    "reps" INTEGER NOT NULL,
    "lapses" INTEGER NOT NULL,
    "state" SMALLINT NOT NULL,
    "last_review" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_logs" (
    "id" BIGSERIAL NOT NULL,
    "card_id" BIGINT,
    "user_id" TEXT NOT NULL,
    "word_index" INTEGER NOT NULL,
    "review_id" TEXT NOT NULL,
    "rating" SMALLINT NOT NULL,
    "state" SMALLINT NOT NULL,
    "due" TIMESTAMPTZ(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "elapsed_days" INTEGER NOT NULL,
    "last_elapsed_days" INTEGER NOT NULL,
    "scheduled_days" INTEGER NOT NULL,
    "learning_steps" INTEGER NOT NULL,
    "reviewed_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,

    CONSTRAINT "review_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_settings" (
    "user_id" TEXT NOT NULL,
    "desired_retention" DOUBLE PRECISION NOT NULL DEFAULT 0.9,
    "new_per_day" INTEGER NOT NULL DEFAULT 20,
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "parameters" DOUBLE PRECISION[] DEFAULT ARRAY[]::DOUBLE PRECISION[],
    "optimized_at" TIMESTAMPTZ(3),
    "optimized_on" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_settings_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "review_cards_user_id_due_idx" ON "review_cards"("user_id", "due");

-- CreateIndex
CREATE UNIQUE INDEX "review_cards_user_id_word_index_key" ON "review_cards"("user_id", "word_index");

-- CreateIndex
CREATE UNIQUE INDEX "review_logs_review_id_key" ON "review_logs"("review_id");

-- CreateIndex
CREATE INDEX "review_logs_user_id_reviewed_at_idx" ON "review_logs"("user_id", "reviewed_at");

-- CreateIndex
CREATE INDEX "review_logs_card_id_idx" ON "review_logs"("card_id");

-- AddForeignKey
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "review_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;
