-- Practice that tests you (lib/practice): each word has a recognition card
-- (direction 0, every card so far) and, once that is known for a few days, a
-- production card (direction 1); grades record the question kind that made
-- them; issued questions are kept on the server with their answer key.
ALTER TABLE "review_cards" ADD COLUMN "direction" SMALLINT NOT NULL DEFAULT 0;
DROP INDEX "review_cards_user_id_word_index_key";
CREATE UNIQUE INDEX "review_cards_user_id_word_index_direction_key" ON "review_cards"("user_id", "word_index", "direction");

ALTER TABLE "review_logs" ADD COLUMN "direction" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN "question_kind" TEXT,
ADD COLUMN "override" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "practice_questions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "word_indexes" INTEGER[],
    "direction" SMALLINT NOT NULL,
    "answer_key" JSONB NOT NULL,
    "hint_used" BOOLEAN NOT NULL DEFAULT false,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),
    "result" JSONB,

    CONSTRAINT "practice_questions_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "practice_questions_user_id_issued_at_idx" ON "practice_questions"("user_id", "issued_at");
CREATE INDEX "practice_questions_expires_at_idx" ON "practice_questions"("expires_at");
