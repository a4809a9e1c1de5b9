-- CreateTable
CREATE TABLE "deploy_marks" (
    "environment" TEXT NOT NULL,
    "marked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deploy_marks_pkey" PRIMARY KEY ("environment")
);
