-- CreateIndex
CREATE INDEX "review_undos_user_id_review_id_idx" ON "review_undos"("user_id", "review_id");
