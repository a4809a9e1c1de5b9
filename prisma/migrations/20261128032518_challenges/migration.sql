-- CreateTable
CREATE TABLE "challenges" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "questions" JSONB NOT NULL,
    "player_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "challenges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "challenge_players" (
    "id" BIGSERIAL NOT NULL,
    "challenge_id" TEXT NOT NULL,
    "user_id" TEXT,
    "visitor_id" TEXT,
    "nickname" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "served_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "answered" INTEGER NOT NULL DEFAULT 0,
    "score" INTEGER NOT NULL DEFAULT 0,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "challenge_players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "challenge_answers" (
    "player_id" BIGINT NOT NULL,
    "question_index" INTEGER NOT NULL,
    "chosen" JSONB NOT NULL,
    "correct" BOOLEAN NOT NULL,
    "answered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "challenge_answers_pkey" PRIMARY KEY ("player_id","question_index")
);

-- CreateIndex
CREATE INDEX "challenges_user_id_created_at_idx" ON "challenges"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "challenge_players_challenge_id_score_idx" ON "challenge_players"("challenge_id", "score" DESC);

-- CreateIndex
CREATE INDEX "challenge_players_user_id_challenge_id_idx" ON "challenge_players"("user_id", "challenge_id");

-- CreateIndex
CREATE UNIQUE INDEX "challenge_players_challenge_id_user_id_key" ON "challenge_players"("challenge_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "challenge_players_challenge_id_visitor_id_key" ON "challenge_players"("challenge_id", "visitor_id");

-- AddForeignKey
ALTER TABLE "challenge_players" ADD CONSTRAINT "challenge_players_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "challenge_answers" ADD CONSTRAINT "challenge_answers_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "challenge_players"("id") ON DELETE CASCADE ON UPDATE CASCADE;
