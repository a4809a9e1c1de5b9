-- CreateTable
CREATE TABLE "placements" (
    "user_id" TEXT NOT NULL,
    "known_words" INTEGER NOT NULL,
    "band" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "taken_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "placements_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "known_words" (
    "user_id" TEXT NOT NULL,
    "word_index" INTEGER NOT NULL,
    "marked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checked_at" TIMESTAMPTZ(3),

    CONSTRAINT "known_words_pkey" PRIMARY KEY ("user_id","word_index")
);
