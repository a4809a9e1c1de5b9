-- CreateTable
CREATE TABLE "review_undos" (
    "review_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "word_index" INTEGER NOT NULL,
    "undone_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_undos_pkey" PRIMARY KEY ("review_id")
);
