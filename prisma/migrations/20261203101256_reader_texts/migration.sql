-- CreateTable
CREATE TABLE "reader_texts" (
    "id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reader_texts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reader_texts_user_id_created_at_idx" ON "reader_texts"("user_id", "created_at");
