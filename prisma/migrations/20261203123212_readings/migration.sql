-- CreateTable
CREATE TABLE "readings" (
    "user_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "read_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "readings_pkey" PRIMARY KEY ("user_id","source")
);

-- CreateTable
CREATE TABLE "reading_words" (
    "user_id" TEXT NOT NULL,
    "word_index" INTEGER NOT NULL,
    "first_read_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_words_pkey" PRIMARY KEY ("user_id","word_index")
);
