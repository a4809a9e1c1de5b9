-- AlterTable
ALTER TABLE "review_logs" ADD COLUMN     "learner_day" DATE;

-- CreateIndex
CREATE INDEX "review_logs_user_id_id_idx" ON "review_logs"("user_id", "id");
